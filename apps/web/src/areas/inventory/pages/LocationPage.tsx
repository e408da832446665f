import { LocationFrame } from "../components/LocationFrame";
import { LocationOverview } from "../components/LocationOverview";

export default function LocationPage() {
  return <LocationFrame>{(location) => <LocationOverview location={location} />}</LocationFrame>;
}

import { LocationFrame } from "../components/LocationFrame";
import { LocationOverview } from "../components/LocationOverview";

export default function LocationPage() {
  return (
    <LocationFrame tab="overview">{(location) => <LocationOverview location={location} />}</LocationFrame>
  );
}

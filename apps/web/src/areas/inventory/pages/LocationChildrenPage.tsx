import { LocationChildrenView } from "../components/LocationChildrenView";
import { LocationFrame } from "../components/LocationFrame";

export default function LocationChildrenPage() {
  return <LocationFrame>{(location) => <LocationChildrenView location={location} />}</LocationFrame>;
}

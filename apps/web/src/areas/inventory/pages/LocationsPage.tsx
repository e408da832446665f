import { LocationsListView } from "../components/LocationsListView";

export default function LocationsPage() {
  return <LocationsListView />;
}

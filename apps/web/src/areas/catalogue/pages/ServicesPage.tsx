import { ServicesListView } from "../components/ServiceViews";

export default function ServicesPage() {
  return <ServicesListView />;
}

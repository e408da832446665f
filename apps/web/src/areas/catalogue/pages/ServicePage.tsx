import { ServiceDetailView } from "../components/ServiceViews";

export default function ServicePage() {
  return <ServiceDetailView />;
}

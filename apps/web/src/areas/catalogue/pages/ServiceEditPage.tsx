import { ServiceEditView } from "../components/ServiceViews";

export default function ServiceEditPage() {
  return <ServiceEditView />;
}

import { ServiceForm } from "../components/ServiceForm";

export default function ServiceNewPage() {
  return <ServiceForm />;
}

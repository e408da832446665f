import { ClassDetailView } from "../components/ClassDetailView";

export default function ClassAttributesPage() {
  return <ClassDetailView attributesOnly />;
}

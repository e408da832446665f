import { ClassAttributesEditView } from "../components/ClassAttributesEditView";

export default function ClassAttributesEditPage() {
  return <ClassAttributesEditView />;
}

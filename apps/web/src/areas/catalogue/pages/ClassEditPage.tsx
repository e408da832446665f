import { ClassEditView } from "../components/ClassEditView";

export default function ClassEditPage() {
  return <ClassEditView />;
}

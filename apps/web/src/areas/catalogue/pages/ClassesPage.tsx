import { ClassesListView } from "../components/ClassesListView";

export default function ClassesPage() {
  return <ClassesListView />;
}

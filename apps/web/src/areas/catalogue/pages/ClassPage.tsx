import { ClassDetailView } from "../components/ClassDetailView";

export default function ClassPage() {
  return <ClassDetailView />;
}

import { ClassForm } from "../components/ClassForm";

export default function ClassNewPage() {
  return <ClassForm />;
}

import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useProductClass } from "../classes-api";
import { ClassForm } from "./ClassForm";

export function ClassEditView() {
  const id = useIdParam();
  const productClass = useProductClass(id);
  if (!productClass.data) {
    return (
      <RecordLoadState
        id={id}
        error={productClass.error}
        noun="class"
        back={{ to: "/classes", label: "classes" }}
      />
    );
  }
  return <ClassForm key={productClass.data.id} productClass={productClass.data} />;
}

import { useProductClass } from "../classes-api";
import { ClassForm } from "./ClassForm";
import { LoadState, useRouteId } from "./LoadState";

export function ClassEditView() {
  const id = useRouteId();
  const productClass = useProductClass(id);
  if (!productClass.data) {
    return (
      <LoadState
        id={id}
        error={productClass.error}
        noun="class"
        back={{ to: "/classes", label: "classes" }}
      />
    );
  }
  return <ClassForm key={productClass.data.id} productClass={productClass.data} />;
}

import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useTaskType, useUpdateTaskType } from "./api";
import { TaskTypeForm } from "./TaskTypeForm";

/** `tasks/types/:id/edit`. */
export default function TaskTypeEditPage() {
  const id = useIdParam("id");
  const type = useTaskType(id);
  const update = useUpdateTaskType(id);
  if (!type.data)
    return (
      <RecordLoadState
        id={id}
        error={type.error}
        noun="task type"
        back={{ to: "/tasks/types", label: "Back to task types" }}
      />
    );
  return <TaskTypeForm key={type.data.id} type={type.data} save={(body) => update.mutateAsync(body)} />;
}

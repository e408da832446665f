import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useTaskGroup, useUpdateTaskGroup } from "./api";
import { TaskGroupForm } from "./TaskGroupForm";

/** `tasks/groups/:id/edit`. */
export default function TaskGroupEditPage() {
  const id = useIdParam("id");
  const group = useTaskGroup(id);
  const update = useUpdateTaskGroup(id);
  if (!group.data)
    return (
      <RecordLoadState
        id={id}
        error={group.error}
        noun="task group"
        back={{ to: "/tasks/groups", label: "Back to task groups" }}
      />
    );
  return <TaskGroupForm key={group.data.id} group={group.data} save={(body) => update.mutateAsync(body)} />;
}

import { useCreateTaskType } from "./api";
import { TaskTypeForm } from "./TaskTypeForm";

/** `tasks/types/new`. */
export default function TaskTypeNewPage() {
  const create = useCreateTaskType();
  return <TaskTypeForm save={(body) => create.mutateAsync(body)} />;
}

import { useCreateTaskGroup } from "./api";
import { TaskGroupForm } from "./TaskGroupForm";

/** `tasks/groups/new`. */
export default function TaskGroupNewPage() {
  const create = useCreateTaskGroup();
  return <TaskGroupForm save={(body) => create.mutateAsync(body)} />;
}

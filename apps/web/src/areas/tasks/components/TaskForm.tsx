import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { CreateTaskBody, PRIORITIES, type TaskDetail } from "@ops/domain";
import { Link } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { useTaskAssignees, useTaskGroups, useTaskTypes } from "../api";

/** What the task form edits: text as typed, choices as ids kept as text. */
export type TaskFormValues = {
  title: string;
  description: string;
  taskTypeId: string | null;
  priority: string | null;
  dueDate: string;
  groupId: string | null;
  assigneeId: string | null;
  activitySlug: string;
  assetBarcode: string;
};

export function taskFormValuesOf(task: TaskDetail | null): TaskFormValues {
  return {
    title: task?.title ?? "",
    description: task?.description ?? "",
    taskTypeId: task ? String(task.taskTypeId) : null,
    priority: task ? String(task.priority) : null,
    dueDate: task?.dueDate ?? "",
    groupId: task?.groupId ? String(task.groupId) : null,
    assigneeId: task?.assigneeId ? String(task.assigneeId) : null,
    activitySlug: task?.activitySlug ?? "",
    assetBarcode: task?.assetBarcode ?? "",
  };
}

const idOrNull = (v: string | null) => (v ? Number(v) : null);
const textOrNull = (v: string) => (v.trim() === "" ? null : v.trim());

/** The body both the new and the edit screen send (the edit sends every field). */
export function taskBodyOf(v: TaskFormValues): CreateTaskBody {
  return {
    title: v.title,
    description: textOrNull(v.description),
    taskTypeId: idOrNull(v.taskTypeId) ?? 0,
    priority: v.priority ? Number(v.priority) : null,
    dueDate: textOrNull(v.dueDate),
    groupId: idOrNull(v.groupId),
    assigneeId: idOrNull(v.assigneeId),
    activitySlug: textOrNull(v.activitySlug),
    assetBarcode: textOrNull(v.assetBarcode),
  };
}

const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({
  value: String(p.value),
  label: `${p.label} (${p.value})`,
}));

/**
 * A task's fields: what, of which type and priority, due when, for which group and person, and
 * the load or asset it is about. The assignee choices are the group's members once a group is
 * chosen (the server refuses anyone else on the field).
 */
export function TaskForm({
  name,
  initial,
  submitLabel,
  cancelTo,
  onSubmit: send,
}: {
  name: string;
  initial: TaskFormValues;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (body: CreateTaskBody) => Promise<unknown>;
}) {
  const types = useTaskTypes();
  const groups = useTaskGroups();
  const { form, onSubmit, submitting } = useDomainForm<TaskFormValues, CreateTaskBody>({
    name,
    schema: CreateTaskBody,
    initialValues: initial,
    toBody: taskBodyOf,
    validate: (values, errors) =>
      values.taskTypeId ? errors : { ...errors, taskTypeId: "Choose the task's type" },
    submit: (body) => send(body),
  });
  const v = form.getValues();
  const assignees = useTaskAssignees(idOrNull(v.groupId));
  const typeOptions = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  const assigneeOptions = (assignees.data ?? []).map((u) => ({ value: String(u.id), label: u.name }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput label="Title" required {...form.getInputProps("title")} />
        <Textarea label="Description" rows={3} {...form.getInputProps("description")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            label="Type"
            required
            data={typeOptions}
            placeholder={types.isLoading ? "Loading…" : "Choose a type"}
            {...form.getInputProps("taskTypeId")}
            onChange={(value) => {
              form.setFieldValue("taskTypeId", value);
              // A new task starts at the type's default priority until one is chosen.
              const type = types.data?.find((t) => String(t.id) === value);
              if (type && !form.isDirty("priority"))
                form.setFieldValue("priority", String(type.defaultPriority));
            }}
          />
          <Select
            label="Priority"
            data={PRIORITY_OPTIONS}
            placeholder="The type's default"
            clearable
            {...form.getInputProps("priority")}
          />
          <TextInput type="date" label="Due date" {...form.getInputProps("dueDate")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label="Group"
            data={groupOptions}
            placeholder="No group"
            {...form.getInputProps("groupId")}
            onChange={(value) => {
              form.setFieldValue("groupId", value);
              form.setFieldValue("assigneeId", null);
            }}
          />
          <SelectField
            label="Assignee"
            data={assigneeOptions}
            placeholder={v.groupId ? "A member of the group, or no one" : "No one"}
            {...form.getInputProps("assigneeId")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Load (slug)"
            placeholder="dal-in-100042"
            {...form.getInputProps("activitySlug")}
          />
          <TextInput label="Asset (barcode)" {...form.getInputProps("assetBarcode")} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          <Button variant="default" component={Link} to={cancelTo}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

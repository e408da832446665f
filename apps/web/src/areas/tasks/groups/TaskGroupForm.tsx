import { Alert, Button, Group, MultiSelect, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { labelOf, TASK_TYPES, TaskGroupBody, type TaskGroupDetail, type TaskGroupInput } from "@ops/domain";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useTaskTypeOptions } from "../types/api";
import { useMemberOptions } from "./api";

export type TaskGroupFormValues = {
  name: string;
  description: string;
  active: boolean;
  memberIds: string[];
  taskTypeIds: string[];
};

export function taskGroupValuesOf(group?: TaskGroupDetail): TaskGroupFormValues {
  return {
    name: group?.name ?? "",
    description: group?.description ?? "",
    active: group?.active ?? true,
    memberIds: group?.members.map((m) => String(m.userId)) ?? [],
    taskTypeIds: group?.types.map((t) => String(t.id)) ?? [],
  };
}

export const taskGroupBodyOf = (v: TaskGroupFormValues): TaskGroupInput => ({
  name: v.name,
  description: v.description,
  active: v.active,
  memberIds: v.memberIds.map(Number),
  taskTypeIds: v.taskTypeIds.map(Number),
});

/** The server names a list's bad item (`taskTypeIds.0`); the form shows it on the list. */
function serverErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) out[field.split(".")[0] as string] ??= message;
  return out;
}

type Props = {
  /** The group being edited; absent on the new screen. */
  group?: TaskGroupDetail;
  save: (body: TaskGroupInput) => Promise<TaskGroupDetail>;
};

/**
 * New and edit screens of a task group: its name, the operators who are its members and the task
 * types it takes, saved together. Current members and types stay offered even when inactive.
 */
export function TaskGroupForm({ group, save }: Props) {
  const navigate = useNavigate();
  const editing = group !== undefined;
  const people = useMemberOptions();
  const types = useTaskTypeOptions();
  const { form, onSubmit } = useDomainForm({
    name: "TaskGroupForm",
    schema: TaskGroupBody,
    initialValues: taskGroupValuesOf(group),
    toBody: taskGroupBodyOf,
    serverErrors,
    submit: async (body) => {
      const saved = await save(body);
      form.resetDirty();
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate("/tasks/groups");
    },
  });

  const memberData = new Map((people.data?.data ?? []).map((p) => [String(p.id), `${p.name} (${p.email})`]));
  for (const m of group?.members ?? [])
    if (!memberData.has(String(m.userId)))
      memberData.set(String(m.userId), `${m.name} (${m.active ? m.email : "inactive"})`);
  const typeData = new Map(
    (types.data?.data ?? [])
      .filter((t) => t.active)
      .map((t) => [String(t.id), `${t.name} · ${labelOf(TASK_TYPES, t.category)}`]),
  );
  for (const t of group?.types ?? [])
    if (!typeData.has(String(t.id))) typeData.set(String(t.id), `${t.name} (inactive)`);
  const busy = group?.members.filter((m) => m.openTaskCount > 0) ?? [];

  const title = editing ? `Edit ${group.name}` : "New task group";
  return (
    <Stack maw={760}>
      <Title order={1}>{title}</Title>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack>
          <TextInput label="Name" required autoFocus {...form.getInputProps("name")} />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("description")}
          />
          <MultiSelect
            label="Members"
            description="Active operators; tasks of the group can be assigned to them."
            placeholder={
              memberData.size === 0 && !people.isLoading ? "No operators to choose" : "Choose operators"
            }
            searchable
            nothingFoundMessage="No operator matches"
            hidePickedOptions
            data={[...memberData].map(([value, label]) => ({ value, label }))}
            {...form.getInputProps("memberIds")}
          />
          {busy.length > 0 ? (
            <Alert color="blue" variant="light">
              {busy
                .map((m) => `${m.name} has ${m.openTaskCount} open task${m.openTaskCount === 1 ? "" : "s"}`)
                .join("; ")}{" "}
              of this group: reassign them before removing{" "}
              {busy.length === 1 ? "this member" : "these members"}.
            </Alert>
          ) : null}
          <MultiSelect
            label="Task types"
            description="The kinds of task this group takes."
            placeholder="Choose task types"
            searchable
            nothingFoundMessage="No task type matches"
            hidePickedOptions
            data={[...typeData].map(([value, label]) => ({ value, label }))}
            {...form.getInputProps("taskTypeIds")}
          />
          <Switch
            label="Active"
            description="Inactive groups keep their tasks but are not offered for new ones."
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Add task group"}
            </Button>
            <Button variant="default" onClick={() => navigate("/tasks/groups")}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

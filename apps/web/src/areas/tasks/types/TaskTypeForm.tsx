import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { PRIORITIES, TASK_TYPES, type TaskType, TaskTypeBody, type TaskTypeInput } from "@ops/domain";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";

type Values = {
  name: string;
  category: string | null;
  description: string;
  defaultPriority: string;
  active: boolean;
};

function valuesOf(type?: TaskType): Values {
  return {
    name: type?.name ?? "",
    category: type?.category ?? null,
    description: type?.description ?? "",
    defaultPriority: String(type?.defaultPriority ?? 50),
    active: type?.active ?? true,
  };
}

const toBody = (v: Values): TaskTypeInput => ({
  name: v.name,
  category: (v.category ?? "") as TaskTypeInput["category"],
  description: v.description,
  defaultPriority: Number(v.defaultPriority),
  active: v.active,
});

const CATEGORY_OPTIONS = TASK_TYPES.map((t) => ({ value: t.id, label: t.label }));
const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({
  value: String(p.value),
  label: `${p.label} (${p.value})`,
}));

type Props = {
  /** The type being edited; absent on the new screen. */
  type?: TaskType;
  save: (body: TaskTypeInput) => Promise<TaskType>;
};

/** New and edit screens of a task type, validated by `TaskTypeBody`. */
export function TaskTypeForm({ type, save }: Props) {
  const navigate = useNavigate();
  const editing = type !== undefined;
  const { form, onSubmit } = useDomainForm({
    name: "TaskTypeForm",
    schema: TaskTypeBody,
    initialValues: valuesOf(type),
    toBody,
    submit: async (body) => {
      const saved = await save(body);
      form.resetDirty();
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate("/tasks/types");
    },
  });
  const title = editing ? `Edit ${type.name}` : "New task type";
  return (
    <Stack maw={760}>
      <Title order={1}>{title}</Title>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required autoFocus {...form.getInputProps("name")} />
            <Select
              label="Category"
              description="Decides how tasks of the type behave: a critical alert notifies at once."
              required
              data={CATEGORY_OPTIONS}
              {...form.getInputProps("category")}
            />
            <Select
              label="Default priority"
              description="New tasks of this type start at it."
              required
              allowDeselect={false}
              data={PRIORITY_OPTIONS}
              {...form.getInputProps("defaultPriority")}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps("description")}
          />
          <Switch
            label="Active"
            description="Inactive types keep their tasks but are not offered for new ones."
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Add task type"}
            </Button>
            <Button variant="default" onClick={() => navigate("/tasks/types")}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

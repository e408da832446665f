import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { ATTRIBUTE_KINDS, AttributeKind, type ClassAttribute } from "@ops/domain";
import type { AttributeChange } from "../classes-api";
import { type AttributeRow, emptyRow, planAttributeChanges, rowsOf, validateRows } from "./attribute-list";

const KIND_OPTIONS = ATTRIBUTE_KINDS.map((k) => ({ value: k.id, label: k.label }));

type Props = {
  classId: number;
  saved: readonly ClassAttribute[];
  /** Runs the planned calls; a failure carries `changeIndex`, the change that was refused. */
  apply: (changes: AttributeChange[]) => Promise<void>;
  /** After a save (or when there was nothing to save). */
  onDone: (changed: number) => void;
  onCancel: () => void;
  /** Shows a failure; answers the server's field errors. */
  fail: (error: unknown) => Record<string, string>;
};

/**
 * Edits the attribute list of one class: name, kind (text, number, choice with options) and
 * whether it is required. Saving sends only what changed.
 */
export function AttributeListEditor({ classId, saved, apply, onDone, onCancel, fail }: Props) {
  const form = useForm<{ rows: AttributeRow[] }>({
    initialValues: { rows: rowsOf(saved) },
    validate: (values) => validateRows(values.rows, classId),
  });

  const submit = form.onSubmit(async (values) => {
    const changes = planAttributeChanges(saved, values.rows, classId);
    try {
      await apply(changes);
      onDone(changes.length);
    } catch (error) {
      const fieldErrors = fail(error);
      const index = (error as { changeIndex?: number }).changeIndex;
      const change = index === undefined ? undefined : changes[index];
      const row = change && "row" in change ? change.row : undefined;
      if (row !== undefined) {
        form.setErrors(
          Object.fromEntries(Object.entries(fieldErrors).map(([f, m]) => [`rows.${row}.${f}`, m])),
        );
      }
    }
  });

  const rows = form.values.rows;
  return (
    <form onSubmit={submit} noValidate aria-label="Attributes">
      <Stack>
        {rows.length === 0 ? <Text c="dimmed">No attributes. Add the first one.</Text> : null}
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <Paper key={row.key} withBorder p="sm" data-testid="attribute-row">
              <Stack gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    label={`Attribute ${n} name`}
                    required
                    {...form.getInputProps(`rows.${index}.name`)}
                  />
                  <Select
                    label={`Attribute ${n} kind`}
                    allowDeselect={false}
                    data={KIND_OPTIONS}
                    value={row.kind}
                    onChange={(value) => {
                      const kind = AttributeKind.parse(value);
                      form.setFieldValue(`rows.${index}.kind`, kind);
                      if (kind !== "choice") form.setFieldValue(`rows.${index}.options`, []);
                    }}
                  />
                  <Group align="flex-end" justify="space-between" wrap="nowrap">
                    <Checkbox
                      label="Required"
                      aria-label={`Attribute ${n} required`}
                      mb={8}
                      {...form.getInputProps(`rows.${index}.required`, { type: "checkbox" })}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove attribute ${n}`}
                      onClick={() => form.removeListItem("rows", index)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                </SimpleGrid>
                {row.kind === "choice" ? (
                  <TagsInput
                    label={`Attribute ${n} options`}
                    description="Type an option and press Enter."
                    required
                    clearable
                    splitChars={[","]}
                    {...form.getInputProps(`rows.${index}.options`)}
                  />
                ) : null}
              </Stack>
            </Paper>
          );
        })}
        <Group>
          <Button variant="light" onClick={() => form.insertListItem("rows", emptyRow())}>
            Add attribute
          </Button>
        </Group>
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save attributes
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

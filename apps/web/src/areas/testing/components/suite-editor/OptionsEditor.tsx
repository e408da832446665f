// The options of a choice question: label, id (what answers and conditions store) and the grade
// picking it gives the question's section.
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { PRODUCT_GRADE_IDS, type TestQuestionOption } from "@ops/domain";
import { freeId, idFromText } from "./draft-values";

const GRADE_DATA = [
  { value: "", label: "No grade" },
  ...PRODUCT_GRADE_IDS.map((g) => ({ value: g, label: `Grade ${g}` })),
];

type Props = {
  prompt: string;
  options: TestQuestionOption[];
  /** Option ids published versions use: they never follow the label. */
  publishedIds: ReadonlySet<string>;
  errors: Record<string, string>;
  onChange: (options: TestQuestionOption[]) => void;
};

export function OptionsEditor({ prompt, options, publishedIds, errors, onChange }: Props) {
  const set = (index: number, option: TestQuestionOption) =>
    onChange(options.map((o, i) => (i === index ? option : o)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Options
      </Text>
      {options.map((option, index) => {
        const name = `option ${index + 1} of "${prompt || "this question"}"`;
        return (
          // Option ids can be edited (and collide while typing), so the position is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              aria-label={`Label of ${name}`}
              placeholder="Label"
              style={{ flex: "2 1 160px" }}
              value={option.label}
              error={errors[`options.${index}.label`]}
              onChange={(event) => {
                const label = event.currentTarget.value;
                // An id still made of the label follows it; one typed by hand stays.
                const derived =
                  !publishedIds.has(option.id) && option.id === idFromText(option.label, option.id);
                const taken = options.filter((_, i) => i !== index).map((o) => o.id);
                set(index, {
                  ...option,
                  label,
                  id: derived ? freeId(idFromText(label, option.id), taken) : option.id,
                });
              }}
            />
            <TextInput
              aria-label={`Id of ${name}`}
              placeholder="id"
              style={{ flex: "1 1 100px" }}
              value={option.id}
              error={errors[`options.${index}.id`]}
              onChange={(event) => set(index, { ...option, id: event.currentTarget.value })}
            />
            <NativeSelect
              aria-label={`Grade of ${name}`}
              style={{ flex: "1 1 110px" }}
              data={GRADE_DATA}
              value={option.grade ?? ""}
              onChange={({ currentTarget: { value } }) => {
                const { grade: _, ...rest } = option;
                set(index, value ? { ...rest, grade: value as TestQuestionOption["grade"] } : rest);
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove ${name}`}
              disabled={options.length <= 1}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              ✕
            </ActionIcon>
          </Group>
        );
      })}
      {errors.options ? (
        <Text c="red" size="sm">
          {errors.options}
        </Text>
      ) : null}
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={options.length >= 50}
          onClick={() =>
            onChange([
              ...options,
              {
                id: freeId(
                  `option_${options.length + 1}`,
                  options.map((o) => o.id),
                ),
                label: "",
              },
            ])
          }
        >
          Add option
        </Button>
      </Group>
    </Stack>
  );
}

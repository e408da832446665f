// When a question is asked: conditions on the answers of EARLIER questions only (a later question
// cannot be chosen), all of which must hold.
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { isChoiceKind, type ShowIfCondition, type TestQuestion } from "@ops/domain";

type Props = {
  conditions: ShowIfCondition[];
  /** The questions before this one, in order (their numbers are their positions + 1). */
  earlier: TestQuestion[];
  errors: Record<string, string>;
  onChange: (conditions: ShowIfCondition[]) => void;
};

/** A condition on `target` that holds for a plausible first answer. */
export function defaultCondition(target: TestQuestion): ShowIfCondition {
  if (target.kind === "pass_fail") return { questionId: target.id, passed: true };
  if (isChoiceKind(target.kind)) return { questionId: target.id, anyOf: [target.options?.[0]?.id ?? "ok"] };
  return { questionId: target.id, equals: target.kind === "number" ? 0 : "" };
}

export function ShowIfEditor({ conditions, earlier, errors, onChange }: Props) {
  const set = (index: number, condition: ShowIfCondition) =>
    onChange(conditions.map((c, i) => (i === index ? condition : c)));
  const last = earlier.at(-1);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {conditions.length === 0 ? "Always asked" : "Asked only when"}
      </Text>
      {conditions.map((condition, index) => {
        const target = earlier.find((q) => q.id === condition.questionId);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity of their own
          <Stack key={index} gap={4}>
            <Group gap="xs" align="flex-start" wrap="wrap">
              <Select
                aria-label={`Condition ${index + 1}: question`}
                style={{ flex: "2 1 200px" }}
                allowDeselect={false}
                data={earlier.map((q, i) => ({ value: q.id, label: `${i + 1}. ${q.prompt || q.id}` }))}
                value={target ? target.id : null}
                placeholder={target ? undefined : `${condition.questionId} (not an earlier question)`}
                error={errors[`showIf.${index}.questionId`]}
                onChange={(id) => {
                  const chosen = earlier.find((q) => q.id === id);
                  if (chosen) set(index, defaultCondition(chosen));
                }}
              />
              {target ? (
                <ConditionValue target={target} condition={condition} onChange={(c) => set(index, c)} />
              ) : null}
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove condition ${index + 1}`}
                onClick={() => onChange(conditions.filter((_, i) => i !== index))}
              >
                ✕
              </ActionIcon>
            </Group>
          </Stack>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={!last || conditions.length >= 10}
          title={last ? undefined : "The first question is always asked"}
          onClick={() => last && onChange([...conditions, defaultCondition(last)])}
        >
          Add condition
        </Button>
      </Group>
    </Stack>
  );
}

function ConditionValue({
  target,
  condition,
  onChange,
}: {
  target: TestQuestion;
  condition: ShowIfCondition;
  onChange: (condition: ShowIfCondition) => void;
}) {
  const questionId = target.id;
  if (target.kind === "pass_fail")
    return (
      <NativeSelect
        aria-label="Answered"
        style={{ flex: "1 1 120px" }}
        data={[
          { value: "pass", label: "is Pass" },
          { value: "fail", label: "is Fail" },
        ]}
        value={"passed" in condition && !condition.passed ? "fail" : "pass"}
        onChange={({ currentTarget: { value } }) => onChange({ questionId, passed: value !== "fail" })}
      />
    );
  if (isChoiceKind(target.kind)) {
    const picked =
      "anyOf" in condition ? condition.anyOf : "equals" in condition ? [String(condition.equals)] : [];
    return (
      <MultiSelect
        aria-label="Answered with any of"
        style={{ flex: "2 1 200px" }}
        data={(target.options ?? []).map((o) => ({ value: o.id, label: o.label || o.id }))}
        value={picked}
        onChange={(anyOf) => onChange({ questionId, anyOf })}
      />
    );
  }
  const equals = "equals" in condition ? String(condition.equals) : "";
  return (
    <TextInput
      aria-label="Answered with"
      style={{ flex: "1 1 120px" }}
      value={equals}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const value =
          target.kind === "number" && text.trim() !== "" && Number.isFinite(Number(text))
            ? Number(text)
            : text;
        onChange({ questionId, equals: value });
      }}
    />
  );
}

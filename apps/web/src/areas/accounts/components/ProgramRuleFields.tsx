import {
  Button,
  CloseButton,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PROGRAM_RULE_TYPES, type ProgramRule, type RuleParamDef } from "@ops/domain";
import { defaultParams, type ProgramFormValues, paramDefs, ruleRow } from "./program-form-values";

type Form = UseFormReturnType<ProgramFormValues>;

/** The input a rule parameter asks for, by its kind: amounts and numbers, text, or a switch. */
function ProgramRuleParamInput({ form, index, def }: { form: Form; index: number; def: RuleParamDef }) {
  const path = `rules.${index}.params.${def.key}`;
  if (def.kind === "boolean") {
    return <Switch label={def.label} mt="xs" {...form.getInputProps(path, { type: "checkbox" })} />;
  }
  if (def.kind === "text") {
    return <TextInput label={def.label} required={def.required} {...form.getInputProps(path)} />;
  }
  const props = form.getInputProps(path);
  return (
    <NumberInput
      label={def.label}
      required={def.required}
      min={0}
      max={def.kind === "percent" ? 100 : undefined}
      decimalScale={def.kind === "number" ? undefined : 2}
      fixedDecimalScale={def.kind === "money"}
      prefix={def.kind === "money" ? "$" : undefined}
      suffix={def.kind === "percent" ? "%" : undefined}
      thousandSeparator={def.kind === "money" ? "," : undefined}
      allowNegative={false}
      hideControls
      {...props}
    />
  );
}

/**
 * The rules of a program or template: each row picks a rule type (each type at most once) and
 * shows the inputs that type's parameters need (PROGRAM_RULE_PARAMS).
 */
export function ProgramRuleFields({ form }: { form: Form }) {
  const rules = form.values.rules;
  const used = new Set(rules.map((r) => r.type).filter(Boolean));
  const allUsed = used.size >= PROGRAM_RULE_TYPES.length;

  return (
    <Fieldset
      legend={
        <Text size="sm" fw={500}>
          Rules
        </Text>
      }
      variant="unstyled"
    >
      <Stack gap="sm">
        {rules.length === 0 ? (
          <Text size="sm" c="dimmed">
            No rules. Rules change how loads of this program are priced and processed.
          </Text>
        ) : null}
        {rules.map((row, index) => {
          const defs = paramDefs(row.type);
          const options = PROGRAM_RULE_TYPES.map((t) => ({
            value: t.id,
            label: t.label,
            disabled: t.id !== row.type && used.has(t.id),
          }));
          return (
            <Paper key={row.key} withBorder p="sm" data-testid="rule-row">
              <Group align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                  <Select
                    label={`Rule ${index + 1}`}
                    placeholder="Choose a rule type"
                    data={options}
                    searchable
                    nothingFoundMessage="No such rule type"
                    allowDeselect={false}
                    value={row.type}
                    error={form.errors[`rules.${index}.type`]}
                    onChange={(value) => {
                      const type = (value as ProgramRule["type"] | null) ?? null;
                      form.setFieldValue(`rules.${index}`, { ...row, type, params: defaultParams(type) });
                      form.clearFieldError(`rules.${index}.type`);
                    }}
                  />
                  {defs.length > 0 ? (
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                      {defs.map((def) => (
                        <ProgramRuleParamInput key={def.key} form={form} index={index} def={def} />
                      ))}
                    </SimpleGrid>
                  ) : row.type ? (
                    <Text size="xs" c="dimmed">
                      This rule has no settings.
                    </Text>
                  ) : null}
                </Stack>
                <CloseButton
                  mt={26}
                  aria-label={`Remove rule ${index + 1}`}
                  title="Remove rule"
                  onClick={() => form.removeListItem("rules", index)}
                />
              </Group>
            </Paper>
          );
        })}
        <Group>
          <Button variant="light" onClick={() => form.insertListItem("rules", ruleRow())} disabled={allUsed}>
            Add rule
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

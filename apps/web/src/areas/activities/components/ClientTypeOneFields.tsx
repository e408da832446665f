import { Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { BUSINESS_AS_USUAL, COST_CENTER_HINT, PO_NUMBER_HINT, PROJECT_TYPES } from "@ops/domain";
import { SelectField } from "../../../shared/SelectField";

export interface VariantFieldsProps {
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  errors: Record<string, string | undefined>;
}

const PROJECT_TYPE_OPTIONS = PROJECT_TYPES.map((type) => ({ value: type, label: type }));

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** Client type one (SPEC §5): project type, PO number unless Business as Usual, cost center, emergency. */
export function ClientTypeOneFields({ value, onChange, errors }: VariantFieldsProps) {
  const projectType = textOf(value.projectType);
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  const poRequired = projectType !== "" && projectType !== BUSINESS_AS_USUAL;

  return (
    <Stack gap="sm">
      <SelectField
        label="Project type"
        required
        placeholder="Choose a project type"
        data={PROJECT_TYPE_OPTIONS}
        value={projectType || null}
        onChange={(next) => set("projectType", next ?? "")}
        error={errors.projectType}
      />
      <TextInput
        label="PO Number"
        description={PO_NUMBER_HINT}
        required={poRequired}
        value={textOf(value.clientRef)}
        onChange={(event) => set("clientRef", event.currentTarget.value)}
        error={errors.clientRef}
      />
      <Textarea
        label="Cost Center Information"
        description={COST_CENTER_HINT}
        required
        autosize
        minRows={2}
        value={textOf(value.businessUnit)}
        onChange={(event) => set("businessUnit", event.currentTarget.value)}
        error={errors.businessUnit}
      />
      <Switch
        label="Emergency service"
        checked={value.emergencyService === true}
        onChange={(event) => set("emergencyService", event.currentTarget.checked)}
        error={errors.emergencyService}
      />
    </Stack>
  );
}

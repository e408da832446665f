import {
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type CarrierRule, CarrierRuleBody, TRANSPORT_TYPES, UNITS_OF_MEASURE } from "@ops/domain";
import { useDomainForm } from "../../../shared/forms";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { useRegions, useSaveCarrierRule } from "../api";
import { ruleValuesOf, shipmentSizeOptions, toRuleBody } from "./rule-form-values";

type Props = {
  carrierId: number;
  /** The rule being edited; absent when adding one. */
  rule?: CarrierRule;
  onDone: (rule: CarrierRule) => void;
  onCancel: () => void;
};

const TRANSPORT_OPTIONS = TRANSPORT_TYPES.map((t) => ({ value: t.id, label: t.label }));
const UNIT_OPTIONS = UNITS_OF_MEASURE.map((u) => ({ value: u.id, label: u.label }));

/** What a carrier serves and at what rate, validated by `CarrierRuleBody`; empty lists mean any. */
export function CarrierRuleForm({ carrierId, rule, onDone, onCancel }: Props) {
  const save = useSaveCarrierRule(carrierId);
  const regions = useRegions();
  const { data: site } = useSite();
  const editing = rule !== undefined;
  const { form, onSubmit: submit } = useDomainForm({
    name: "CarrierRuleForm",
    schema: CarrierRuleBody,
    initialValues: ruleValuesOf(rule),
    toBody: toRuleBody,
    submit: async (body) => {
      const saved = await save.mutateAsync({ ruleId: rule?.id, body });
      showSnackbar(editing ? "Rule saved" : `${saved.name} was added`, "success");
      onDone(saved);
    },
  });

  const regionOptions = (regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const warehouseOptions = (site?.warehouses ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.shortName} · ${w.name}`,
  }));
  const anyHint = "Leave empty for any.";

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `Edit ${rule.name}` : "Add rule"}>
      <Stack>
        <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Shipment sizes"
            description={anyHint}
            searchable
            data={shipmentSizeOptions(rule?.shipmentSizes ?? [])}
            {...form.getInputProps("shipmentSizes")}
          />
          <MultiSelect
            label="Transport types"
            description={anyHint}
            searchable
            data={TRANSPORT_OPTIONS}
            {...form.getInputProps("transportTypes")}
          />
          <MultiSelect
            label="Destination regions"
            description={regions.error ? "The regions could not be loaded." : anyHint}
            searchable
            data={regionOptions}
            disabled={regions.isPending}
            {...form.getInputProps("regionIds")}
          />
          <MultiSelect
            label="Origin warehouses"
            description={anyHint}
            searchable
            data={warehouseOptions}
            {...form.getInputProps("warehouseIds")}
          />
          <TextInput
            label="Rate"
            description="In US dollars; leave empty when the carrier quotes per load."
            inputMode="decimal"
            leftSection="$"
            {...form.getInputProps("rate")}
          />
          <Select
            label="Rate per"
            description="What the rate is charged per."
            placeholder="Choose a unit"
            clearable
            data={UNIT_OPTIONS}
            {...form.getInputProps("rateUnit")}
          />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} maxRows={8} {...form.getInputProps("notes")} />
        <Switch label="Active" {...form.getInputProps("active", { type: "checkbox" })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {editing ? "Save rule" : "Add rule"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  R2_CLASSIFICATIONS,
  R2_MATERIAL_TYPES,
  UNQUALIFIED_VENDOR_WARNING,
  type VendorRule,
  VendorRuleBody,
  type VendorRuleInput,
} from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { useCarrierOptions, useVendorOptions } from "../api";

type Values = {
  name: string;
  vendorAccountId: string | null;
  carrierId: string | null;
  priority: number | string;
  materialTypes: VendorRule["materialTypes"];
  classifications: VendorRule["classifications"];
  warehouseIds: string[];
  notes: string;
  active: boolean;
};

function valuesOf(rule?: VendorRule): Values {
  return {
    name: rule?.name ?? "",
    vendorAccountId: rule ? String(rule.vendorAccountId) : null,
    carrierId: rule?.carrierId ? String(rule.carrierId) : null,
    priority: rule?.priority ?? 100,
    materialTypes: rule?.materialTypes ?? [],
    classifications: rule?.classifications ?? [],
    warehouseIds: (rule?.warehouseIds ?? []).map(String),
    notes: rule?.notes ?? "",
    active: rule?.active ?? true,
  };
}

function toBody(values: Values): VendorRuleInput {
  return {
    name: values.name,
    vendorAccountId: values.vendorAccountId ? Number(values.vendorAccountId) : 0,
    carrierId: values.carrierId ? Number(values.carrierId) : null,
    priority: typeof values.priority === "number" ? values.priority : Number.NaN,
    materialTypes: values.materialTypes,
    classifications: values.classifications,
    warehouseIds: values.warehouseIds.map(Number),
    notes: values.notes,
    active: values.active,
  };
}

const MATERIAL_OPTIONS = R2_MATERIAL_TYPES.map((m) => ({ value: m.id, label: m.label }));
const CLASSIFICATION_OPTIONS = R2_CLASSIFICATIONS.map((c) => ({ value: c.id, label: c.label }));

/** Choices of a select, keeping the record's own choice when it is beyond the loaded page. */
function withCurrent(
  options: { value: string; label: string }[],
  id: number | null | undefined,
  name?: string | null,
) {
  if (id == null || options.some((o) => o.value === String(id))) return options;
  return [{ value: String(id), label: name ?? `#${id}` }, ...options];
}

/** New and edit screens of a vendor rule, validated by `VendorRuleBody`. Rules are retired, not deleted. */
export function VendorRuleForm({
  rule,
  save,
}: {
  rule?: VendorRule;
  save: (body: VendorRuleInput) => Promise<VendorRule>;
}) {
  const navigate = useNavigate();
  const { data: site } = useSite();
  const vendors = useVendorOptions();
  const carriers = useCarrierOptions();
  const editing = rule !== undefined;
  const { form, onSubmit: submit } = useDomainForm({
    name: "VendorRuleForm",
    schema: VendorRuleBody,
    initialValues: valuesOf(rule),
    toBody,
    validate: (values, errors) => {
      if (!values.vendorAccountId) errors.vendorAccountId = "Choose a downstream vendor";
      if (typeof values.priority !== "number") errors.priority = "Enter a priority from 0 to 1000";
      return errors;
    },
    submit: async (body) => {
      const saved = await save(body);
      form.resetDirty();
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate("/vendor-rules");
    },
  });

  const vendorOptions = withCurrent(
    (vendors.data?.data ?? []).map((v) => ({ value: String(v.id), label: v.name })),
    rule?.vendorAccountId,
    rule?.vendorName,
  );
  const carrierOptions = withCurrent(
    (carriers.data?.data ?? [])
      .filter((c) => c.active || c.id === rule?.carrierId)
      .map((c) => ({ value: String(c.id), label: c.name })),
    rule?.carrierId,
    rule?.carrierName,
  );
  const warehouseOptions = (site?.warehouses ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.shortName} · ${w.name}`,
  }));
  const title = editing ? `Edit ${rule.name}` : "New vendor rule";

  return (
    <Stack maw={760}>
      <div>
        <Anchor component={Link} to="/vendor-rules" size="sm">
          ← Vendor rules
        </Anchor>
        <Title order={1} mt={4}>
          {title}
        </Title>
      </div>
      {rule?.vendorQualification === "unqualified" &&
      form.values.vendorAccountId === String(rule.vendorAccountId) ? (
        <Alert color="red" title={UNQUALIFIED_VENDOR_WARNING}>
          {rule.vendorName} has no valid certificate for every requirement, so material this rule sends there
          may not be accepted. Renew the certificate on the vendor&apos;s documents or choose another vendor.
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required autoFocus {...form.getInputProps("name")} />
            <NumberInput
              label="Priority"
              description="Lower wins when several rules match."
              inputWrapperOrder={["label", "input", "description", "error"]}
              required
              min={0}
              max={1000}
              allowDecimal={false}
              {...form.getInputProps("priority")}
            />
            <SelectField
              label="Downstream vendor"
              required
              data={vendorOptions}
              value={form.values.vendorAccountId}
              onChange={(value) => form.setFieldValue("vendorAccountId", value)}
              error={form.errors.vendorAccountId}
            />
            <SelectField
              label="Carrier"
              placeholder="Any carrier"
              data={carrierOptions}
              value={form.values.carrierId}
              onChange={(value) => form.setFieldValue("carrierId", value)}
              error={form.errors.carrierId}
            />
            <MultiSelect
              searchable
              label="Material types"
              description="Leave empty for any."
              data={MATERIAL_OPTIONS}
              {...form.getInputProps("materialTypes")}
            />
            <MultiSelect
              searchable
              label="Classifications"
              description="Leave empty for any."
              data={CLASSIFICATION_OPTIONS}
              {...form.getInputProps("classifications")}
            />
            <MultiSelect
              searchable
              label="Leaving warehouses"
              description="Leave empty for any."
              data={warehouseOptions}
              {...form.getInputProps("warehouseIds")}
            />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={2} maxRows={8} {...form.getInputProps("notes")} />
          <Switch
            label="Active"
            description="A rule is retired by making it inactive."
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Add vendor rule"}
            </Button>
            <Button variant="default" onClick={() => navigate("/vendor-rules")}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

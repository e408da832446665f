import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type ParcelProject, ParcelProjectBody, PROJECT_METHODS, type ProjectMethod } from "@ops/domain";
import { AddressFields } from "../../../shared/AddressFields";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { useProjectOptions } from "./api";

export type ProjectValues = {
  name: string;
  projectPrefix: string;
  accountId: string | null;
  warehouseId: string | null;
  activitySlug: string | null;
  method: ProjectMethod;
  instructions: string;
  returnAddress: AddressValues;
};

type AddressValues = {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
};

export function projectValues(p: ParcelProject | null): ProjectValues {
  return {
    name: p?.name ?? "",
    projectPrefix: p?.projectPrefix ?? "",
    accountId: p ? String(p.accountId) : null,
    warehouseId: p ? String(p.warehouseId) : null,
    activitySlug: p?.activitySlug ?? null,
    method: p?.method ?? "label_only",
    instructions: p?.instructions ?? "",
    returnAddress: {
      line1: p?.returnAddress?.line1 ?? "",
      line2: p?.returnAddress?.line2 ?? "",
      city: p?.returnAddress?.city ?? "",
      region: p?.returnAddress?.region ?? "",
      postalCode: p?.returnAddress?.postalCode ?? "",
      country: p?.returnAddress?.country ?? "US",
    },
  };
}

/** No return address when its lines are all empty (the country alone says nothing). */
function returnAddressOf(a: AddressValues) {
  const { country, ...lines } = a;
  if (Object.values(lines).every((v) => v.trim() === "")) return null;
  return { ...lines, line2: a.line2 || null, region: a.region || null, country };
}

const toBody = (v: ProjectValues) => ({
  name: v.name,
  projectPrefix: v.projectPrefix,
  accountId: Number(v.accountId) || 0,
  warehouseId: Number(v.warehouseId) || 0,
  activitySlug: v.activitySlug || null,
  method: v.method,
  instructions: v.instructions || null,
  returnAddress: returnAddressOf(v.returnAddress),
});
export type ProjectFormBody = ReturnType<typeof toBody>;

type Props = {
  project: ParcelProject | null;
  onSave: (body: ProjectFormBody) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A project's name, prefix, client account, warehouse, inbound load, method, the return address
 * its labels print, and the instructions to the employees.
 */
export function ParcelProjectForm({ project, onSave, onCancel }: Props) {
  const { form, onSubmit, submitting } = useDomainForm<ProjectValues, ProjectFormBody>({
    name: "ParcelProjectForm",
    schema: ParcelProjectBody,
    initialValues: projectValues(project),
    toBody,
    submit: onSave,
  });
  const values = form.getValues();
  const accountId = values.accountId ? Number(values.accountId) : null;
  const { accounts, warehouses, loads } = useProjectOptions(accountId);
  const loadOptions = (loads.data?.data ?? []).map((l) => ({ value: l.slug, label: l.slug }));
  return (
    <form onSubmit={onSubmit}>
      <Paper withBorder p="md" maw={720}>
        <Stack>
          <TextInput label="Name" required {...form.getInputProps("name")} />
          <TextInput
            label="Prefix"
            description="2 to 10 letters or digits; requests are numbered PREFIX-1, PREFIX-2, …"
            required
            disabled={project !== null}
            {...form.getInputProps("projectPrefix")}
            onChange={(e) => form.setFieldValue("projectPrefix", e.currentTarget.value.toUpperCase())}
          />
          <SelectField
            label="Client account"
            required
            disabled={project !== null}
            data={(accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={values.accountId}
            error={form.errors.accountId}
            onChange={(value) => {
              form.setFieldValue("accountId", value);
              form.setFieldValue("activitySlug", null);
            }}
          />
          <SelectField
            label="Warehouse"
            required
            data={(warehouses.data ?? []).map((w) => ({
              value: String(w.id),
              label: `${w.shortName} – ${w.name}`,
            }))}
            value={values.warehouseId}
            error={form.errors.warehouseId}
            onChange={(value) => form.setFieldValue("warehouseId", value)}
          />
          <SelectField
            label="Inbound load the parcels arrive on"
            placeholder={accountId ? "None yet" : "Choose the account first"}
            data={loadOptions}
            value={values.activitySlug}
            error={form.errors.activitySlug}
            onChange={(value) => form.setFieldValue("activitySlug", value)}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              How employees send back
            </Text>
            <SegmentedControl
              data={PROJECT_METHODS.map((m) => ({ value: m.id, label: m.label }))}
              value={values.method}
              onChange={(value) => form.setFieldValue("method", value as ProjectMethod)}
              fullWidth
            />
          </div>
          <div>
            <Text size="sm" fw={500}>
              Return address
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              Where the parcels go: printed on every return label.
            </Text>
            <Stack gap="xs">
              <AddressFields
                input={(field) => form.getInputProps(`returnAddress.${field}`)}
                country={{
                  value: values.returnAddress.country || null,
                  error: form.errors["returnAddress.country"],
                  onChange: (value) => form.setFieldValue("returnAddress.country", value ?? ""),
                }}
              />
            </Stack>
          </div>
          <Textarea
            label="Instructions to the employees"
            autosize
            minRows={3}
            {...form.getInputProps("instructions")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {project ? "Save" : "Create project"}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

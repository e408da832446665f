import { Button, Group, Stack, TextInput } from "@mantine/core";
import { ParcelRequestBody, parseDevicesText } from "@ops/domain";
import { AddressFields } from "../../../shared/AddressFields";
import { useDomainForm } from "../../../shared/forms";

export type RequestValues = {
  employeeName: string;
  email: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string | null;
  devices: string;
};

export const emptyRequest: RequestValues = {
  employeeName: "",
  email: "",
  phone: "",
  line1: "",
  line2: "",
  city: "",
  region: "",
  postalCode: "",
  country: "US",
  devices: "",
};

export function toRequestBody(v: RequestValues) {
  const devices = parseDevicesText(v.devices);
  return {
    employeeName: v.employeeName,
    email: v.email,
    phone: v.phone || null,
    address: {
      line1: v.line1,
      line2: v.line2 || null,
      city: v.city,
      region: v.region || null,
      postalCode: v.postalCode,
      country: v.country ?? "",
    },
    devices: typeof devices === "string" ? [] : devices,
  };
}
export type RequestBody = ReturnType<typeof toRequestBody>;

const fieldsOf = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k.replace(/^address\./, "").replace(/^devices.*/, "devices"), v]),
  );

/** One employee's name, e-mail, phone, address and devices ("Laptop x2; Monitor"). */
export function RequestForm({
  onSave,
  onCancel,
  submitLabel = "Add request",
}: {
  onSave: (body: RequestBody) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel?: string;
}) {
  const { form, onSubmit, submitting } = useDomainForm<RequestValues, RequestBody>({
    name: "ParcelRequestForm",
    schema: ParcelRequestBody,
    initialValues: emptyRequest,
    toBody: toRequestBody,
    validate: (values, errors) => {
      const out = fieldsOf(errors);
      const devices = parseDevicesText(values.devices);
      if (typeof devices === "string") out.devices = devices;
      return out;
    },
    serverErrors: fieldsOf,
    submit: onSave,
  });
  const values = form.getValues();
  return (
    <form onSubmit={onSubmit}>
      <Stack>
        <TextInput label="Name" required {...form.getInputProps("employeeName")} />
        <Group grow wrap="wrap" align="flex-start">
          <TextInput label="E-mail" type="email" required miw={200} {...form.getInputProps("email")} />
          <TextInput label="Phone" miw={160} {...form.getInputProps("phone")} />
        </Group>
        <AddressFields
          input={(field) => form.getInputProps(field)}
          country={{
            value: values.country,
            error: form.errors.country,
            onChange: (value) => form.setFieldValue("country", value),
          }}
        />
        <TextInput
          label="Devices"
          description='What they send back, e.g. "Laptop x2; Monitor"'
          {...form.getInputProps("devices")}
        />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

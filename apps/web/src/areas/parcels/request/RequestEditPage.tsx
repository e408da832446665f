import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { randomId } from "@mantine/hooks";
import { ConfirmParcelRequestBody, confirmPublicParcelRequest, type PublicParcelRequest } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { AddressFields } from "../../../shared/AddressFields";
import { call } from "../../../shared/endpoints";
import { useDomainForm } from "../../../shared/forms";
import { LinkNotValid, RequestFrame, RequestLoadState } from "./RequestFrame";
import { usePublicRequest, type useRequestLink } from "./request-link";

type ConfirmParcelRequestBodyInput = z.input<typeof ConfirmParcelRequestBody>;

type Values = {
  address: {
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  phone: string;
  devices: { key: string; description: string; serialNumber: string; quantity: number }[];
};

const valuesOf = (r: PublicParcelRequest): Values => ({
  address: {
    line1: r.address.line1,
    line2: r.address.line2 ?? "",
    city: r.address.city,
    region: r.address.region ?? "",
    postalCode: r.address.postalCode,
    country: r.address.country,
  },
  phone: r.phone ?? "",
  devices: r.devices.map((d) => ({
    key: randomId(),
    description: d.description,
    serialNumber: d.serialNumber ?? "",
    quantity: d.quantity,
  })),
});

function EditForm({
  request,
  link,
}: {
  request: PublicParcelRequest;
  link: ReturnType<typeof useRequestLink>;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const back = `/parcel/request/${encodeURIComponent(link.referenceId)}?token=${encodeURIComponent(link.token)}`;
  const { form, onSubmit, submitting } = useDomainForm<Values, ConfirmParcelRequestBodyInput>({
    name: "Correct return",
    schema: ConfirmParcelRequestBody,
    initialValues: valuesOf(request),
    toBody: ({ devices, ...rest }) => ({ ...rest, devices: devices.map(({ key: _, ...d }) => d) }),
    submit: async (body) => {
      const saved = await call(confirmPublicParcelRequest, { ...link.input, body });
      client.setQueryData(["getPublicParcelRequest", link.input], saved);
      navigate(back);
    },
  });
  const address = (field: keyof Values["address"]) => form.getInputProps(`address.${field}`);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h5">
          Your address
        </Title>
        <AddressFields
          input={address}
          country={{
            value: form.values.address.country || null,
            onChange: (v) => form.setFieldValue("address.country", v ?? ""),
            error: form.errors["address.country"],
          }}
        />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps("phone")} />
        <Title order={2} size="h5">
          Devices you send back
        </Title>
        {form.errors.devices && (
          <Text c="red" size="sm" role="alert">
            {form.errors.devices}
          </Text>
        )}
        {form.values.devices.map((device, i) => (
          <Stack
            key={device.key}
            gap={4}
            p="xs"
            style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={500}>
                Device {i + 1}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove device ${i + 1}`}
                onClick={() => form.removeListItem("devices", i)}
              >
                ×
              </ActionIcon>
            </Group>
            <TextInput label="What is it" required {...form.getInputProps(`devices.${i}.description`)} />
            <Group grow wrap="wrap" preventGrowOverflow={false}>
              <TextInput label="Serial number" {...form.getInputProps(`devices.${i}.serialNumber`)} />
              <NumberInput
                label="Quantity"
                min={1}
                max={100}
                {...form.getInputProps(`devices.${i}.quantity`)}
              />
            </Group>
          </Stack>
        ))}
        <Button
          variant="default"
          onClick={() =>
            form.insertListItem("devices", {
              key: randomId(),
              description: "",
              serialNumber: "",
              quantity: 1,
            })
          }
        >
          Add a device
        </Button>
        <Group wrap="wrap">
          <Button type="submit" loading={submitting}>
            Confirm and get my label
          </Button>
          <Button component={Link} to={back} variant="subtle">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/parcel/request/:referenceId/edit?token=…`: the employee corrects their address and devices. */
export default function RequestEditPage() {
  const { link, query, invalid } = usePublicRequest();
  if (invalid) return <LinkNotValid />;
  const request = query.data;
  return (
    <RequestLoadState error={query.error}>
      {request && (
        <RequestFrame title={`Correct your return ${request.referenceId}`}>
          {request.closed ? (
            <Text size="sm">This return is closed.</Text>
          ) : (
            <EditForm request={request} link={link} />
          )}
        </RequestFrame>
      )}
    </RequestLoadState>
  );
}

import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { DOCUMENT_TYPES, labelOf, SHIPMENT_SIZES, TRANSPORT_TYPES, type VendorLoad } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { DocumentsTable } from "../../../shared/attachments/DocumentsTable";
import { RecordLoadState } from "../../../shared/RecordLoadState";
import { formatTime12 } from "../../../shared/TimeField";
import { InboundStatusBadge } from "../components/InboundStatusBadge";
import { useVendorLoad, useVendorLoadDocuments, vendorDocumentUrl } from "../dock-api";
import { formatDay } from "../dock-dates";

const back = { to: "/vendor/dock-schedule", label: "Back to the dock schedule" };
const number = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 3 });
const lbs = (value: number) => `${number(value)} lbs`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function Materials({ load }: { load: VendorLoad }) {
  if (load.materials.length === 0)
    return <Text c="dimmed">The advance shipping notice of this load lists no material yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder striped aria-label="Materials">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Material</Table.Th>
            <Table.Th ta="right">Rows</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Weight</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {load.materials.map((m) => (
            <Table.Tr key={m.name}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{m.name}</Table.Td>
              <Table.Td ta="right">{number(m.items)}</Table.Td>
              <Table.Td ta="right">{number(m.quantity)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {lbs(m.weight)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A load the vendor comes to the dock for, read-only: dates, materials, weights, shipping papers. */
export default function VendorLoadPage() {
  const slug = useParams().slug ?? "";
  const load = useVendorLoad(slug);
  const documents = useVendorLoadDocuments(slug);

  if (!load.data) {
    // A malformed address is a load that is not there (NaN reads as not found).
    const id = /^[a-z0-9-]+$/i.test(slug) ? 0 : Number.NaN;
    return <RecordLoadState id={id} error={load.error} noun="load" back={back} />;
  }
  const l = load.data;
  const when = [formatDay(l.scheduledDate), l.scheduledTime ? formatTime12(l.scheduledTime) : null]
    .filter(Boolean)
    .join(" · ");

  return (
    <Stack>
      <div>
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
        <Group gap="xs" mt={4}>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            Load {l.slug}
          </Title>
          <InboundStatusBadge status={l.status} />
        </Group>
      </div>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Field label="Dock date">{when}</Field>
          <Field label="Warehouse">{l.warehouseShortName} dock</Field>
          <Field label="Vendor">{l.vendorAccountName ?? "—"}</Field>
          <Field label="Shipment size">
            {l.shipmentSize ? labelOf(SHIPMENT_SIZES, l.shipmentSize) : "—"}
          </Field>
          <Field label="Transport">{l.transportType ? labelOf(TRANSPORT_TYPES, l.transportType) : "—"}</Field>
          <Field label="Carrier">{l.carrierName ?? "—"}</Field>
          <Field label="Announced (ASN)">
            {`${number(l.asnItemCount)} rows · quantity ${number(l.asnQuantity)} · ${lbs(l.asnWeight)}`}
          </Field>
          <Field label="Received">
            {l.received
              ? `${number(l.received.assetCount)} items · gross ${lbs(l.received.grossWeight)} · net ${lbs(l.received.netWeight)}`
              : "Nothing received yet"}
          </Field>
        </SimpleGrid>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Materials
        </Title>
        <Materials load={l} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Documents
        </Title>
        <DocumentsTable
          documents={documents}
          staff={false}
          showAccess={false}
          typeLabel={(type) => labelOf(DOCUMENT_TYPES, type)}
          downloadUrl={(d) => vendorDocumentUrl(l.slug, d.id)}
          uploadedOn={formatDay}
          minWidth={340}
        />
      </Stack>
    </Stack>
  );
}

import { Anchor, Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { DESTRUCTION_METHODS, type DestructionBatchDetail, labelOf } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatWhen } from "../../../../shared/dates";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { loadPath } from "../../../work/components/WorkOrderFrame";
import { serialCount } from "./batch-serials";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children === null || children === "" ? "—" : children}
      </Text>
    </div>
  );
}

/** A batch's facts: how, where, who witnessed it, when, and who recorded it. */
export function BatchFacts({ batch }: { batch: DestructionBatchDetail }) {
  return (
    <Card withBorder padding="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label="Method">{labelOf(DESTRUCTION_METHODS, batch.method)}</Field>
        <Field label="Machine">{batch.machine}</Field>
        <Field label="Witness">{batch.witness}</Field>
        <Field label="Destroyed at">{formatWhen(batch.destroyedAt)}</Field>
        <Field label="Serials">{serialCount(batch.count)}</Field>
        <Field label="Recorded">
          {[batch.createdBy?.name, formatWhen(batch.createdAt)].filter(Boolean).join(", ")}
        </Field>
      </SimpleGrid>
      {batch.notes ? (
        <Stack mt="sm" gap={0}>
          <Field label="Notes">{batch.notes}</Field>
        </Stack>
      ) : null}
    </Card>
  );
}

type Destroyed = DestructionBatchDetail["assets"][number];

function AssetLink({ barcode }: { barcode: string }) {
  return (
    <Anchor component={Link} to={`/assets/${encodeURIComponent(barcode)}/evidence`} size="sm">
      {barcode}
    </Anchor>
  );
}

function LoadLink({ slug }: { slug: string | null }) {
  if (!slug) return "—";
  return (
    <Anchor component={Link} to={loadPath(slug)} size="sm">
      {slug}
    </Anchor>
  );
}

/** On a phone, a card per serial: a five-column table would scroll sideways. */
function SerialCards({ assets }: { assets: Destroyed[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="Destroyed serials">
      {assets.map((a) => (
        <Card key={a.barcode} withBorder p="xs" role="listitem">
          <AssetLink barcode={a.barcode} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {[a.serialNumber ? `Serial ${a.serialNumber}` : null, a.product, a.accountName]
              .filter(Boolean)
              .join(" · ")}
          </Text>
          {a.loadSlug ? (
            <Text size="sm">
              Load <LoadLink slug={a.loadSlug} />
            </Text>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}

/** The serials destroyed in the batch, each opening its evidence; the load links to its page. */
export function BatchSerials({ batch }: { batch: DestructionBatchDetail }) {
  const phone = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Serials ({batch.assets.length.toLocaleString("en-US")})
      </Title>
      {phone ? (
        <SerialCards assets={batch.assets} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder striped aria-label="Destroyed serials">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Barcode</Table.Th>
                <Table.Th>Serial</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>Load</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batch.assets.map((a) => (
                <Table.Tr key={a.barcode}>
                  <Table.Td>
                    <AssetLink barcode={a.barcode} />
                  </Table.Td>
                  <Table.Td>{a.serialNumber ?? "—"}</Table.Td>
                  <Table.Td>{a.product ?? "—"}</Table.Td>
                  <Table.Td>{a.accountName ?? "—"}</Table.Td>
                  <Table.Td>
                    <LoadLink slug={a.loadSlug} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { ASSET_SOURCES, type Asset, labelOf } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Documents } from "../../../shared/attachments/Documents";
import { Photos } from "../../../shared/attachments/Photos";
import { useFamilyPrefix } from "../../accounts/family";
import { formatWhen } from "../../activities/components/inbound-dates";
import { useAssetChildren, useSourceInfo, useTestSuites } from "../assets-api";
import { assetPath, hasSerialsTab, SectionTitle } from "./AssetFrame";
import { formatAmount, formatLbs } from "./asset-header-values";

/** How many children the main tab links to; the serials tab pages through all of them. */
const CHILD_LINKS = 12;

function Failed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Alert color="red" title={`${what} could not be loaded`}>
      <Anchor component="button" type="button" onClick={retry} size="sm">
        Try again
      </Anchor>
    </Alert>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Stack gap="xs">
      <SectionTitle action={action}>{title}</SectionTitle>
      {children}
    </Stack>
  );
}

function Containment({ asset }: { asset: Asset }) {
  const family = useFamilyPrefix();
  const children = useAssetChildren(family, asset.barcode, asset.childCount > 0);
  const list = children.data ?? [];
  return (
    <Section title="Parent and contents">
      <Text size="sm">
        Inside:{" "}
        {asset.parentBarcode ? (
          <Anchor component={Link} to={assetPath(asset.parentBarcode)} inherit>
            {asset.parentBarcode}
          </Anchor>
        ) : (
          "nothing (top level)"
        )}
      </Text>
      {asset.childCount === 0 ? (
        <Text size="sm" c="dimmed">
          Contains no other assets.
        </Text>
      ) : children.isPending ? (
        <Loader size="sm" aria-label="Loading contents" />
      ) : children.error ? (
        <Failed what="The contents" retry={() => children.refetch()} />
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            Contains {asset.childCount} asset{asset.childCount === 1 ? "" : "s"}:
          </Text>
          <Group gap="xs" aria-label="Contents">
            {list.slice(0, CHILD_LINKS).map((child) => (
              <Anchor key={child.barcode} component={Link} to={assetPath(child.barcode)} size="sm">
                {child.barcode}
                {child.serialNumber ? ` (${child.serialNumber})` : ""}
              </Anchor>
            ))}
          </Group>
          {asset.childCount > CHILD_LINKS && hasSerialsTab(asset) ? (
            <Anchor component={Link} to={assetPath(asset.barcode, "serials")} size="sm">
              See all {asset.childCount}
            </Anchor>
          ) : null}
        </Stack>
      )}
    </Section>
  );
}

function ProductEntries({ asset }: { asset: Asset }) {
  return (
    <Section title="Products">
      {asset.productAssets.length === 0 ? (
        <Text size="sm" c="dimmed">
          No product recorded yet.
        </Text>
      ) : (
        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label="Products" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th ta="right">Gross</Table.Th>
                  <Table.Th ta="right">Net</Table.Th>
                  <Table.Th ta="right">Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {asset.productAssets.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.productName}</Table.Td>
                    <Table.Td ta="right">{p.quantity.toLocaleString("en-US")}</Table.Td>
                    <Table.Td ta="right">{formatLbs(p.grossWeight)}</Table.Td>
                    <Table.Td ta="right">{formatLbs(p.netWeight)}</Table.Td>
                    <Table.Td ta="right">{formatAmount(p.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Section>
  );
}

function SourceInfoSection({ barcode }: { barcode: string }) {
  const family = useFamilyPrefix();
  const info = useSourceInfo(family, barcode);
  const d = info.data;
  return (
    <Section title="Source">
      {info.isPending ? (
        <Loader size="sm" aria-label="Loading source" />
      ) : info.error || !d ? (
        <Failed what="The source" retry={() => info.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4}>
          <Text size="sm">Source: {labelOf(ASSET_SOURCES, d.source) || "—"}</Text>
          <Text size="sm">Account: {d.accountName ?? "—"}</Text>
          <Text size="sm">Received on: {d.receivingActivitySlug ?? "—"}</Text>
          <Text size="sm">
            Received: {formatWhen(d.receivedAt)}
            {d.receivedBy ? ` by ${d.receivedBy}` : ""}
          </Text>
          <Text size="sm">Client reference: {d.clientRef ?? "—"}</Text>
          <Text size="sm">
            ASN line:{" "}
            {d.asnItem
              ? [
                  `row ${d.asnItem.row}`,
                  d.asnItem.serialNumber && `serial ${d.asnItem.serialNumber}`,
                  d.asnItem.assetTag && `tag ${d.asnItem.assetTag}`,
                  d.asnItem.palletId && `pallet ${d.asnItem.palletId}`,
                ]
                  .filter(Boolean)
                  .join(", ")
              : "not on the ASN"}
          </Text>
        </SimpleGrid>
      )}
    </Section>
  );
}

function TestSuitesSection({ barcode }: { barcode: string }) {
  const family = useFamilyPrefix();
  const suites = useTestSuites(family, barcode);
  const list = suites.data ?? [];
  return (
    <Section title="Tests">
      {suites.isPending ? (
        <Loader size="sm" aria-label="Loading tests" />
      ) : suites.error ? (
        <Failed what="The tests" retry={() => suites.refetch()} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tests recorded for this asset
        </Text>
      ) : (
        <Stack gap={4} role="list" aria-label="Test suites">
          {list.map((s) => (
            <Text key={s.id} size="sm" role="listitem">
              {s.name} (version {s.version}) —{" "}
              {s.completedAt ? `completed ${formatWhen(s.completedAt)}` : "in progress"}
              {s.grade ? `, grade ${s.grade}` : ""}
            </Text>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The main tab of an asset: contents, products, notes, photos, source, documents and tests. */
export function AssetFrameMain({ asset }: { asset: Asset }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Containment asset={asset} />
        <SourceInfoSection barcode={asset.barcode} />
      </SimpleGrid>
      <ProductEntries asset={asset} />
      {asset.notes ? (
        <Section title="Notes">
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {asset.notes}
          </Text>
        </Section>
      ) : null}
      <Photos owner={{ kind: "asset", ref: asset.barcode }} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Documents owner={{ kind: "asset", ref: asset.barcode }} />
        <TestSuitesSection barcode={asset.barcode} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Created {formatWhen(asset.createdAt)}
        {asset.createdBy ? ` by ${asset.createdBy}` : ""} · updated {formatWhen(asset.updatedAt)}
      </Text>
    </Stack>
  );
}

import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { groupByLocation, type Reservation, SHORT_PICK_REASONS } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../../inventory/components/LoadFailed";
import { ScanBox, useScanBox } from "../../inventory/components/ScanBox";
import { PickListGroups } from "../../inventory/picking/PickListGroups";
import { usePickAsset } from "../../inventory/picking/picking-api";
import { ShortPickModal } from "../../inventory/picking/ShortPickModal";
import { useConsolidationRefresh, useLoadPickListOfProduct } from "../consolidation-api";

const reasonLabel = (id: string | null) => SHORT_PICK_REASONS.find((r) => r.id === id)?.label ?? "";

/**
 * One product of an outbound load's pick list: its reservations to pick grouped by location in
 * walking order, a scan box (scan an asset to pick it), short with a reason, and what is done.
 */
export function ProductPickList({ slug, productId }: { slug: string; productId: number }) {
  const list = useLoadPickListOfProduct(slug, productId);
  const pick = usePickAsset();
  const refresh = useConsolidationRefresh();
  const box = useScanBox("load-pick-scan", "ProductPickList");
  const [shorting, setShorting] = useState<Reservation | null>(null);

  const scan = (barcode: string) => {
    if (pick.isPending) return;
    pick.mutate(barcode, {
      onSuccess: (picked) => {
        refresh();
        box.accepted(`Picked ${picked.barcode} for ${picked.activitySlug}`);
      },
      onError: box.refused,
    });
  };

  const back = (
    <Anchor component={Link} to={`/outbound/${slug}/pick-list`} size="sm">
      ← All products of the pick list
    </Anchor>
  );
  if (list.isPending)
    return (
      <Group justify="center" p="lg">
        <Loader aria-label="Loading the product's pick list" />
      </Group>
    );
  if (list.error)
    return (
      <Stack>
        {back}
        <LoadFailed
          title="The pick list could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      </Stack>
    );
  const { product, toPick, done } = list.data;
  const groups = groupByLocation(toPick.map((r) => ({ ...r, locationPath: r.location?.path ?? null }))).map(
    (g) => ({
      location: g.stops[0]?.location ?? null,
      reservations: g.stops.map(({ locationPath: _path, ...r }) => r),
    }),
  );
  return (
    <Stack>
      {back}
      <Title order={2} size="h4">
        {product.name}
      </Title>
      <Paper withBorder p="sm" radius="md">
        <ScanBox box={box} label="Scan an asset to pick" onSubmit={scan} />
      </Paper>
      {groups.length === 0 ? (
        <Alert color="teal" title="Nothing left to pick">
          Every reserved asset of this product is picked or reported short.
        </Alert>
      ) : (
        <PickListGroups groups={groups} onShort={setShorting} />
      )}
      {done.length > 0 ? (
        <Table.ScrollContainer minWidth={0}>
          <Table aria-label="Picked or short">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Asset</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {done.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td ff="monospace">{r.barcode}</Table.Td>
                  <Table.Td>
                    <Badge color={r.status === "picked" ? "teal" : "orange"} variant="light">
                      {r.status}
                    </Badge>
                    {r.status === "short" ? (
                      <Text span size="xs" c="dimmed" ml="xs">
                        {reasonLabel(r.shortReason)}
                        {r.note ? `: ${r.note}` : ""}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <ShortPickModal
        reservation={shorting}
        onClose={() => {
          setShorting(null);
          box.refocus();
        }}
        onDone={(r) => {
          refresh();
          box.say(`Reported ${r.barcode} short`);
        }}
      />
    </Stack>
  );
}

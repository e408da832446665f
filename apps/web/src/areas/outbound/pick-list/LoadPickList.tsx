import { Alert, Anchor, Badge, Group, Loader, Paper, Progress, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { LoadFailed } from "../../inventory/components/LoadFailed";
import { useLoadPickList } from "../consolidation-api";

/**
 * An outbound load's pick list: its products with how many assets are to pick, picked and short,
 * each leading to the product's reservations in walking order.
 */
export function LoadPickList({ slug }: { slug: string }) {
  const list = useLoadPickList(slug);
  if (list.isPending)
    return (
      <Group justify="center" p="lg">
        <Loader aria-label="Loading the pick list" />
      </Group>
    );
  if (list.error)
    return (
      <LoadFailed
        title="The pick list could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  const rows = list.data.data;
  if (rows.length === 0)
    return (
      <Alert color="gray" title="Nothing reserved yet">
        Stock reserved for this load (from the load builder or the assets tab) shows here to pick.
      </Alert>
    );
  const totals = rows.reduce(
    (t, r) => ({ toPick: t.toPick + r.toPick, picked: t.picked + r.picked, short: t.short + r.short }),
    { toPick: 0, picked: 0, short: 0 },
  );
  const all = totals.toPick + totals.picked + totals.short;
  return (
    <Stack>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" mb={4}>
          <Text size="sm">
            {totals.picked + totals.short} of {all} done
          </Text>
          <Text size="sm" c="dimmed">
            {totals.toPick} to pick · {totals.picked} picked · {totals.short} short
          </Text>
        </Group>
        <Progress.Root size="lg" aria-label="Progress of the load's pick list">
          <Progress.Section value={(totals.picked / all) * 100} color="teal" />
          <Progress.Section value={(totals.short / all) * 100} color="orange" />
        </Progress.Root>
      </Paper>
      <Table.ScrollContainer minWidth={0}>
        <Table striped aria-label="Products to pick">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">To pick</Table.Th>
              <Table.Th ta="right">Picked</Table.Th>
              <Table.Th ta="right">Short</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.productId ?? "none"}>
                <Table.Td>
                  {r.productId === null ? (
                    r.productName
                  ) : (
                    <Anchor component={Link} to={`/outbound/${slug}/pick-list/${r.productId}`}>
                      {r.productName}
                    </Anchor>
                  )}
                  {r.toPick === 0 ? (
                    <Badge ml="xs" size="xs" color="teal" variant="light">
                      Done
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{r.toPick}</Table.Td>
                <Table.Td ta="right">{r.picked}</Table.Td>
                <Table.Td ta="right">{r.short}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

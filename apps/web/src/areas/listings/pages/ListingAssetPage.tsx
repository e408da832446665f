import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { ECOMMERCE_PLATFORMS } from "@ops/domain";
import { Link, useParams } from "react-router";
import { useAssetListing } from "../api";
import { ListingStatusBadge, money, platformLabelOf } from "../components/ListingStatusBadge";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "—");

/** Which listing an asset is on now, its state there, its sale, and its listing history. */
export default function ListingAssetPage() {
  const barcode = (useParams().barcode ?? "").toUpperCase();
  const { data, error, isLoading } = useAssetListing(barcode);
  if (isLoading) return <Text>Loading…</Text>;
  if (!data)
    return (
      <Stack>
        <Text c="red">{error instanceof Error ? error.message : "Asset not found"}</Text>
        <Anchor component={Link} to="/listings">
          ← Listings
        </Anchor>
      </Stack>
    );
  const current = data.current;
  return (
    <Stack>
      <Anchor component={Link} to="/listings" size="sm">
        ← Listings
      </Anchor>
      <Title order={1} style={{ overflowWrap: "anywhere" }}>
        {data.barcode}
      </Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">Product: {data.productName ?? "—"}</Text>
          <Text size="sm">Grade: {data.grade ?? "Not graded"}</Text>
          <Text size="sm">Floor price: {money(data.floorPrice)}</Text>
          <Text size="sm">{data.inStock ? "In stock" : "Not in stock"}</Text>
          {data.heldBy ? <Text size="sm">Reserved for {data.heldBy}</Text> : null}
        </SimpleGrid>
      </Paper>
      <Title order={2} size="h3">
        Now
      </Title>
      {current ? (
        <Paper withBorder p="md">
          <Stack gap={4}>
            <Group gap="xs">
              <Anchor component={Link} to={`/listings/${current.listingId}`}>
                Listing #{current.listingId}: {current.listingTitle}
              </Anchor>
              <ListingStatusBadge status={current.status} asset />
            </Group>
            <Text size="sm">Platform: {platformLabelOf(current.platform, ECOMMERCE_PLATFORMS)}</Text>
            {current.status === "sold" ? (
              <Text size="sm">
                Sold for {money(current.salePrice)} to {current.buyer ?? "a buyer"}
                {current.saleReference ? ` (order ${current.saleReference})` : ""} on {when(current.closedAt)}
              </Text>
            ) : (
              <Text size="sm">Listed since {when(current.reservedAt)}</Text>
            )}
          </Stack>
        </Paper>
      ) : (
        <Text c="dimmed">Not on any listing.</Text>
      )}
      <Title order={2} size="h3">
        Listing history
      </Title>
      {data.history.length === 0 ? (
        <Text c="dimmed">Never listed.</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Listing</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Since</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.history.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/listings/${h.listingId}`}>
                      #{h.listingId} {h.listingTitle}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <ListingStatusBadge status={h.status} asset />
                  </Table.Td>
                  <Table.Td>{when(h.closedAt ?? h.reservedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

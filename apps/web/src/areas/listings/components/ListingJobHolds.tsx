import { Anchor, Badge, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { useJobListingHolds } from "../api";

/**
 * What listings and redeployment orders hold of a job's devices (the ITAD reserved page): each
 * device with its holder, linked to the listing or order.
 */
export function ListingJobHolds({ slug }: { slug: string }) {
  const can = useCan();
  const allowed = can("listings.view");
  const { data, isLoading, error } = useJobListingHolds(allowed ? slug : "");
  if (!allowed) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Held by listings and redeployment orders
      </Title>
      {isLoading ? (
        <Text size="sm">Loading…</Text>
      ) : error ? (
        <Text size="sm" c="red">
          {error instanceof Error ? error.message : "Could not load"}
        </Text>
      ) : !data || data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No listing or redeployment order holds this job's devices.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Barcode</Table.Th>
                <Table.Th>Held by</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((h) => (
                <Table.Tr key={`${h.barcode}-${h.holder}`}>
                  <Table.Td>
                    {h.productName
                      ? `${h.barcode} · ${h.productName}${h.grade ? ` ${h.grade}` : ""}`
                      : h.barcode}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={
                        h.listingId
                          ? `/listings/${h.listingId}`
                          : `/redeployments/orders/${h.redeploymentOrderId}`
                      }
                    >
                      {h.holder}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{h.status}</Badge>
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

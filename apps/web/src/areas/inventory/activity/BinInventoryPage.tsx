import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { ASSET_TYPES, LOCATION_TYPES, labelOf } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { PageHeader } from "../../../shared/PageHeader";
import { useFailure } from "../../../shared/use-failure";
import { inventoryKeys, resolveLocationScan, useBinContents } from "../putaway/putaway-api";
import { formatAmount, formatMoney, measuresLine, stockTypeLabel } from "./inventory-format";
import { useWarehouseOfSlug } from "./warehouse-of-slug";

const PAGE_SIZE = 50;

/**
 * `inventory/:slug/bins/:barcode`: the bin inventory view. The contents of one location of the
 * activity's warehouse (what sits directly at it, each with what it holds), with a link to each
 * asset's events; scan another location to open it.
 */
export default function BinInventoryPage() {
  const { slug = "", barcode = "" } = useParams();
  const navigate = useNavigate();
  const fail = useFailure("BinInventoryPage");
  const warehouse = useWarehouseOfSlug(slug);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [scanText, setScanText] = useState("");
  const [scanRefusal, setScanRefusal] = useState<string | undefined>();
  const upper = barcode.toUpperCase();
  const resolved = useQuery({
    queryKey: [...inventoryKeys.all, "bin-barcode", warehouse?.id, upper],
    queryFn: () => resolveLocationScan(upper, warehouse as { id: number; shortName: string }),
    enabled: warehouse !== undefined && upper !== "",
  });
  const locationId = resolved.data && "location" in resolved.data ? resolved.data.location.id : undefined;
  const contents = useBinContents(locationId, { page, ...(debounced ? { search: debounced } : {}) });

  const openBin = async (next: string) => {
    if (!warehouse) return;
    try {
      const found = await resolveLocationScan(next, warehouse);
      if ("refusal" in found) return setScanRefusal(found.refusal);
      setScanText("");
      setPage(1);
      navigate(`/inventory/${slug}/bins/${encodeURIComponent(found.location.barcode)}`);
    } catch (error) {
      fail(error);
    }
  };

  const back = (
    <Anchor component={Link} to={`/inventory/${slug}`} size="sm">
      Back to {slug}
    </Anchor>
  );
  if (!warehouse)
    return (
      <Stack>
        <PageHeader title="Inventory activity not found" />
        <Text>No warehouse has the inventory activity {slug}.</Text>
      </Stack>
    );
  const refusal = resolved.data && "refusal" in resolved.data ? resolved.data.refusal : null;
  const location = contents.data?.location;

  return (
    <Stack>
      <PageHeader
        title={`Bin ${upper}`}
        description={location ? `${location.name} · ${labelOf(LOCATION_TYPES, location.type)}` : undefined}
        action={back}
      />
      <Paper withBorder p="sm" radius="md">
        <BarcodeInput
          id="bin-view-scan"
          label="Scan another location"
          value={scanText}
          onChange={(v) => {
            setScanText(v);
            if (scanRefusal) setScanRefusal(undefined);
          }}
          clearOnSubmit={false}
          onSubmit={(b) => void openBin(b)}
          error={scanRefusal}
          autoFocus
        />
      </Paper>
      {refusal ? (
        <Alert color="red" title="Location not found">
          {refusal}
        </Alert>
      ) : null}
      {resolved.isError ? (
        <Alert color="red" title="The location could not be loaded">
          {resolved.error.message}
        </Alert>
      ) : null}
      {resolved.isPending || (locationId !== undefined && contents.isPending) ? (
        <Loader aria-label="Loading" />
      ) : null}
      {contents.isError ? (
        <Alert color="red" title="The contents could not be loaded">
          {contents.error.message}
        </Alert>
      ) : null}
      {location && contents.data ? (
        <>
          <Group gap="xs">
            {!location.active ? <Badge color="gray">Inactive</Badge> : null}
            {location.accountName ? <Badge variant="light">For {location.accountName}</Badge> : null}
            <Anchor component={Link} to={`/locations/${location.id}`} size="sm">
              Location details
            </Anchor>
          </Group>
          <Text size="sm" data-testid="bin-totals">
            Holds {measuresLine(contents.data.totals)}
          </Text>
          <TextInput
            label="Find in this bin"
            placeholder="Barcode or serial number"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            maw={320}
          />
          {contents.data.data.length === 0 ? (
            <Text c="dimmed">{debounced ? "No asset here matches." : "Nothing is at this location."}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Contents of the location" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Asset</Table.Th>
                    <Table.Th>Product</Table.Th>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Activity</Table.Th>
                    <Table.Th>Stock type</Table.Th>
                    <Table.Th ta="right">Inside</Table.Th>
                    <Table.Th ta="right">Units</Table.Th>
                    <Table.Th ta="right">Value</Table.Th>
                    <Table.Th>Events</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {contents.data.data.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/assets/${encodeURIComponent(a.barcode)}`} size="sm">
                          {a.barcode}
                        </Anchor>
                        <Text span size="xs" c="dimmed" ml={6}>
                          {labelOf(ASSET_TYPES, a.type)}
                          {a.serialNumber ? ` · ${a.serialNumber}` : ""}
                        </Text>
                        {a.held ? (
                          <Badge ml={6} size="xs" color="red">
                            Held
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{a.productName ?? "—"}</Table.Td>
                      <Table.Td>{a.accountName ?? "—"}</Table.Td>
                      <Table.Td>{a.activitySlug ?? "—"}</Table.Td>
                      <Table.Td>{stockTypeLabel(a.stockType)}</Table.Td>
                      <Table.Td ta="right">{a.contentsCount}</Table.Td>
                      <Table.Td ta="right">{formatAmount(a.quantity)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(a.value)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/assets/${encodeURIComponent(a.barcode)}/events`}
                          size="sm"
                        >
                          Events
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {contents.data.total > PAGE_SIZE ? (
            <Pagination
              total={Math.ceil(contents.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label="Pages of the contents"
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

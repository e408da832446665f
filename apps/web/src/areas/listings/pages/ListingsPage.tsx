import { Button, Chip, Group, Select, Stack } from "@mantine/core";
import {
  ECOMMERCE_PLATFORMS,
  exportListings,
  LISTING_STATUSES,
  type ListingStatus,
  type ListingSummary,
} from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { readPreference, writePreference } from "../../../shared/preferences";
import { fetchListingsPage, listingKeys } from "../api";
import { ListingStatusBadge, money, platformLabelOf } from "../components/ListingStatusBadge";

/** The status filter's preference key; /login clears it (LoginPage). */
export const LISTING_STATUS_PREFERENCE = "preferences_listing_status";
const STATUS_IDS = LISTING_STATUSES.map((s) => s.id) as string[];
const isStatusList = (v: unknown): v is ListingStatus[] =>
  Array.isArray(v) && v.every((s) => typeof s === "string" && STATUS_IDS.includes(s));
const PLATFORMS = ECOMMERCE_PLATFORMS.map((p) => ({ value: p.id, label: p.label }));

/** Marketplace listings: status chips (remembered), platform, search by title or reference, paged. */
export default function ListingsPage() {
  const navigate = useNavigate();
  const can = useCan();
  const [status, setStatus] = useState<ListingStatus[]>(
    () => readPreference(LISTING_STATUS_PREFERENCE, "local", isStatusList) ?? [],
  );
  const [platform, setPlatform] = useState<string | null>(null);
  const filter = {
    ...(status.length ? { status } : {}),
    ...(platform ? { platform: platform as ListingSummary["platform"] & string } : {}),
  } as Parameters<typeof fetchListingsPage>[0];
  const columns: DataTableColumn<ListingSummary>[] = [
    { accessor: "id", title: "#", render: (l) => `#${l.id}`, noWrap: true, sortable: true },
    { accessor: "title", title: "Title", sortable: true },
    { accessor: "status", title: "Status", render: (l) => <ListingStatusBadge status={l.status} /> },
    {
      accessor: "platform",
      title: "Platform",
      render: (l) => platformLabelOf(l.platform, ECOMMERCE_PLATFORMS),
    },
    { accessor: "grade", title: "Grade", render: (l) => l.grade ?? "—" },
    { accessor: "quantity", title: "Listed", textAlign: "right", sortable: true },
    { accessor: "sold", title: "Sold", textAlign: "right" },
    { accessor: "price", title: "Price", textAlign: "right", sortable: true, render: (l) => money(l.price) },
    { accessor: "floor", title: "Floor", textAlign: "right", render: (l) => money(l.floor) },
  ];
  function toggle(next: string[]) {
    const list = next as ListingStatus[];
    setStatus(list);
    writePreference(LISTING_STATUS_PREFERENCE, list);
  }
  return (
    <Stack>
      <PageHeader
        title="Listings"
        description="Graded devices offered on the marketplaces, with what is listed and sold."
        action={
          can("listings.manage") ? (
            <Button component={Link} to="/listings/new">
              New listing
            </Button>
          ) : null
        }
      />
      <Group align="end" wrap="wrap" gap="sm">
        <Chip.Group multiple value={status} onChange={toggle}>
          <Group gap={6} wrap="wrap" aria-label="Status">
            {LISTING_STATUSES.map((s) => (
              <Chip key={s.id} value={s.id} size="sm">
                {s.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Select
          label="Platform"
          placeholder="All platforms"
          clearable
          data={PLATFORMS}
          value={platform}
          onChange={setPlatform}
          w={220}
          maw="100%"
        />
      </Group>
      <DataTable<ListingSummary>
        columns={columns}
        queryKey={listingKeys.index(filter)}
        fetchPage={(params) => fetchListingsPage(filter, params)}
        searchKey="listings"
        searchPlaceholder="Search title or reference"
        defaultSort={{ sort: "id", order: "desc" }}
        exportSource={{ endpoint: exportListings, query: filter, fileName: "listings" }}
        onRowClick={(l) => navigate(`/listings/${l.id}`)}
        emptyText="No listings match."
      />
    </Stack>
  );
}

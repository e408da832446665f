import { Badge, Text } from "@mantine/core";
import { LISTING_STATUSES, type ListingSummary, type ListingsQuery, labelOf } from "@ops/domain";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { fetchListingsPage, type ListingStatusFilter, marketplaceKeys } from "./api";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

const columns: DataTableColumn<ListingSummary>[] = [
  { accessor: "id", title: "#", sortable: true, width: 70 },
  { accessor: "title", title: "Title", sortable: true },
  { accessor: "reference", title: "Item number", render: (l) => l.reference ?? "—" },
  { accessor: "grade", title: "Grade", render: (l) => l.grade ?? "—" },
  {
    accessor: "price",
    title: "Price",
    textAlign: "right",
    render: (l) => (l.price === null ? "—" : money.format(l.price)),
  },
  { accessor: "quantity", title: "Listed", textAlign: "right" },
  {
    accessor: "status",
    title: "Status",
    render: (l) => <Badge variant="light">{labelOf(LISTING_STATUSES, l.status)}</Badge>,
  },
];

type Props = {
  statuses: ListingStatusFilter[];
  platform: ListingsQuery["platform"] | null;
  selected: ListingSummary[];
  onSelectedChange: (rows: ListingSummary[]) => void;
  /** Names the table's saved settings. */
  searchKey: string;
};

/** eCommerce listings of the statuses (and platform) to tick, searchable by title or item number. */
export function ListingsChooser({ statuses, platform, selected, onSelectedChange, searchKey }: Props) {
  return (
    <>
      <DataTable<ListingSummary>
        columns={columns}
        queryKey={[...marketplaceKeys.listings, "choose", statuses, platform]}
        fetchPage={(params) => fetchListingsPage(statuses, platform, params)}
        searchKey={searchKey}
        searchPlaceholder="Title or item number"
        emptyText="No listings here"
        defaultSort={{ sort: "id", order: "desc" }}
        selectedRecords={selected}
        onSelectedRecordsChange={onSelectedChange}
      />
      <Text size="sm" c="dimmed" role="status">
        {selected.length === 0
          ? "No listing ticked"
          : `${selected.length} ${selected.length === 1 ? "listing" : "listings"} ticked`}
      </Text>
    </>
  );
}

import type { AsnItem } from "@ops/domain";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useFamilyPrefix } from "../../accounts/family";
import { fetchAsnItemsPage, loadsKeys } from "../loads-api";
import { formatLbs } from "./LoadFrame";

const text = (value: string | null) => value ?? "—";

const columns: DataTableColumn<AsnItem>[] = [
  { accessor: "row", title: "Row", sortable: true, textAlign: "right", width: 70 },
  {
    accessor: "serialNumber",
    title: "Serial number",
    sortable: true,
    noWrap: true,
    render: (i) => text(i.serialNumber),
  },
  { accessor: "assetTag", title: "Asset tag", noWrap: true, render: (i) => text(i.assetTag) },
  { accessor: "manufacturer", title: "Manufacturer", render: (i) => text(i.manufacturer) },
  { accessor: "model", title: "Model", render: (i) => text(i.model) },
  {
    accessor: "productName",
    title: "Product",
    sortable: true,
    render: (i) => i.productName ?? i.description ?? "—",
  },
  { accessor: "quantity", title: "Quantity", textAlign: "right", render: (i) => i.quantity.toLocaleString() },
  {
    accessor: "weight",
    title: "Weight",
    textAlign: "right",
    noWrap: true,
    render: (i) => formatLbs(i.weight),
  },
  { accessor: "palletId", title: "Pallet", sortable: true, noWrap: true, render: (i) => text(i.palletId) },
  { accessor: "clientRef", title: "Client reference", render: (i) => text(i.clientRef) },
];

/** A load's ASN items, paged by the server, in the family of the signed-in audience. */
export function AsnItemsTable({ slug }: { slug: string }) {
  const family = useFamilyPrefix();
  return (
    <DataTable<AsnItem>
      columns={columns}
      queryKey={loadsKeys.asns(family, slug)}
      fetchPage={(params) => fetchAsnItemsPage(slug, params)}
      searchKey="asn-items"
      searchPlaceholder="Search by serial number, asset tag, product or pallet"
      defaultSort={{ sort: "row", order: "asc" }}
      emptyText="No ASN items on this load."
    />
  );
}

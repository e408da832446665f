import { Button, Group, Modal, SegmentedControl, Stack } from "@mantine/core";
import type { Listing, ListingAsset } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useFailure } from "../../../shared/use-failure";
import { fetchListingAssetsPage, listingKeys, useListingAssetAction, useUnreserveListingAsset } from "../api";
import { ListingStatusBadge, money } from "./ListingStatusBadge";
import { SaleFields } from "./SaleFields";

/** A listing's assets with their actions: mark sold (price and buyer), mark unsold, remove (confirmed). */
export function ListingAssetsTable({ listing, canManage }: { listing: Listing; canManage: boolean }) {
  const [status, setStatus] = useState<string>("all");
  const [selling, setSelling] = useState<ListingAsset | null>(null);
  const [removing, setRemoving] = useState<ListingAsset | null>(null);
  const [price, setPrice] = useState<number | string>(listing.price ?? "");
  const [buyer, setBuyer] = useState("");
  const action = useListingAssetAction(listing.id);
  const unreserve = useUnreserveListingAsset(listing.id);
  const fail = useFailure("ListingAssetsTable");
  const filter = status === "all" ? null : status;
  const live = listing.status !== "ended" && canManage;

  const columns: DataTableColumn<ListingAsset>[] = [
    {
      accessor: "barcode",
      title: "Barcode",
      noWrap: true,
      render: (a) => <Link to={`/listings/assets/${encodeURIComponent(a.barcode)}`}>{a.barcode}</Link>,
    },
    { accessor: "status", title: "Status", render: (a) => <ListingStatusBadge status={a.status} asset /> },
    { accessor: "productName", title: "Product", render: (a) => a.productName ?? "—" },
    { accessor: "grade", title: "Grade", render: (a) => a.grade ?? "—" },
    {
      accessor: "salePrice",
      title: "Sale",
      textAlign: "right",
      render: (a) => (a.status === "sold" ? money(a.salePrice) : "—"),
    },
    { accessor: "buyer", title: "Buyer", render: (a) => a.buyer ?? "—" },
    {
      accessor: "actions",
      title: "",
      render: (a) =>
        !live ? null : a.status === "listed" ? (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" onClick={() => setSelling(a)}>
              Mark sold
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => setRemoving(a)}>
              Remove
            </Button>
          </Group>
        ) : a.status === "sold" ? (
          <Button
            size="compact-xs"
            variant="light"
            color="orange"
            loading={action.isPending}
            onClick={() => action.mutate({ barcode: a.barcode, action: "unsold" }, { onError: fail })}
          >
            Mark unsold
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={status}
        onChange={setStatus}
        data={[
          { value: "all", label: "All" },
          { value: "listed", label: "Listed" },
          { value: "sold", label: "Sold" },
          { value: "released", label: "Removed" },
        ]}
        style={{ alignSelf: "flex-start", maxWidth: "100%" }}
      />
      <DataTable<ListingAsset>
        columns={columns}
        queryKey={listingKeys.assets(listing.id, filter)}
        fetchPage={(params) => fetchListingAssetsPage(listing.id, filter, params)}
        searchKey={`listing_assets_${listing.id}`}
        searchPlaceholder="Search barcode"
        emptyText="No assets on this listing yet: scan one to list it."
      />
      <Modal
        opened={selling !== null}
        title={`Mark ${selling?.barcode ?? ""} sold`}
        onClose={() => setSelling(null)}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!selling) return;
            action.mutate(
              {
                barcode: selling.barcode,
                action: "sold",
                salePrice: Number(price),
                buyer: buyer.trim() || null,
              },
              { onSuccess: () => setSelling(null), onError: fail },
            );
          }}
        >
          <Stack gap="xs">
            <SaleFields price={price} onPrice={setPrice} buyer={buyer} onBuyer={setBuyer} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSelling(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={action.isPending}>
                Mark sold
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        title={`Remove ${removing?.barcode ?? ""}?`}
        confirmLabel="Remove"
        loading={unreserve.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          unreserve.mutate(removing.barcode, { onSuccess: () => setRemoving(null), onError: fail });
        }}
      >
        It comes off the listing and stays in stock.
      </ConfirmModal>
    </Stack>
  );
}

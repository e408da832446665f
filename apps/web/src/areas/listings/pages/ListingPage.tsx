import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { ECOMMERCE_PLATFORMS, type Listing } from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { Figure } from "../../../shared/Figure";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useFailure } from "../../../shared/use-failure";
import { useDeleteListing, useListing, useUpdateListing } from "../api";
import { ListingAssetsTable } from "../components/ListingAssetsTable";
import { ListingBulkPaste } from "../components/ListingBulkPaste";
import { ListingScanPanel } from "../components/ListingScanPanel";
import { ListingStatusBadge, money, platformLabelOf } from "../components/ListingStatusBadge";

/** A listing: its details and counts, the scan box (reserve or mark sold), bulk paste and its assets. */
export default function ListingPage() {
  const id = useIdParam();
  const { data: listing, error } = useListing(id);
  if (!listing)
    return (
      <RecordLoadState id={id} error={error} noun="Listing" back={{ to: "/listings", label: "Listings" }} />
    );
  return <ListingView listing={listing} />;
}

function ListingView({ listing }: { listing: Listing }) {
  const can = useCan();
  const navigate = useNavigate();
  const manage = can("listings.manage");
  const update = useUpdateListing(listing.id);
  const remove = useDeleteListing();
  const fail = useFailure("ListingPage");
  const [confirm, setConfirm] = useState<"end" | "delete" | null>(null);
  const live = listing.status !== "ended";
  return (
    <Stack>
      <Anchor component={Link} to="/listings" size="sm">
        ← Listings
      </Anchor>
      <Group justify="space-between" align="start" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {listing.title}
            </Title>
            <ListingStatusBadge status={listing.status} />
          </Group>
          <Text c="dimmed" size="sm">
            Listing #{listing.id} · {platformLabelOf(listing.platform, ECOMMERCE_PLATFORMS)}
            {listing.reference ? ` · ${listing.reference}` : ""}
          </Text>
        </Stack>
        {manage && live ? (
          <Group gap="xs" wrap="wrap">
            <Button variant="default" component={Link} to={`/listings/${listing.id}/edit`}>
              Edit
            </Button>
            {listing.status === "draft" ? (
              <Button
                loading={update.isPending}
                onClick={() => update.mutate({ status: "listed" }, { onError: fail })}
              >
                List it
              </Button>
            ) : null}
            <Button variant="light" color="red" onClick={() => setConfirm("end")}>
              End
            </Button>
            {listing.status === "draft" && listing.quantity + listing.sold + listing.released === 0 ? (
              <Button variant="subtle" color="red" onClick={() => setConfirm("delete")}>
                Delete
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Listed" value={String(listing.quantity)} />
        <Figure label="Sold" value={String(listing.sold)} />
        <Figure label="Price" value={money(listing.price)} />
        <Figure label="Sold total" value={money(listing.soldTotal)} />
      </SimpleGrid>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">Product: {listing.product?.name ?? "A hand-picked set"}</Text>
          <Text size="sm">Grade: {listing.grade ?? "Any"}</Text>
          <Text size="sm">
            Floor: {money(listing.floor)}
            {listing.floorSource ? ` (${listing.floorSource})` : ""}
          </Text>
          <Text size="sm">Account: {listing.account?.name ?? "Any"}</Text>
          <Text size="sm">Warehouse: {listing.warehouse?.shortName ?? "Any"}</Text>
          <Text size="sm">Removed: {listing.released}</Text>
        </SimpleGrid>
        {listing.description ? (
          <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap" }}>
            {listing.description}
          </Text>
        ) : null}
      </Paper>
      {manage && live ? (
        <Tabs defaultValue="scan">
          <Tabs.List>
            <Tabs.Tab value="scan">Scan</Tabs.Tab>
            <Tabs.Tab value="bulk">Bulk paste</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="scan" pt="sm">
            <ListingScanPanel listing={listing} />
          </Tabs.Panel>
          <Tabs.Panel value="bulk" pt="sm">
            <ListingBulkPaste listing={listing} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
      <Title order={2} size="h3">
        Assets
      </Title>
      <ListingAssetsTable listing={listing} canManage={manage} />
      <ConfirmModal
        opened={confirm === "end"}
        title="End this listing?"
        confirmLabel="End listing"
        loading={update.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          update.mutate({ status: "ended" }, { onSuccess: () => setConfirm(null), onError: fail })
        }
      >
        Its {listing.quantity} unsold asset{listing.quantity === 1 ? "" : "s"} come off it and stay in stock.
        An ended listing cannot be listed again.
      </ConfirmModal>
      <ConfirmModal
        opened={confirm === "delete"}
        title="Delete this draft?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => remove.mutate(listing.id, { onSuccess: () => navigate("/listings"), onError: fail })}
      >
        The draft is deleted for good.
      </ConfirmModal>
    </Stack>
  );
}

// `listings/unlist` (issue 19): end listings in bulk; their unsold assets go back to stock.
import { Alert, Button, Group, Stack } from "@mantine/core";
import type { ListingSummary, UnlistResult } from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { PageHeader } from "../../../shared/PageHeader";
import { useFailure } from "../../../shared/use-failure";
import { useUnlistListings } from "./api";
import { ListingsChooser } from "./ListingsChooser";

export default function UnlistPage() {
  const fail = useFailure("UnlistPage");
  const unlist = useUnlistListings();
  const [selected, setSelected] = useState<ListingSummary[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<UnlistResult | null>(null);
  const unsold = selected.reduce((n, l) => n + l.quantity, 0);
  const noun = selected.length === 1 ? "listing" : "listings";

  const confirm = async () => {
    try {
      setResult(await unlist.mutateAsync(selected.map((l) => l.id)));
      setSelected([]);
    } catch (error) {
      fail(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack>
      <PageHeader
        title="Unlist"
        description="End listed and sold-out listings; their unsold assets are taken off the listing and stay in stock."
        action={
          <Button color="red" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
            End {selected.length || ""} {noun}
          </Button>
        }
      />
      {result ? (
        <Alert color="green" title="Listings ended" withCloseButton onClose={() => setResult(null)}>
          {result.ended} {result.ended === 1 ? "listing" : "listings"} ended; {result.released}{" "}
          {result.released === 1 ? "asset" : "assets"} released back to stock.
        </Alert>
      ) : null}
      <ListingsChooser
        statuses={["listed", "sold_out"]}
        platform={null}
        selected={selected}
        onSelectedChange={setSelected}
        searchKey="listings_unlist"
      />
      <Group justify="flex-end">
        <Button color="red" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
          End {selected.length || ""} {noun}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={`End ${selected.length} ${noun}?`}
        confirmLabel={`End ${noun}`}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        loading={unlist.isPending}
      >
        {`Ending cannot be undone. ${unsold} unsold ${unsold === 1 ? "asset" : "assets"} will be taken off and stay in stock. End them on the marketplace too: this app makes no calls to it.`}
      </ConfirmModal>
    </Stack>
  );
}

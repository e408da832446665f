import { Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { deleteLoadAsnItems, importLoadAsn } from "@ops/domain";
import { useParams } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { AsnImportPanel } from "../components/AsnImportPanel";
import { AsnItemsTable } from "../components/AsnItemsTable";
import { InboundFrame } from "../components/InboundFrame";
import { formatLbs } from "../components/LoadFrame";
import { useDeleteAllAsns, useLoad } from "../loads-api";

function plural(n: number, word: string) {
  return `${n.toLocaleString()} ${word}${n === 1 ? "" : "s"}`;
}

/** The ASN of an inbound load: upload with the column reconcile, its items, delete them all. */
function InboundAsns({ slug }: { slug: string }) {
  const load = useLoad("", slug);
  const removeAll = useDeleteAllAsns(slug);
  const can = useCan();
  const imports = can(importLoadAsn);
  const count = load.data?.asnItemCount ?? 0;
  const deleting = useConfirmedAction({
    component: "InboundAsnsPage",
    run: () => removeAll.mutateAsync(),
    success: (n: number) => `${plural(n, "ASN item")} deleted`,
  });

  return (
    <Stack>
      {imports ? (
        <>
          <AsnImportPanel slug={slug} />
          <Divider />
        </>
      ) : null}
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            ASN items
          </Title>
          {load.data ? (
            <Text size="sm" c="dimmed">
              {plural(count, "item")} · quantity {load.data.asnQuantity.toLocaleString()} · weight{" "}
              {formatLbs(load.data.asnWeight)}
            </Text>
          ) : null}
        </div>
        {can(deleteLoadAsnItems) ? (
          <Button
            color="red"
            variant="light"
            size="xs"
            disabled={count === 0}
            onClick={() => deleting.ask(count)}
          >
            Delete all ASN items
          </Button>
        ) : null}
      </Group>
      <AsnItemsTable slug={slug} />
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete all ASN items"
        confirmLabel={`Delete ${plural(deleting.pending ?? 0, "item")}`}
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete all {plural(deleting.pending ?? 0, "ASN item")} of {slug}? They are removed for good; import
        the file again to bring them back.
      </ConfirmModal>
    </Stack>
  );
}

export default function InboundAsnsPage() {
  const slug = useParams().slug?.toLowerCase() ?? "";
  return (
    <InboundFrame slug={slug}>
      <InboundAsns slug={slug} />
    </InboundFrame>
  );
}

import { Group, Stack } from "@mantine/core";
import { PageHeader } from "../../../shared/PageHeader";
import { useSite } from "../../../shared/session";
import { NewItadShopOrderButton } from "../components/itad/NewItadShopOrderButton";
import { NewWorkOrderButton, WorkOrderList } from "../components/WorkOrderList";
import type { WorkOrderType } from "../work-orders-api";

const TEXT: Record<WorkOrderType, { title: string; description: string; fallback: string; empty: string }> = {
  shop_order: {
    title: "Shop orders",
    description: "Work on received loads: sorting, demanufacturing and the bins made from them.",
    fallback: "New shop order",
    empty: "No shop orders match. Create one from a received load.",
  },
  processing: {
    title: "Processing jobs",
    description: "Assets stepped through processing until they are 100% complete.",
    fallback: "New processing job",
    empty: "No processing jobs match.",
  },
  itad: {
    title: "ITAD jobs",
    description: "IT asset disposition of received loads: devices identified, tested, graded and routed.",
    fallback: "New ITAD job",
    empty: "No ITAD jobs match. Create one from a received load.",
  },
};

/** The index of shop orders or processing jobs: filters, paging, export, and the site's "new" action. */
export function WorkOrdersIndex({ type }: { type: WorkOrderType }) {
  const { data: site } = useSite();
  const text = TEXT[type];
  // The site state's action list names what this user may start here (SPEC §2 site state).
  const actions = type === "processing" ? site?.actions?.processing : site?.actions?.shopOrder;
  // The site state names no ITAD action list; who may create one is the createActivity check.
  const create = type === "itad" ? { label: text.fallback } : actions?.find((a) => a.id === "new");
  return (
    <Stack>
      <PageHeader
        title={text.title}
        description={text.description}
        action={
          <Group gap="xs">
            {type === "shop_order" ? <NewItadShopOrderButton /> : null}
            {create ? <NewWorkOrderButton type={type} label={create.label} /> : null}
          </Group>
        }
      />
      <WorkOrderList type={type} searchKey={type} emptyText={text.empty} />
    </Stack>
  );
}

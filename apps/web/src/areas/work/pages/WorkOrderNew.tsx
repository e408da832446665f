import { Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { WorkOrderForm } from "../components/WorkOrderForm";
import { workOrderNoun } from "../components/work-order-values";
import type { WorkOrderType } from "../work-orders-api";

/** A new shop order or processing job; `?loadSlug=` (and `?parentSlug=`) come from the load or parent. */
export function WorkOrderNew({ type }: { type: WorkOrderType }) {
  const [search] = useSearchParams();
  const loadSlug = search.get("loadSlug") ?? "";
  const parentSlug = search.get("parentSlug") ?? "";
  const noun = workOrderNoun(type);
  return (
    <Stack>
      <PageHeader
        title={parentSlug ? `New child shop order of ${parentSlug}` : `New ${noun}`}
        description={loadSlug ? `Works load ${loadSlug}.` : undefined}
      />
      <WorkOrderForm type={type} initial={{ loadSlug, parentSlug }} />
    </Stack>
  );
}

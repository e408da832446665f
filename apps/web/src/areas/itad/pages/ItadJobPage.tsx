import { Group, Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { acceptsWork, FinishedOrderNote } from "../../work/components/InWorkOrder";
import { SerialsTable } from "../../work/components/itad/SerialsTable";
import { ItadFrame } from "../../work/components/WorkOrderFrame";
import { WorkOrderOverview } from "../../work/components/WorkOrderOverview";
import { WorkScanPanel } from "../../work/components/WorkScanPanel";
import { ErasureImportButton } from "../components/sanitization/ErasureImportButton";
import { itadDevicePath } from "../itad-paths";

/**
 * `itad/:slug`: the ITAD job's overview (details, and the status moves in its frame), scanning
 * devices in, and its serialized devices (paged, searched by barcode or serial, filtered by
 * grade, disposition and packed, exported as CSV), each opening its pages in the job; erasure
 * results of its devices are imported from the erasure tool's spreadsheet.
 */
export default function ItadJobPage() {
  const slug = useParams().slug ?? "";
  return (
    <ItadFrame slug={slug}>
      {(job) => (
        <Stack>
          <WorkOrderOverview activity={job} />
          {acceptsWork(job) ? (
            <WorkScanPanel
              slug={job.slug}
              warehouseId={job.warehouseId}
              orderNoun="ITAD job"
              assetHref={(barcode) => itadDevicePath(job.slug, barcode)}
            />
          ) : (
            <FinishedOrderNote activity={job} noun="ITAD job" />
          )}
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4">
              Devices
            </Title>
            <ErasureImportButton slug={job.slug} />
          </Group>
          <SerialsTable
            slug={job.slug}
            searchKey="itad-serials"
            emptyText="No devices yet. Scan devices in, or assign bins of the load."
            deviceHref={(barcode) => itadDevicePath(job.slug, barcode)}
          />
        </Stack>
      )}
    </ItadFrame>
  );
}

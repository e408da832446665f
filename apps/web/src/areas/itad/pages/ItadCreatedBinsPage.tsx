import { Button, Group, Stack, Title } from "@mantine/core";
import { createWorkAssets } from "@ops/domain";
import { Link, useParams } from "react-router";
import { useCan } from "../../../shared/permissions";
import { acceptsWork } from "../../work/components/InWorkOrder";
import { WorkAssetsTable } from "../../work/components/WorkAssetsTable";
import { ItadFrame } from "../../work/components/WorkOrderFrame";
import { itadBinPath, itadPath } from "../itad-paths";

/** `itad/:slug/created-bins`: the bins made in the job (devices sorted into them), newest first. */
export default function ItadCreatedBinsPage() {
  const slug = useParams().slug ?? "";
  const can = useCan();
  return (
    <ItadFrame slug={slug}>
      {(job) => (
        <Stack>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              Created bins
            </Title>
            {can(createWorkAssets) && acceptsWork(job) ? (
              <Button component={Link} to={itadPath(job.slug, "bins/new")} size="xs">
                New bin
              </Button>
            ) : null}
          </Group>
          <WorkAssetsTable
            slug={job.slug}
            workRole="created"
            searchKey="itad-created-bins"
            assetHref={(barcode) => itadBinPath(job.slug, barcode)}
          />
        </Stack>
      )}
    </ItadFrame>
  );
}

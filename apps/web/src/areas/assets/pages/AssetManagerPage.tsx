import { Alert, SimpleGrid, Stack } from "@mantine/core";
import { consolidateAssets, createAssetsWithManager } from "@ops/domain";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { AssetManagerConsolidatePanel } from "../components/AssetManagerConsolidatePanel";
import { AssetManagerCreatePanel } from "../components/AssetManagerCreatePanel";

/**
 * `asset-manager` (operators with assets.edit): create many containers at once, and consolidate
 * bins into one (SPEC §7). `?activity=<slug>` fills the Create panel's activity.
 */
export default function AssetManagerPage() {
  const can = useCan();
  const [params] = useSearchParams();
  const canCreate = can(createAssetsWithManager);
  const canConsolidate = can(consolidateAssets);
  return (
    <Stack>
      <PageHeader
        title="Asset manager"
        description="Create containers with generated barcodes, or move the contents of several bins into one."
      />
      {!canCreate && !canConsolidate ? (
        <Alert color="gray">Your roles do not allow editing assets.</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {canCreate ? <AssetManagerCreatePanel initialActivity={params.get("activity") ?? ""} /> : null}
          {canConsolidate ? <AssetManagerConsolidatePanel /> : null}
        </SimpleGrid>
      )}
    </Stack>
  );
}

import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ASSET_TYPES, labelOf, PROCESSING_COMPLETE_ACTION, updateProcessingAsset } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../shared/api";
import { useCan } from "../../../shared/permissions";
import { AssetEvents } from "../../assets/components/AssetEvents";
import { formatLbs } from "../../assets/components/asset-header-values";
import { useProcessingAsset } from "../work-assets-api";
import { StepBadge } from "./ProcessingAssetsTable";
import { ProcessingStepForm } from "./ProcessingStepForm";
import { processingPath } from "./work-paths";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children ?? "—"}
      </Text>
    </div>
  );
}

/** What a processing job's asset page shows when the lookup answers 404 (SPEC §4). */
export function NotInProcessing({ slug, barcode }: { slug: string; barcode: string }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        This asset is not in processing
      </Title>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {barcode || "(empty)"} is not in processing in {slug}: it was never scanned into this job, or its
        latest step is "{PROCESSING_COMPLETE_ACTION}".
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={processingPath(slug, "assets")} size="sm">
          Back to the assets in processing
        </Anchor>
        <Anchor component={Link} to={`/assets/${encodeURIComponent(barcode)}`} size="sm">
          Open the asset
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * An asset in a processing job (`processing/{slug}/assets/{barcode}`): what it is, its latest
 * step, the next step to write, and its events. Completed, it leaves the job: the screen goes
 * back to the list.
 */
export function ProcessingAssetView({
  slug,
  barcode,
  steps = true,
}: {
  slug: string;
  barcode: string;
  /** Whether steps can be written (the job is open or in progress). */
  steps?: boolean;
}) {
  const can = useCan();
  const navigate = useNavigate();
  const asset = useProcessingAsset(slug, barcode);
  if (!asset.data) {
    if (asset.error instanceof ApiError && asset.error.status === 404)
      return <NotInProcessing slug={slug} barcode={barcode} />;
    if (asset.error) throw asset.error;
    return <Loader aria-label="Loading" />;
  }
  const a = asset.data;
  const product = a.productAssets[0];
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Anchor component={Link} to={processingPath(slug, "assets")} size="sm">
            ← Assets in processing
          </Anchor>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
            {a.barcode}
          </Title>
          <Badge variant="light">{labelOf(ASSET_TYPES, a.type)}</Badge>
          {a.holds.length > 0 ? (
            <Badge color="orange" variant="filled">
              On hold
            </Badge>
          ) : null}
        </Group>
        <Card withBorder padding="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
            <Field label="Last step">
              <StepBadge action={a.lastAction} />
            </Field>
            <Field label="Product">{product?.productName}</Field>
            <Field label="Serial number">{a.serialNumber}</Field>
            <Field label="Net weight">{formatLbs(a.inboundNetWeight ?? product?.netWeight ?? null)}</Field>
          </SimpleGrid>
        </Card>
      </Stack>
      {steps && can(updateProcessingAsset) ? (
        <Card withBorder padding="sm">
          <Title order={3} size="h4" mb="xs">
            Next step
          </Title>
          <ProcessingStepForm
            slug={slug}
            barcodes={[a.barcode]}
            submitLabel="Write step"
            onDone={(action) => {
              if (action === PROCESSING_COMPLETE_ACTION) navigate(processingPath(slug, "assets"));
            }}
          />
        </Card>
      ) : null}
      <Stack gap="xs">
        <Title order={3} size="h4">
          Steps and events
        </Title>
        <AssetEvents barcode={a.barcode} />
      </Stack>
    </Stack>
  );
}

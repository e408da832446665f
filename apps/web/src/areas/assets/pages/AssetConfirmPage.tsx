import { Alert, Anchor, Button, Group, List, Loader, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { type Activity, INBOUND_STATUSES, type InboundStatus, inboundTransitionRefusal } from "@ops/domain";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { InboundFrame } from "../../activities/components/InboundFrame";
import { useUpdateActivity } from "../../activities/inbound-api";
import {
  AsnDeltaTotals,
  deltaWords,
  ProductDeltaTable,
  SerialDeltaTable,
  serialProblems,
  serialStatus,
} from "../components/AsnDeltaTables";
import { useAssetDeltas } from "../receiving-api";

const LISTED = 10;
const isInbound = (status: string): status is InboundStatus => INBOUND_STATUSES.some((s) => s.id === status);

/** What was received against the ASN, and "Mark received" after a look at the differences. */
function AssetConfirm({ activity }: { activity: Activity }) {
  const products = useAssetDeltas(activity.slug, "product");
  const serials = useAssetDeltas(activity.slug, "serial");
  const update = useUpdateActivity(activity.slug);
  const fail = useFailure("AssetConfirmPage");
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const error = products.error ?? serials.error;
  if (products.isPending || serials.isPending) return <Loader size="sm" aria-label="Loading the receipt" />;
  if (error || !products.data || !serials.data)
    return <Text c="red">The receipt could not be loaded: {error?.message}</Text>;

  const differences = products.data.products.filter((p) => p.quantityDelta !== 0);
  const serialIssues = serialProblems(serials.data.serials).filter((s) => s.expected !== s.received);
  // The life cycle decides whether the move is possible from here; the server has the last word.
  const blocked = isInbound(activity.status)
    ? inboundTransitionRefusal(activity.status, "received")
    : "Not an inbound load";

  const close = () => {
    setAsking(false);
    setRefusal(null);
  };
  const markReceived = async () => {
    try {
      await update.mutateAsync({ status: "received" });
      showSnackbar(`${activity.slug} is now received`, "success");
      close();
    } catch (err) {
      const fields = fail(err);
      setRefusal(Object.values(fields)[0] ?? (err instanceof Error ? err.message : String(err)));
    }
  };

  return (
    <Stack component="section" aria-label="Asset confirm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            Received against the ASN
          </Title>
          <Text size="sm" c="dimmed">
            Check the differences, then mark the load received.{" "}
            <Anchor component={Link} to={`/inbound/${activity.slug}/assets`} inherit>
              Back to receiving
            </Anchor>
          </Text>
        </div>
        <Button onClick={() => setAsking(true)} disabled={blocked !== null} title={blocked ?? undefined}>
          Mark received
        </Button>
      </Group>
      {blocked && activity.status === "received" ? (
        <Alert color="teal" variant="light">
          This load is received.
        </Alert>
      ) : blocked ? (
        <Text size="sm" c="dimmed">
          {blocked}.
        </Text>
      ) : null}
      <AsnDeltaTotals totals={serials.data.totals} />
      <Paper withBorder p="sm">
        <Title order={3} size="h5" mb="xs">
          By product
        </Title>
        <ProductDeltaTable products={products.data.products} />
      </Paper>
      <Paper withBorder p="sm">
        <Title order={3} size="h5" mb="xs">
          Serials missing, extra or received elsewhere
        </Title>
        <SerialDeltaTable serials={serials.data.serials} />
      </Paper>
      <Modal opened={asking} onClose={close} title="Mark received?" centered>
        <Stack>
          {differences.length === 0 && serialIssues.length === 0 ? (
            <Text size="sm">Everything announced was received, and nothing more.</Text>
          ) : (
            <>
              <Text size="sm">{activity.slug} does not match its ASN:</Text>
              <List size="sm" spacing={2}>
                {differences.slice(0, LISTED).map((p) => (
                  <List.Item key={`${p.productId ?? "none"}-${p.productName}`}>
                    {p.productName}: {deltaWords(p.quantityDelta).text}
                  </List.Item>
                ))}
                {serialIssues.slice(0, LISTED).map((s) => (
                  <List.Item key={s.serialNumber}>
                    Serial {s.serialNumber}: {serialStatus(s).label.toLowerCase()}
                  </List.Item>
                ))}
              </List>
              {differences.length > LISTED || serialIssues.length > LISTED ? (
                <Text size="sm" c="dimmed">
                  And more: {serials.data.totals.missingSerials} serials missing and{" "}
                  {serials.data.totals.extraSerials} extra in all.
                </Text>
              ) : null}
            </>
          )}
          <Text size="sm">The load moves to received.</Text>
          {refusal ? (
            <Text size="sm" c="red" role="alert">
              {refusal}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button onClick={() => void markReceived()} loading={update.isPending}>
              Mark received
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** `inbound/:slug/assets/confirm`: the asset confirm page. */
export default function AssetConfirmPage() {
  const slug = useParams().slug?.toLowerCase() ?? "";
  return <InboundFrame slug={slug}>{(activity) => <AssetConfirm activity={activity} />}</InboundFrame>;
}

import { Alert, Anchor, Grid, Group, Stack } from "@mantine/core";
import { createAsset, receivingNotice } from "@ops/domain";
import { Link, useParams } from "react-router";
import { useCan } from "../../../shared/permissions";
import { InboundFrame } from "../../activities/components/InboundFrame";
import { AsnDeltaPanel } from "../components/AsnDeltaPanel";
import { ReceivingAssetsTable } from "../components/ReceivingAssetsTable";
import { ReceivingForm } from "../components/ReceivingForm";

/**
 * `inbound/:slug/assets`: receiving on an inbound load. The scan form comes first (on a phone it
 * stays on top, the totals fold under it), the totals against the ASN beside it, the load's assets below.
 */
export default function ReceivingPage() {
  const slug = useParams().slug?.toLowerCase() ?? "";
  // Receiving creates assets (inbound.receive); without it the page shows the totals and assets only.
  const receives = useCan()(createAsset);
  return (
    <InboundFrame slug={slug}>
      {(activity) => {
        const notice = receivingNotice(activity.status);
        const form = receives && notice?.kind !== "closed";
        return (
          <Stack>
            {notice ? (
              <Alert
                color={notice.kind === "closed" ? "gray" : "yellow"}
                variant="light"
                role={notice.kind === "closed" ? "status" : "alert"}
                data-testid="receiving-notice"
              >
                {notice.text}
              </Alert>
            ) : null}
            <Grid gap="md">
              {form ? (
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <ReceivingForm activity={activity} />
                </Grid.Col>
              ) : null}
              <Grid.Col span={{ base: 12, md: form ? 5 : 12 }}>
                <Stack gap="xs">
                  <AsnDeltaPanel slug={activity.slug} />
                  {notice || !receives ? null : (
                    <Group justify="flex-end">
                      <Anchor component={Link} to={`/inbound/${activity.slug}/assets/confirm`} size="sm">
                        Review and confirm the receipt →
                      </Anchor>
                    </Group>
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
            <ReceivingAssetsTable slug={activity.slug} />
          </Stack>
        );
      }}
    </InboundFrame>
  );
}

import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { InboundFrame } from "../../activities/components/InboundFrame";
import { PricingTabs } from "../../assets/components/PricingTabs";
import { SettlementScreen } from "../components/SettlementScreen";

/** `inbound/:slug/pricing/settlement`: the load's statement beside its four pricing pages (operators). */
export default function InboundSettlementPage() {
  const slug = useParams().slug?.toLowerCase() ?? "";
  return (
    <InboundFrame slug={slug}>
      {(activity) => (
        <Stack>
          <PricingTabs
            value="settlement"
            basePath={`/inbound/${activity.slug}/pricing`}
            settlement={{ label: "Settlement", path: `/inbound/${activity.slug}/pricing/settlement` }}
          />
          <SettlementScreen slug={activity.slug} loadStatus={activity.status} />
        </Stack>
      )}
    </InboundFrame>
  );
}

import type { PricingType } from "@ops/domain";
import { useParams } from "react-router";
import { InboundFrame } from "../../activities/components/InboundFrame";
import { PricingScreen } from "./PricingScreen";

/** `inbound/:slug/pricing/<type>`: the pricing of one type inside the load's frame (operators). */
export function PricingInboundTab({ type }: { type: PricingType }) {
  const slug = useParams().slug?.toLowerCase() ?? "";
  return (
    <InboundFrame slug={slug}>
      {(activity) => (
        <PricingScreen
          slug={activity.slug}
          type={type}
          family=""
          basePath={`/inbound/${activity.slug}/pricing`}
          canPrice
          settlement={{ label: "Settlement", path: `/inbound/${activity.slug}/pricing/settlement` }}
        />
      )}
    </InboundFrame>
  );
}

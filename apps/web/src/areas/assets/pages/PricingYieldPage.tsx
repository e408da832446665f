import { PricingInboundTab } from "../components/PricingInboundTab";

/** `inbound/:slug/pricing/yield`. */
export default function PricingYieldPage() {
  return <PricingInboundTab type="yield" />;
}

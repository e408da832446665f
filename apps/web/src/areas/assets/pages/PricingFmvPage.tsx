import { PricingInboundTab } from "../components/PricingInboundTab";

/** `inbound/:slug/pricing/fmv`. */
export default function PricingFmvPage() {
  return <PricingInboundTab type="fmv" />;
}

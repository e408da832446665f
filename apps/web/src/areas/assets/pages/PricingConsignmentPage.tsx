import { PricingInboundTab } from "../components/PricingInboundTab";

/** `inbound/:slug/pricing/consignment`. */
export default function PricingConsignmentPage() {
  return <PricingInboundTab type="consignment" />;
}

import { PricingInboundTab } from "../components/PricingInboundTab";

/** `inbound/:slug/pricing/serial`. */
export default function PricingSerialPage() {
  return <PricingInboundTab type="serial" />;
}

import { PriceAccountScreen } from "../components/PriceAccountScreen";

export default function InboundPricesPage() {
  return <PriceAccountScreen type="inbound" screen="view" />;
}

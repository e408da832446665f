import { PriceAccountScreen } from "../components/PriceAccountScreen";

export default function OutboundPricesPage() {
  return <PriceAccountScreen type="outbound" screen="view" />;
}

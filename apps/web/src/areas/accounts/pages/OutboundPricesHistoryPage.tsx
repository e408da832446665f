import { PriceAccountScreen } from "../components/PriceAccountScreen";

export default function OutboundPricesHistoryPage() {
  return <PriceAccountScreen type="outbound" screen="history" />;
}

import { PriceAccountScreen } from "../components/PriceAccountScreen";

export default function InboundPricesHistoryPage() {
  return <PriceAccountScreen type="inbound" screen="history" />;
}

import { PriceAccountScreen } from "../components/PriceAccountScreen";

export default function OutboundPricesEditPage() {
  return <PriceAccountScreen type="outbound" screen="edit" />;
}

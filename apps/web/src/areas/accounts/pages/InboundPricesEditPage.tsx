import { PriceAccountScreen } from "../components/PriceAccountScreen";

export default function InboundPricesEditPage() {
  return <PriceAccountScreen type="inbound" screen="edit" />;
}

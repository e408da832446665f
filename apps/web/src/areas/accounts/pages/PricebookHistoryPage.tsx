import { PricebookFrame } from "../components/PricebookFrame";
import { PriceHistoryView } from "../components/PriceHistoryView";

export default function PricebookHistoryPage() {
  return (
    <PricebookFrame>
      {(p) => <PriceHistoryView owner={{ kind: "pricebook", pricebookId: p.id }} title="Price history" />}
    </PricebookFrame>
  );
}

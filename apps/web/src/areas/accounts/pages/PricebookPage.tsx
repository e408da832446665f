import { PricebookFrame } from "../components/PricebookFrame";
import { PriceListView } from "../components/PriceListView";

export default function PricebookPage() {
  return (
    <PricebookFrame>
      {(p) => (
        <PriceListView owner={{ kind: "pricebook", pricebookId: p.id }} title="Prices" editLabel="Edit" />
      )}
    </PricebookFrame>
  );
}

import { PricebookEditor } from "../components/PricebookEditor";
import { PricebookFrame } from "../components/PricebookFrame";

export default function PricebookEditPage() {
  return <PricebookFrame>{(p) => <PricebookEditor pricebook={p} />}</PricebookFrame>;
}

import { ProductServiceEditView } from "../components/ProductServiceViews";

export default function ProductServiceEditPage() {
  return <ProductServiceEditView />;
}

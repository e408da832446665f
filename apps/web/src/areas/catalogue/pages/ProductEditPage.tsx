import { ProductEditView } from "../components/ProductEditView";
import { PRODUCTS } from "../components/product-kinds";

export default function ProductEditPage() {
  return <ProductEditView kind={PRODUCTS} />;
}

import { ProductEditView } from "../components/ProductEditView";
import { SERIAL_PRODUCTS } from "../components/product-kinds";

export default function SerialProductEditPage() {
  return <ProductEditView kind={SERIAL_PRODUCTS} />;
}

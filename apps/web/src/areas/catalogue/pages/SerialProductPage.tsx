import { ProductDetailView } from "../components/ProductDetailView";
import { SERIAL_PRODUCTS } from "../components/product-kinds";

export default function SerialProductPage() {
  return <ProductDetailView kind={SERIAL_PRODUCTS} />;
}

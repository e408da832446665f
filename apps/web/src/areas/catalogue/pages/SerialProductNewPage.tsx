import { ProductForm } from "../components/ProductForm";
import { SERIAL_PRODUCTS } from "../components/product-kinds";

export default function SerialProductNewPage() {
  return <ProductForm kind={SERIAL_PRODUCTS} />;
}

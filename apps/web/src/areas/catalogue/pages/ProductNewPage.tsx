import { ProductForm } from "../components/ProductForm";
import { PRODUCTS } from "../components/product-kinds";

export default function ProductNewPage() {
  return <ProductForm kind={PRODUCTS} />;
}

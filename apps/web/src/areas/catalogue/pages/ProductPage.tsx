import { ProductDetailView } from "../components/ProductDetailView";
import { PRODUCTS } from "../components/product-kinds";

export default function ProductPage() {
  return <ProductDetailView kind={PRODUCTS} />;
}

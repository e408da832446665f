import { ProductsListView } from "../components/ProductsListView";
import { PRODUCTS } from "../components/product-kinds";

export default function ProductsPage() {
  return <ProductsListView kind={PRODUCTS} />;
}

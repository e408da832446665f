import { ProductsListView } from "../components/ProductsListView";
import { SERIAL_PRODUCTS } from "../components/product-kinds";

export default function SerialProductsPage() {
  return <ProductsListView kind={SERIAL_PRODUCTS} />;
}

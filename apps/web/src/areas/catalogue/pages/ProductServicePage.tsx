import { ProductServiceDetailView } from "../components/ProductServiceViews";

export default function ProductServicePage() {
  return <ProductServiceDetailView />;
}

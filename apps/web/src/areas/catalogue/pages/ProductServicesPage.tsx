import { ProductServicesListView } from "../components/ProductServiceViews";

export default function ProductServicesPage() {
  return <ProductServicesListView />;
}

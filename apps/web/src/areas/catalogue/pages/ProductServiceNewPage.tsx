import { ProductServiceForm } from "../components/ProductServiceForm";

export default function ProductServiceNewPage() {
  return <ProductServiceForm />;
}

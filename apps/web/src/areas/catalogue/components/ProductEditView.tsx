import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useProduct } from "../api";
import { ProductForm } from "./ProductForm";
import type { ProductKind } from "./product-kinds";

export function ProductEditView({ kind }: { kind: ProductKind }) {
  const id = useIdParam();
  const product = useProduct(id);
  if (!product.data) {
    const back = { to: kind.basePath, label: kind.title.toLowerCase() };
    return <RecordLoadState id={id} error={product.error} noun={kind.singular} back={back} />;
  }
  return <ProductForm key={product.data.id} kind={kind} product={product.data} />;
}

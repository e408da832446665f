import { useProduct } from "../api";
import { LoadState, useRouteId } from "./LoadState";
import { ProductForm } from "./ProductForm";
import type { ProductKind } from "./product-kinds";

export function ProductEditView({ kind }: { kind: ProductKind }) {
  const id = useRouteId();
  const product = useProduct(id);
  if (!product.data) {
    const back = { to: kind.basePath, label: kind.title.toLowerCase() };
    return <LoadState id={id} error={product.error} noun={kind.singular} back={back} />;
  }
  return <ProductForm key={product.data.id} kind={kind} product={product.data} />;
}

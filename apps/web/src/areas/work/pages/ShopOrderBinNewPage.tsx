import { CreateOutOfInputPage } from "../components/CreateOutOfInputPage";
import { shopOrderBinPath, shopOrderPath } from "../components/work-paths";

/** `shop-order/:slug/bins/new`: a new bin out of an input bin of the order. */
export default function ShopOrderBinNewPage() {
  return (
    <CreateOutOfInputPage
      title="New bin"
      description="A bin made out of an input of this shop order, with its product and weights."
      fixedType="bin"
      createdPath={(slug, result) => {
        const made = result.data[0];
        return made ? shopOrderBinPath(slug, made.barcode) : shopOrderPath(slug, "created");
      }}
    />
  );
}

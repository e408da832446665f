import { CreateOutOfInputPage } from "../components/CreateOutOfInputPage";

/**
 * `shop-order/:slug/assets/new`: new assets (commodity bins, serials…) taken out of an input of
 * the order, each with its product and weights; `?source=` names the input.
 */
export default function ShopOrderAssetsNewPage() {
  return (
    <CreateOutOfInputPage
      title="Create assets out of an input"
      description="All the rows are created, or none: each one is linked to its source by an event."
    />
  );
}

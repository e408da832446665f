import type { Audience, Listing, ListingAsset } from "@ops/domain";
import { fakeApi } from "../../../test/fake-api";
import { renderRoutesSignedIn } from "../../../test/render-signed-in";
import ListingAssetPage from "./ListingAssetPage";
import ListingEditPage from "./ListingEditPage";
import ListingNewPage from "./ListingNewPage";
import ListingPage from "./ListingPage";
import ListingsPage from "./ListingsPage";

export const LISTING: Listing = {
  id: 12,
  type: "ecommerce",
  platform: "auction_marketplace",
  title: "Latitude 5420 grade B",
  description: null,
  product: { id: 5, name: "Dell Latitude 5420" },
  grade: "B",
  account: null,
  warehouse: { id: 1, shortName: "DAL" },
  price: 150,
  floor: 120,
  floorSource: "the cutline of Laptops grade B",
  status: "listed",
  reference: "1234567",
  quantity: 2,
  sold: 1,
  released: 0,
  soldTotal: 140,
  listedAt: "2026-11-20T10:00:00.000Z",
  endedAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  createdBy: "Olivia Operator",
};

const asset = (
  barcode: string,
  status: ListingAsset["status"],
  salePrice: number | null = null,
): ListingAsset => ({
  id: barcode.length,
  listingId: 12,
  assetId: 100 + barcode.length,
  barcode,
  serialNumber: null,
  productName: "Dell Latitude 5420",
  grade: "B",
  floorPrice: 120,
  status,
  salePrice,
  buyer: salePrice === null ? null : "jdoe",
  saleReference: null,
  reservedAt: "2026-11-20T10:00:00.000Z",
  reservedBy: null,
  closedAt: null,
  closedBy: null,
});
export const ASSETS = [asset("LA-1", "listed"), asset("LA-22", "listed"), asset("LA-333", "sold", 140)];

/** Renders the listing screens at `path` against a fake server. */
export function renderAt(
  path: string,
  answer: Parameters<typeof fakeApi>[0],
  audience: Audience = "operator",
) {
  const calls = fakeApi(answer);
  const { router } = renderRoutesSignedIn(
    [
      { path: "/listings", element: <ListingsPage /> },
      { path: "/listings/new", element: <ListingNewPage /> },
      { path: "/listings/assets/:barcode", element: <ListingAssetPage /> },
      { path: "/listings/:id", element: <ListingPage /> },
      { path: "/listings/:id/edit", element: <ListingEditPage /> },
    ],
    path,
    audience,
  );
  return { calls, router };
}

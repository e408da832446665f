import type { Audience, RedeploymentOrder } from "@ops/domain";
import { fakeApi } from "../../../test/fake-api";
import { renderRoutesSignedIn } from "../../../test/render-signed-in";
import RedeploymentListingsPage from "./RedeploymentListingsPage";
import RedeploymentOrderEditPage from "./RedeploymentOrderEditPage";
import RedeploymentOrderNewPage from "./RedeploymentOrderNewPage";
import RedeploymentOrderPage from "./RedeploymentOrderPage";
import RedeploymentOrdersPage from "./RedeploymentOrdersPage";

export const ORDER: RedeploymentOrder = {
  id: 12,
  account: { id: 3, name: "Northwind Health" },
  warehouse: { id: 1, shortName: "DAL" },
  status: "submitted",
  recipientName: "Jamie Rivera",
  recipientEmail: "jamie@northwind.example.com",
  recipientPhone: null,
  address: {
    line1: "1 Elm St",
    line2: null,
    city: "Dallas",
    region: "TX",
    postalCode: "75201",
    country: "US",
  },
  neededBy: "2026-12-15",
  notes: null,
  quantity: 2,
  lines: [{ id: 1, productId: 5, productName: "Dell Latitude 5420", grade: "A", quantity: 2 }],
  devices: [
    {
      barcode: "RD-1",
      serialNumber: "SN1",
      productName: "Dell Latitude 5420",
      grade: "A",
      status: "reserved",
    },
    {
      barcode: "RD-2",
      serialNumber: "SN2",
      productName: "Dell Latitude 5420",
      grade: "A",
      status: "reserved",
    },
  ],
  outbound: { slug: "dal-out-100077", status: "building" },
  driveCount: 2,
  driveCharge: 25,
  createdAt: "2026-11-20T10:00:00.000Z",
  submittedAt: "2026-11-20T10:05:00.000Z",
  createdBy: "Casey Client",
  submittedBy: "Casey Client",
  canceledAt: null,
  canceledBy: null,
  cancelReason: null,
  updatedAt: "2026-11-20T10:05:00.000Z",
};

export const LISTING = {
  accountId: 3,
  accountName: "Northwind Health",
  warehouseId: 1,
  warehouseShortName: "DAL",
  productId: 5,
  productName: "Dell Latitude 5420",
  grade: "A",
  available: 3,
};

/** Renders the redeployment screens at `path` for `audience`, against a fake server. */
export function renderAt(
  path: string,
  answer: Parameters<typeof fakeApi>[0],
  audience: Audience = "operator",
) {
  const calls = fakeApi(answer);
  const { router } = renderRoutesSignedIn(
    [
      { path: "/redeployments/listings", element: <RedeploymentListingsPage /> },
      { path: "/redeployments/orders", element: <RedeploymentOrdersPage /> },
      { path: "/redeployments/orders/new", element: <RedeploymentOrderNewPage /> },
      { path: "/redeployments/orders/:id", element: <RedeploymentOrderPage /> },
      { path: "/redeployments/orders/:id/edit", element: <RedeploymentOrderEditPage /> },
    ],
    path,
    audience,
  );
  return { calls, router };
}

import type { EnumOption } from "./define";

/**
 * A listing's life (issue 19): a draft is being prepared; listed is on the platform with stock;
 * sold out when its last listed asset sold (back to listed when a sale is undone); ended when
 * taken off the platform (its unsold assets are released).
 */
export const LISTING_STATUSES = [
  { id: "draft", label: "Draft" },
  { id: "listed", label: "Listed" },
  { id: "sold_out", label: "Sold out" },
  { id: "ended", label: "Ended" },
] as const satisfies readonly EnumOption[];

/**
 * Where an asset stands on a listing. It is kept in the asset reservations table beside the
 * order reservations (one open reservation per asset, whoever holds it): `listed` is reserved
 * by the listing, `sold` is closed by a sale; removing it from the listing releases it
 * (the reservations' `released`).
 */
export const LISTING_ASSET_STATUSES = [
  { id: "listed", label: "Listed" },
  { id: "sold", label: "Sold" },
  { id: "released", label: "Removed" },
] as const satisfies readonly EnumOption[];

/**
 * A redeployment order's life (issue 19): drafted by an operator or the client; submitted
 * reserves its devices onto an outbound load to the client; picking once the load is being
 * picked; shipped and delivered follow the load; canceled releases what it reserved.
 */
export const REDEPLOYMENT_ORDER_STATUSES = [
  { id: "draft", label: "Draft" },
  { id: "submitted", label: "Submitted" },
  { id: "picking", label: "Picking" },
  { id: "shipped", label: "Shipped" },
  { id: "delivered", label: "Delivered" },
  { id: "canceled", label: "Canceled" },
] as const satisfies readonly EnumOption[];

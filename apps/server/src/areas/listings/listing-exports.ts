import {
  ECOMMERCE_PLATFORMS,
  LISTING_STATUSES,
  type ListingSummary,
  type ListingsQuery,
  labelOf,
} from "@ops/domain";
import type { ListExport } from "../../platform/list-export";
import { listListings } from "./listings.service";

/** `/listings/index/export`: the listings index as filtered. */
export const listingsExport: ListExport<ListingsQuery, ListingSummary> = {
  name: "listings",
  fileName: "listings",
  columns: [
    { header: "Listing", value: (l) => l.id },
    { header: "Title", value: (l) => l.title },
    { header: "Status", value: (l) => labelOf(LISTING_STATUSES, l.status) },
    { header: "Platform", value: (l) => (l.platform ? labelOf(ECOMMERCE_PLATFORMS, l.platform) : null) },
    { header: "Reference", value: (l) => l.reference },
    { header: "Product", value: (l) => l.product?.name ?? null },
    { header: "Grade", value: (l) => l.grade },
    { header: "Account", value: (l) => l.account?.name ?? null },
    { header: "Warehouse", value: (l) => l.warehouse?.shortName ?? null },
    { header: "Price", value: (l) => l.price },
    { header: "Floor", value: (l) => l.floor },
    { header: "Listed", value: (l) => l.quantity },
    { header: "Sold", value: (l) => l.sold },
    { header: "Listed at", value: (l) => l.listedAt },
    { header: "Created", value: (l) => l.createdAt },
  ],
  list: (ctx, query) => listListings(ctx, query),
};

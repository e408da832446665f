import { SHOP_ORDER_ITAD_TABS } from "@ops/domain";

const enc = encodeURIComponent;

/** The ITAD sub-pages of a shop order, as the domain declares them (SHOP_ORDER_ITAD_TABS). */
export type ShopOrderItadPage =
  | "main"
  | "serial"
  | "bulk-create-serials"
  | "component"
  | "lpn"
  | "updated-lpn"
  | "bulk-routing"
  | "reserved";

/** `/shop-order/<slug>/itad` or one of its sub-pages (`…/itad/lpn`). */
export function shopOrderItadPath(slug: string, page: ShopOrderItadPage = "main"): string {
  const segment = SHOP_ORDER_ITAD_TABS.find((t) => t.id === page)?.segment;
  return `/shop-order/${enc(slug)}/${typeof segment === "string" ? segment : "itad"}`;
}

/** A device's pages inside the shop order (`shop-order/<slug>/itad/<barcode>`). */
export function shopOrderDevicePath(slug: string, barcode: string): string {
  return `/shop-order/${enc(slug)}/itad/${enc(barcode)}`;
}

const enc = encodeURIComponent;

/** The tabs of an asset's pages inside a shop order (`shop-order/<slug>/assets/<barcode>`). */
export type ShopOrderAssetTab = "main" | "events" | "serials" | "edit";

export function shopOrderPath(slug: string, page = ""): string {
  return page ? `/shop-order/${enc(slug)}/${page}` : `/shop-order/${enc(slug)}`;
}

export function shopOrderAssetPath(slug: string, barcode: string, tab: ShopOrderAssetTab = "main"): string {
  const base = `/shop-order/${enc(slug)}/assets/${enc(barcode)}`;
  return tab === "main" ? base : `${base}/${tab}`;
}

export function shopOrderBinPath(slug: string, barcode: string, edit = false): string {
  return `/shop-order/${enc(slug)}/bins/${enc(barcode)}${edit ? "/edit" : ""}`;
}

/** Making assets out of an input of the order, the input chosen when given. */
export function shopOrderNewAssetsPath(slug: string, source?: string): string {
  return `/shop-order/${enc(slug)}/assets/new${source ? `?source=${enc(source)}` : ""}`;
}

export function processingPath(slug: string, page = ""): string {
  return page ? `/processing/${enc(slug)}/${page}` : `/processing/${enc(slug)}`;
}

export function processingAssetPath(slug: string, barcode: string): string {
  return `/processing/${enc(slug)}/assets/${enc(barcode)}`;
}

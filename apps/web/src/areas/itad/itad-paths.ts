const enc = encodeURIComponent;

/** `/itad/<slug>` or one of its pages (`bins`, `created-bins`, `bins/new`, `edit`). */
export function itadPath(slug: string, page = ""): string {
  return page ? `/itad/${enc(slug)}/${page}` : `/itad/${enc(slug)}`;
}

/** A bin of an ITAD job and its pages (`serials`, `events`, `edit`). */
export function itadBinPath(slug: string, barcode: string, page = ""): string {
  const base = `/itad/${enc(slug)}/bins/${enc(barcode)}`;
  return page ? `${base}/${page}` : base;
}

/** A serialized device's page in an ITAD job. */
export function itadDevicePath(slug: string, barcode: string, tab = ""): string {
  return devicePath({ kind: "itad", slug }, barcode, tab);
}

export const MOBILITY_PATH = "/mobility/inventory";

/** A bin of the mobility inventory and its events. */
export function mobilityBinPath(barcode: string, page = ""): string {
  const base = `${MOBILITY_PATH}/bins/${enc(barcode)}`;
  return page ? `${base}/${page}` : base;
}

/** The three places a device's pages live (SPEC §2): in a shop order, an ITAD job, or mobility. */
export type DevicePlaceKind = "shop_order" | "itad" | "mobility";

/**
 * Where a device's pages are: the kind of place, the order's slug (none in mobility: the
 * warehouse's mobility activity is found by its own call), and the way back to the order.
 */
export type DevicePlace = {
  kind: DevicePlaceKind;
  slug: string;
  back: { to: string; label: string };
};

/** The place of a device page, read from its address. */
export function devicePlaceOf(pathname: string, slug: string): DevicePlace {
  if (pathname.startsWith("/itad/"))
    return { kind: "itad", slug, back: { to: itadPath(slug), label: `ITAD job ${slug}` } };
  if (pathname.startsWith(`${MOBILITY_PATH}/`))
    return { kind: "mobility", slug: "", back: { to: MOBILITY_PATH, label: "Mobility inventory" } };
  return {
    kind: "shop_order",
    slug,
    back: { to: `/shop-order/${enc(slug)}/itad`, label: `Shop order ${slug}` },
  };
}

/** A device's page at its place: `tab` "" is its info page; `edit`, `components/new` are pages too. */
export function devicePath(place: Pick<DevicePlace, "kind" | "slug">, barcode: string, tab = ""): string {
  const base =
    place.kind === "itad"
      ? `/itad/${enc(place.slug)}/serialized/${enc(barcode)}`
      : place.kind === "mobility"
        ? `${MOBILITY_PATH}/serialized/${enc(barcode)}`
        : `/shop-order/${enc(place.slug)}/itad/${enc(barcode)}`;
  return tab ? `${base}/${tab}` : base;
}

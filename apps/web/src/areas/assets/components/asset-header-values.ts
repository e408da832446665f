import type { Asset } from "@ops/domain";
import { formatMoney } from "../../accounts/components/price-format";

/** The fields of each asset form variant (SPEC §3 client-specific asset attributes), in form order. */
const VARIANT_FIELDS: Record<string, readonly { key: string; label: string }[]> = {
  cable_client: [{ key: "palletIds", label: "CPE Pallet Ids" }],
  computer_maker_takeback: [
    { key: "palletId", label: "Pallet ID" },
    { key: "palletMatch", label: "Pallet in manifest" },
    { key: "commodity", label: "Commodity" },
    { key: "packaging", label: "Packaging" },
    { key: "exception", label: "Exception" },
  ],
  phone_reseller: [{ key: "trackingNumber", label: "Tracking number" }],
};

const PACKAGING_LABELS: Record<string, string> = { pallet: "Pallet", gaylord: "Gaylord", box: "Box" };

function attributeText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(", ") : "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (key === "packaging" && typeof value === "string") return PACKAGING_LABELS[value] ?? value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** "trackingNumber" → "Tracking number", for a key no variant names. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The asset's attributes as labelled rows by the account's asset form: every field of the
 * variant (empty ones as "—"), then anything else stored (e.g. kept from an earlier variant).
 */
export function assetAttributeRows(
  variant: string | null | undefined,
  attributes: Record<string, unknown>,
): { key: string; label: string; value: string }[] {
  const fields = VARIANT_FIELDS[variant ?? ""] ?? [];
  const named = new Set(fields.map((f) => f.key));
  return [
    ...fields.map((f) => ({ key: f.key, label: f.label, value: attributeText(f.key, attributes[f.key]) })),
    ...Object.keys(attributes)
      .filter((key) => !named.has(key))
      .sort()
      .map((key) => ({ key, label: humanize(key), value: attributeText(key, attributes[key]) })),
  ];
}

/** A weight in lbs as people read it. */
export function formatLbs(weight: number | null | undefined): string {
  return weight === null || weight === undefined
    ? "—"
    : `${weight.toLocaleString("en-US", { maximumFractionDigits: 3 })} lbs`;
}

export function formatAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? "—" : formatMoney(amount);
}

/**
 * The screen of an activity named on an asset, for the signed-in audience: operators open
 * inbound loads on the inbound screens, clients on their loads screens; other kinds of
 * activity have no screen yet (null).
 */
export function activityPath(slug: string | null, audience: string | undefined): string | null {
  if (!slug) return null;
  const kind = slug.split("-")[1];
  if (kind !== "in" && kind !== "out") return null;
  if (audience === "operator" && kind === "in") return `/inbound/${slug}`;
  return `/loads/${slug}`;
}

/** The gross and net weights shown for an asset: the inbound weights, else the first entry's. */
export function assetWeights(asset: Asset): { gross: number | null; net: number | null } {
  const first = asset.productAssets[0];
  return {
    gross: asset.inboundGrossWeight ?? first?.grossWeight ?? null,
    net: asset.inboundNetWeight ?? first?.netWeight ?? null,
  };
}

import { type ASSET_FORM_VARIANT_IDS, assetAttributeSchema } from "@ops/domain";
import { useManifestMatches } from "../receiving-api";
import { CableAssetFields } from "./CableAssetFields";
import { PhoneResellerAssetFields } from "./PhoneResellerAssetFields";
import { TakebackAssetFields } from "./TakebackAssetFields";

export type AssetFormVariant = (typeof ASSET_FORM_VARIANT_IDS)[number];
export type AttributeValues = Record<string, unknown>;
export type AttributeErrors = Record<string, string | undefined>;

/** What every variant's fields take: the attribute values, their change, their errors. */
export interface AssetVariantFieldsProps {
  value: AttributeValues;
  onChange: (next: AttributeValues) => void;
  errors: AttributeErrors;
  /** Marks one field's error as shown (or clears it) without checking the others. */
  onFieldError?: (field: string, message: string | undefined) => void;
}

export const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** The attributes a variant starts with (a cable client's pallet ids are a list, empty at first). */
export function initialAttributes(variant: AssetFormVariant): AttributeValues {
  return variant === "cable_client" ? { palletIds: [] } : {};
}

/**
 * The attributes' errors by field, with the same domain schema the server applies (SPEC §5);
 * the takeback form is checked against the load's manifest pallet ids.
 */
export function attributeErrors(
  variant: AssetFormVariant,
  values: AttributeValues,
  manifest: readonly string[] = [],
): Record<string, string> {
  const result = assetAttributeSchema(variant, manifest).safeParse({
    ...initialAttributes(variant),
    ...values,
  });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server names attribute errors `attributes.<field>`; the fields know them by `<field>`. */
export function serverAttributeErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith("attributes."))
      .map(([key, message]) => [key.slice("attributes.".length).split(".")[0] ?? key, message]),
  );
}

/**
 * What stays for the next scan once an asset is saved: a takeback's commodity and packaging
 * usually repeat over a load, while pallet ids, exceptions and tracking numbers belong to one asset.
 */
export function attributesAfterSave(variant: AssetFormVariant, values: AttributeValues): AttributeValues {
  if (variant === "computer_maker_takeback")
    return { commodity: values.commodity ?? "", packaging: values.packaging ?? null };
  return initialAttributes(variant);
}

/** The load's manifest pallet ids the entered takeback pallet id matches (none for other forms). */
export function useAttributeManifest(variant: AssetFormVariant, slug: string, values: AttributeValues) {
  const palletId = variant === "computer_maker_takeback" ? textOf(values.palletId) : "";
  const matches = useManifestMatches(slug, palletId);
  return { manifest: matches.data ?? [], checking: matches.isFetching };
}

type Props = AssetVariantFieldsProps & {
  variant: AssetFormVariant;
  /** The load's manifest pallet ids (takeback). */
  manifest: readonly string[];
  /** The manifest is being looked up for the entered pallet id. */
  checkingManifest?: boolean;
};

/** The fields of the account's asset form variant (SPEC §5); the standard form has none. */
export function AssetAttributesFields({ variant, manifest, checkingManifest, ...props }: Props) {
  switch (variant) {
    case "cable_client":
      return <CableAssetFields {...props} />;
    case "computer_maker_takeback":
      return <TakebackAssetFields {...props} manifest={manifest} checkingManifest={checkingManifest} />;
    case "phone_reseller":
      return <PhoneResellerAssetFields {...props} />;
    default:
      return null;
  }
}

import { type Asset, listAssets, updateAsset } from "@ops/domain";
import { ApiError } from "../../shared/api";
import { call } from "../../shared/endpoints";
import { fetchAssetByBarcode } from "../assets/assets-api";

/** What a scan found: the asset, or why nothing can be taken in. */
export type ScanFound = { asset: Asset } | { refusal: string };

/**
 * The asset a scan names: by barcode, else by serial number (a phone's IMEI is its serial).
 * Two assets with the scanned serial are refused: the technician scans the barcode instead.
 */
export async function findScanned(text: string): Promise<ScanFound> {
  const code = text.trim().toUpperCase();
  const byBarcode = await fetchAssetByBarcode(code);
  if (byBarcode) return { asset: byBarcode };
  const bySerial = await call(listAssets, { query: { find: "serial", serial: code, pageSize: 2 } });
  const found = "data" in bySerial ? bySerial.data : [];
  if (found.length === 1 && found[0]) return { asset: found[0] };
  if (found.length > 1) return { refusal: `More than one asset has serial ${code}: scan its barcode` };
  return { refusal: `No asset has the barcode or IMEI ${code}` };
}

/**
 * Takes a scanned phone, tablet or bin into the mobility activity: the asset moves there through
 * the asset update (its event records who and when). Already there: nothing to do. A held asset
 * cannot move (the server's 409 names the hold).
 */
export async function takeIntoMobility(
  asset: Asset,
  slug: string,
): Promise<{ asset: Asset; moved: boolean }> {
  if (asset.activitySlug === slug) return { asset, moved: false };
  const saved = await call(updateAsset, { params: { id: asset.id }, body: { activitySlug: slug } });
  return { asset: saved, moved: true };
}

/** The refusal to show beside the box for a failed move. */
export function moveRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  const fields = error.fieldErrors();
  return fields.activitySlug ?? error.message;
}

import {
  ASSET_TYPES,
  assetAttributeSchema,
  CONTAINER_ASSET_TYPES,
  cablePalletNotes,
  type FieldErrors,
  finishedActivityMessage,
  takesAssets,
} from "@ops/domain";
import type { Db } from "../../../db/client";
import { AppError } from "../../../platform/app-error";
import { type EventInput, recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import { parseOrThrow } from "../../../platform/validate";
import type { ActivityRow } from "../../activities/activity-scope";
import { manifestPalletIds } from "../asset-attributes";
import { accountAssetForms, activitiesBySlug } from "../asset-checks.repo";

/** Writes events of a large batch in statements that stay under the bind-parameter limit. */
export async function recordEventsInChunks(db: Db, events: EventInput[]): Promise<void> {
  for (let i = 0; i < events.length; i += 5000) await recordEvents(db, events.slice(i, i + 5000));
}

export const isContainer = (type: string) => (CONTAINER_ASSET_TYPES as readonly string[]).includes(type);
export const typeLabel = (type: string) =>
  (ASSET_TYPES.find((t) => t.id === type)?.label ?? type).toLowerCase();

/** Collects field errors of a batch so every problem answers in one 422. */
export class ErrorList {
  readonly errors: FieldErrors = {};
  add(field: string, message: string) {
    this.errors[field] = [...(this.errors[field] ?? []), message];
  }
  /** Keeps the field errors of a 422; anything else is not a validation problem and goes on. */
  absorb(error: unknown) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    for (const [field, messages] of Object.entries(error.fieldErrors))
      for (const m of messages) this.add(field, m);
  }
  /** Runs a check that throws a 422 and keeps its field errors instead. */
  collect(run: () => void) {
    try {
      run();
    } catch (error) {
      this.absorb(error);
    }
  }
  throwIfAny() {
    const entries = Object.entries(this.errors);
    if (entries.length === 0) return;
    const only = entries.length === 1 && entries[0]?.[1].length === 1 ? entries[0][1][0] : undefined;
    throw new AppError(422, only ?? "Some fields need attention", this.errors);
  }
}

/** Why an activity cannot take assets now, or null. */
export function activityRefusal(activity: ActivityRow | undefined, slug: string): string | null {
  if (!activity) return `No activity has slug ${slug}`;
  if (!takesAssets(activity.status)) return finishedActivityMessage(activity.slug, activity.status);
  return null;
}

/** A single activity for a body field: 422 on `field` when unknown or finished. */
export async function activityForField(
  ctx: ServiceContext,
  slug: string,
  field = "activitySlug",
): Promise<ActivityRow> {
  const found = (await activitiesBySlug(ctx.db, [slug])).get(slug.toLowerCase());
  const refusal = activityRefusal(found, slug);
  if (refusal || !found) throw new AppError(422, refusal ?? "", { [field]: [refusal ?? ""] });
  return found;
}

export type ParsedAttributes = { attributes: Record<string, unknown>; notes: string | null };

/**
 * Parses asset attributes for many activities with one query for the accounts' asset forms
 * and one per takeback load for its manifest; the same domain schemas as
 * `parseAssetAttributes`, errors keyed under `prefix`.
 */
export async function attributeParser(db: Db, loads: ActivityRow[]) {
  const accountIds = [...new Set(loads.map((a) => a.accountId).filter((id): id is number => id !== null))];
  const forms = await accountAssetForms(db, accountIds);
  const manifests = new Map<number, string[]>();
  for (const load of loads) {
    const form = load.accountId === null ? "standard" : (forms.get(load.accountId) ?? "standard");
    if (form === "computer_maker_takeback" && !manifests.has(load.id))
      manifests.set(load.id, await manifestPalletIds(db, load.id));
  }
  return (load: ActivityRow, attributes: unknown, prefix: string): ParsedAttributes => {
    const form = load.accountId === null ? "standard" : (forms.get(load.accountId) ?? "standard");
    const parsed = parseOrThrow(
      assetAttributeSchema(form, manifests.get(load.id) ?? []),
      attributes ?? {},
      prefix,
    );
    const palletIds = parsed.palletIds;
    const notes =
      form === "cable_client" && Array.isArray(palletIds) ? cablePalletNotes(palletIds as string[]) : null;
    return { attributes: parsed, notes };
  };
}

/** The message of a parent that cannot hold the asset, or null. */
export function parentRefusal(
  parent: { barcode: string; type: string; activityId: number | null } | undefined,
  parentBarcode: string,
  activity: { id: number | null; slug: string | null },
): string | null {
  if (!parent) return `No asset has barcode ${parentBarcode}`;
  if (!isContainer(parent.type))
    return `${parent.barcode} is a ${typeLabel(parent.type)}; only bins, pallets, trays and virtual containers hold assets`;
  if (parent.activityId !== activity.id)
    return `${parent.barcode} is on another activity; the asset and its container must be on ${activity.slug ?? "the same activity"}`;
  return null;
}

/** Rules of one asset's own fields, whatever else it refers to. */
export function ownFieldRefusals(asset: {
  type: string;
  serialNumber: string | null;
  locks: readonly string[];
  grossWeight: number | null;
  netWeight: number | null;
}): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  if (asset.type === "serial" && !asset.serialNumber)
    out.push({ field: "serialNumber", message: "A serial asset needs a serial number" });
  if (asset.locks.length > 0 && asset.type !== "serial")
    out.push({ field: "locks", message: "Only serial assets carry locks" });
  if (asset.grossWeight !== null && asset.netWeight !== null && asset.netWeight > asset.grossWeight)
    out.push({ field: "netWeight", message: "Net weight cannot be more than gross weight" });
  return out;
}

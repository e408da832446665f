import { REUSE_DISPOSITIONS, REUSE_R2_CLASSIFICATIONS, reuseRefusal } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import { sanitizationFactsOf } from "./sanitization-state";

/** The routing a write asks for; absent fields are left as they are and so are not checked. */
export type ReuseTarget = { r2Classification?: string | null; disposition?: string | null };

/** Whether the target sends a device on with its media (reuse, resale, redeploy, donation). */
export function isReuseTarget(target: ReuseTarget): boolean {
  const r2 = target.r2Classification ?? null;
  const disposition = target.disposition ?? null;
  return (
    (r2 !== null && REUSE_R2_CLASSIFICATIONS.includes(r2)) ||
    (disposition !== null && REUSE_DISPOSITIONS.includes(disposition))
  );
}

/**
 * Rule erasure_before_reuse (the domain's reuseRefusal): refuses (409) routing any of these
 * devices to reuse, resale, redeployment or donation when it bears data and has no passed,
 * verified erasure, naming the first such device and the rule. Every write that sets an asset's
 * R2 classification or disposition calls it in its transaction (single and bulk asset updates,
 * ITAD routing), after the hold check (a hold is the more specific refusal), so a refusal leaves
 * everything as it was. Two queries for any count.
 */
export async function assertReusable(
  db: Db,
  devices: readonly { id: number; barcode: string }[],
  target: ReuseTarget,
): Promise<void> {
  if (devices.length === 0 || !isReuseTarget(target)) return;
  const facts = await sanitizationFactsOf(
    db,
    devices.map((d) => d.id),
  );
  const refusals = devices.flatMap((d) => {
    const f = facts.get(d.id);
    if (!f) return [];
    const why = reuseRefusal({ barcode: d.barcode, dataBearing: f.dataBearing, state: f.state }, target);
    return why ? [why] : [];
  });
  if (refusals.length === 0) return;
  const more =
    refusals.length > 1
      ? ` (and ${refusals.length - 1} more device${refusals.length === 2 ? "" : "s"} without a verified erasure)`
      : "";
  throw new AppError(409, `${refusals[0]}${more}`);
}

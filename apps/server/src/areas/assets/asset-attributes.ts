import { assetAttributeSchema, cablePalletNotes } from "@ops/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, asnItems } from "../../db/schema";
import { notFound } from "../../platform/app-error";
import { parseOrThrow } from "../../platform/validate";

/**
 * The client-specific attributes of an asset, checked by the schema of the asset form variant
 * configured on the account (SPEC §5; never by account ids), with errors keyed
 * `attributes.<field>`. The takeback form checks the pallet id against the load's manifest
 * (the pallet ids of its ASN) and stores `palletMatch`; the cable form's pallet ids become the
 * notes (SPEC §5), answered as `notes`.
 */
export async function parseAssetAttributes(
  db: Db,
  accountId: number,
  activityId: number,
  attributes: unknown,
): Promise<{ attributes: Record<string, unknown>; notes: string | null }> {
  const [account] = await db
    .select({ assetForm: accounts.assetForm })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account) throw notFound("Account");
  const manifest =
    account.assetForm === "computer_maker_takeback" ? await manifestPalletIds(db, activityId) : [];
  const parsed = parseOrThrow(
    assetAttributeSchema(account.assetForm, manifest),
    attributes ?? {},
    "attributes",
  );
  const palletIds = parsed.palletIds;
  const notes =
    account.assetForm === "cable_client" && Array.isArray(palletIds)
      ? cablePalletNotes(palletIds as string[])
      : null;
  return { attributes: parsed, notes };
}

/** The pallet ids the load's ASN announces (the takeback manifest). */
export async function manifestPalletIds(db: Db, activityId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ palletId: asnItems.palletId })
    .from(asnItems)
    .where(and(eq(asnItems.activityId, activityId), isNotNull(asnItems.palletId)));
  return rows.map((r) => r.palletId ?? "").filter(Boolean);
}

import { AppError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { assertAccountVisible, assertOperator } from "../accounts/account-scope";
import { findActivity } from "../activities/activity-scope";
import { findAsset } from "../assets/asset-scope";

export type OwnerKind = "account" | "activity" | "asset";

/**
 * What an attachment hangs off, found from the path value and checked against the actor's
 * scope (outside it: 404, never the record).
 */
export type AttachmentOwner = {
  kind: OwnerKind;
  /** The owner's row id: the account, activity or asset id. */
  id: number;
  /** The activity it is (or an asset is on now); where its events and photos go. */
  activityId: number | null;
  slug: string | null;
  barcode: string | null;
  /** An account's type: client accounts take document types, downstream vendors DSV types. */
  accountType: string | null;
  /** Whether it keeps a chain of custody: an account has none. */
  hasEvents: boolean;
};

/** How one kind of owner is found from its path value and who may change what hangs off it. */
export type OwnerAdapter = {
  kind: OwnerKind;
  find(ctx: ServiceContext, ref: string | number): Promise<AttachmentOwner>;
  /** Only operator staff add, change or remove attachments; 403 for anyone else. */
  assertStaff(ctx: ServiceContext, what: "documents" | "photos"): void;
};

const staffOf =
  (whose: string) =>
  (ctx: ServiceContext, what: string): void => {
    if (ctx.actor.audience !== "operator")
      throw new AppError(403, `Only operator staff change ${whose} ${what}`);
  };

/** An account by id (clients: their accounts and their children). */
export const accountOwner: OwnerAdapter = {
  kind: "account",
  async find(ctx, ref) {
    const id = Number(ref);
    const account = await assertAccountVisible(ctx, id);
    const none = { activityId: null, slug: null, barcode: null };
    return { kind: "account", id, ...none, accountType: account.type, hasEvents: false };
  },
  assertStaff: (ctx) => assertOperator(ctx),
};

/** An activity by slug (any case; clients their accounts', vendors those they come to the dock for). */
export const activityOwner: OwnerAdapter = {
  kind: "activity",
  async find(ctx, ref) {
    const row = await findActivity(ctx, String(ref));
    const owner = { id: row.id, activityId: row.id, slug: row.slug, barcode: null, accountType: null };
    return { kind: "activity", ...owner, hasEvents: true };
  },
  assertStaff: staffOf("a load's"),
};

/** An asset by barcode (any case) or id (clients: their accounts' assets). */
export const assetOwner: OwnerAdapter = {
  kind: "asset",
  async find(ctx, ref) {
    const row = await findAsset(ctx, ref);
    const owner = { id: row.id, activityId: row.activityId, slug: null, barcode: row.barcode };
    return { kind: "asset", ...owner, accountType: null, hasEvents: true };
  },
  assertStaff: staffOf("an asset's"),
};

export const OWNERS: Record<OwnerKind, OwnerAdapter> = {
  account: accountOwner,
  activity: activityOwner,
  asset: assetOwner,
};

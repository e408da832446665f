import type { FindResult } from "@ops/domain";
import { AppError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";
import * as repo from "./find.repo";

type Visible = number[] | "all";
const sees = (ids: Visible, accountId: number | null) =>
  ids === "all" || (accountId !== null && ids.includes(accountId));

/**
 * Global find (SPEC §7): what a scanned or typed term names, tried in this order — an asset
 * barcode (any case), a load slug, an inbound request number, an asset serial (when exactly
 * one asset carries it), a location barcode (staff only). Clients only find what belongs to
 * their accounts. Each step is one indexed lookup; nothing found answers 404.
 */
export async function findTerm(ctx: ServiceContext, term: string): Promise<FindResult> {
  const ids = await visibleAccountIds(ctx);
  const staff = ctx.actor.audience === "operator";
  const upper = term.toUpperCase();
  const asset = (barcode: string): FindResult => ({
    path: `/assets/${encodeURIComponent(barcode)}`,
    serverRendered: false,
    kind: "asset",
    label: `Asset ${barcode}`,
  });

  const byBarcode = await repo.assetByBarcode(ctx.db, upper);
  if (byBarcode && sees(ids, byBarcode.accountId)) return asset(byBarcode.barcode);

  const load = await repo.activityBySlug(ctx.db, term.toLowerCase());
  if (load && sees(ids, load.accountId) && (load.type === "inbound" || load.type === "outbound")) {
    // The inbound screens are staff screens; clients follow their loads on the loads screens.
    const path = staff && load.type === "inbound" ? `/inbound/${load.slug}` : `/loads/${load.slug}`;
    return { path, serverRendered: false, kind: "activity", label: `Load ${load.slug}` };
  }

  if (/^\d{1,9}$/.test(term)) {
    const request = await repo.inboundRequestByNumber(ctx.db, Number(term));
    if (request && sees(ids, request.accountId))
      return {
        path: `/inbound-requests/${request.number}`,
        serverRendered: false,
        kind: "inbound_request",
        label: `Inbound request ${request.number}`,
      };
  }

  const bySerial = await repo.assetBarcodesBySerial(ctx.db, upper, ids);
  if (bySerial.length === 1 && bySerial[0]) return asset(bySerial[0].barcode);

  if (staff) {
    const location = await repo.locationByBarcode(ctx.db, upper, ctx.actor.warehouseId ?? 0);
    if (location)
      return {
        path: `/locations/${location.id}`,
        serverRendered: false,
        kind: "location",
        label: `Location ${location.barcode}`,
      };
  }
  throw new AppError(404, `Nothing found for ${term}`);
}

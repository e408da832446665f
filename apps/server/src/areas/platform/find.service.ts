import type { FindResult } from "@ops/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { activities, assets, inboundRequests, locations } from "../../db/schema";
import { AppError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";

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

  const [byBarcode] = await ctx.db
    .select({ barcode: assets.barcode, accountId: assets.accountId })
    .from(assets)
    .where(eq(assets.barcode, upper))
    .limit(1);
  if (byBarcode && sees(ids, byBarcode.accountId)) return asset(byBarcode.barcode);

  const [load] = await ctx.db
    .select({ slug: activities.slug, type: activities.type, accountId: activities.accountId })
    .from(activities)
    .where(eq(activities.slug, term.toLowerCase()))
    .limit(1);
  if (load && sees(ids, load.accountId) && (load.type === "inbound" || load.type === "outbound")) {
    // The inbound screens are staff screens; clients follow their loads on the loads screens.
    const path = staff && load.type === "inbound" ? `/inbound/${load.slug}` : `/loads/${load.slug}`;
    return { path, serverRendered: false, kind: "activity", label: `Load ${load.slug}` };
  }

  if (/^\d{1,9}$/.test(term)) {
    const [request] = await ctx.db
      .select({ number: inboundRequests.number, accountId: inboundRequests.accountId })
      .from(inboundRequests)
      .where(eq(inboundRequests.number, Number(term)))
      .limit(1);
    if (request && sees(ids, request.accountId))
      return {
        path: `/inbound-requests/${request.number}`,
        serverRendered: false,
        kind: "inbound_request",
        label: `Inbound request ${request.number}`,
      };
  }

  const bySerial = await ctx.db
    .select({ barcode: assets.barcode })
    .from(assets)
    .where(
      and(
        sql`upper(${assets.serialNumber}) = ${upper}`,
        ids === "all"
          ? undefined
          : sql`${assets.accountId} = any(${sql.param(ids.length ? ids : [0])}::int[])`,
      ),
    )
    .limit(2);
  if (bySerial.length === 1 && bySerial[0]) return asset(bySerial[0].barcode);

  if (staff) {
    const [location] = await ctx.db
      .select({ id: locations.id, barcode: locations.barcode })
      .from(locations)
      .where(eq(locations.barcode, upper))
      .orderBy(
        sql`case when ${locations.warehouseId} = ${ctx.actor.warehouseId ?? 0} then 0 else 1 end`,
        asc(locations.id),
      )
      .limit(1);
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

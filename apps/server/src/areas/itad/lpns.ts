import { type Lpn, type LpnList, type LpnsQuery, type PackLpnBody, workOrderNoun } from "@ops/domain";
import { AppError } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { barcodesOfAssets } from "../assets/asset-scope";
import { createWorkAssets } from "../work/create-work-assets";
import { acceptScanned, assertTakesWork, lockWorkOrder } from "../work/work-orders";
import * as repo from "./itad.repo";
import { findItadOrder } from "./itad-orders";

const toLpn = (row: {
  barcode: string;
  count: number;
  packedAt: Date | null;
  contentsChangedAt: Date | null;
}): Lpn => ({
  barcode: row.barcode,
  count: row.count,
  packedAt: row.packedAt?.toISOString() ?? null,
  contentsChangedAt: row.contentsChangedAt?.toISOString() ?? null,
  updated: row.packedAt !== null && row.contentsChangedAt !== null && row.contentsChangedAt > row.packedAt,
});

/**
 * `POST /activities/{slug}/lpns`: packs serials of the order into a container whose barcode is the
 * LPN, all or none: an existing pallet of the order, or a new one (the barcode given, or generated
 * by the work order's created-asset path). The serials move inside it (a `packed` event each, one
 * on the LPN) and it is marked packed now: later moves in or out make it an updated LPN.
 */
export async function packLpn(ctx: ServiceContext, slug: string, body: PackLpnBody): Promise<Lpn> {
  const activity = await findItadOrder(ctx, slug);
  return ctx.db.transaction(async (tx) => {
    const order = await lockWorkOrder(tx, activity.id);
    assertTakesWork(order, "pack serials");
    const noun = `${workOrderNoun(order.type)} ${order.slug}`;
    const existing = body.lpnBarcode
      ? (await repo.lockByBarcodes(tx, [body.lpnBarcode])).get(body.lpnBarcode)
      : undefined;
    if (existing && (existing.type !== "pallet" || existing.activityId !== order.id)) {
      const message =
        existing.type !== "pallet"
          ? `${existing.barcode} is a ${existing.type}, not an LPN (pallet)`
          : `${existing.barcode} is not on ${noun}`;
      throw new AppError(422, message, { lpnBarcode: [message] });
    }
    const found = await repo.lockByBarcodes(tx, body.barcodes);
    const serials = acceptScanned(body.barcodes, found, (asset, barcode) => {
      if (asset.type !== "serial")
        return `${barcode} is a ${asset.type}; only serials are packed into an LPN`;
      if (asset.activityId !== order.id) return `${barcode} is not on ${noun}`;
      return null;
    });
    let lpn = existing;
    if (!lpn) {
      const first = serials[0] as repo.DeviceRow;
      const [made] = await createWorkAssets({ ...ctx, db: tx }, order, [
        {
          type: "pallet",
          barcode: body.lpnBarcode ?? null,
          serialNumber: null,
          productId: null,
          quantity: 1,
          grossWeight: null,
          netWeight: null,
          source: first,
        },
      ]);
      lpn = (await repo.lockByBarcodes(tx, [(made as { barcode: string }).barcode])).get(
        (made as { barcode: string }).barcode,
      );
    }
    const target = lpn as repo.DeviceRow;
    const moving = serials.filter((s) => s.parentId !== target.id);
    await repo.setParent(
      tx,
      moving.map((s) => s.id),
      target.id,
    );
    const previous = await barcodesOfAssets(
      tx,
      moving.flatMap((s) => (s.parentId === null ? [] : [s.parentId])),
    );
    await repo.markPacked(tx, target.id);
    await recordEvents(tx, [
      ...moving.map((s) => ({
        activityId: order.id,
        barcode: s.barcode,
        action: "packed",
        message: `Packed into LPN ${target.barcode}`,
        changes: [
          {
            field: "parentBarcode",
            from: s.parentId === null ? null : (previous.get(s.parentId) ?? null),
            to: target.barcode,
          },
        ],
        userId: ctx.actor.id,
      })),
      {
        activityId: order.id,
        barcode: target.barcode,
        action: "packed",
        message: `${moving.length} serial${moving.length === 1 ? "" : "s"} packed: ${moving.map((s) => s.barcode).join(", ")}`,
        userId: ctx.actor.id,
      },
    ]);
    return toLpn((await repo.lpnOf(tx, target.id)) as Parameters<typeof toLpn>[0]);
  });
}

/** `GET /activities/{slug}/lpns`: the order's packed containers; `updated` keeps those changed after packing. */
export async function listLpns(ctx: ServiceContext, slug: string, query: LpnsQuery): Promise<LpnList> {
  const order = await findItadOrder(ctx, slug);
  const { rows, total } = await repo.pageLpns(ctx.db, order.id, query);
  return { data: rows.map(toLpn), total };
}

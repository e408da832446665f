import { type AssetLock, LOCK_TYPES, labelOf } from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import { findAsset } from "../assets/asset-scope";
import * as repo from "./itad.repo";

type LockChange = { field: string; from: unknown; to: unknown };
const listOf = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

/**
 * `GET /assets/{barcode}/locks`: the device's locks (assets.locks, the one store), each with who
 * found it and when: the newest event whose change added it (locks before without it, after with
 * it). A lock no event names (set before events carried changes) answers null for both.
 */
export async function listAssetLocks(ctx: ServiceContext, barcode: string): Promise<AssetLock[]> {
  const asset = await findAsset(ctx, barcode);
  const locks = (asset.locks ?? []) as AssetLock["type"][];
  if (locks.length === 0) return [];
  const history = await repo.lockEventsOf(ctx.db, asset.id);
  return locks.map((type) => {
    const found = history.find((e) =>
      listOf(e.changes).some((c) => {
        const change = c as unknown as LockChange;
        return (
          change.field === "locks" && listOf(change.to).includes(type) && !listOf(change.from).includes(type)
        );
      }),
    );
    return {
      type,
      label: labelOf(LOCK_TYPES, type),
      foundBy: found?.userName ?? null,
      foundAt: found?.createdAt.toISOString() ?? null,
    };
  });
}

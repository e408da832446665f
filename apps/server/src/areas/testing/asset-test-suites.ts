// How the assets area reads a device's test results (`GET /assets/{barcode}/test_suites`)
// without reaching into this area's repo.
import type { Db } from "../../db/client";
import { type AssetTestSuiteLine, assetTestSuites } from "./test-results.repo";

/** Each suite the device was tested with: the version its result was taken with and its grade. */
export function testSuitesOfAsset(db: Db, assetId: number): Promise<AssetTestSuiteLine[]> {
  return assetTestSuites(db, assetId);
}

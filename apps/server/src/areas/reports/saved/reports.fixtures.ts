import type { ReportDefinitionInput } from "@ops/domain";
import type { Db } from "../../../db/client";
import { userId } from "../../activities/activity-records.fixtures";
import { accountIdOf, rollupDevices, rollupReceived, rollupTests } from "../dashboards/dashboards.fixtures";
import { newClass, newProductOf } from "../facts/facts.fixtures";

// Report test data: figures written straight into the daily rollups in January 2019 (no demo
// data there), for Northwind (the enterprise client's account) and Acme (another client), with
// Acme's numbers chosen so that any of them showing up in Northwind's answer is a leak.

export const RANGE = { kind: "between", beginDate: "2019-01-07", endDate: "2019-01-20" } as const;
/** Digits of Acme's figures; none of Northwind's figures, ids or dates contains them. */
export const ACME_MARKS = ["987654", "4321", "876543"];

export type ReportWorld = { nw: number; acme: number; classId: number; productId: number };

export async function reportWorld(db: Db): Promise<ReportWorld> {
  const nw = await accountIdOf(db, "Northwind Health");
  const acme = await accountIdOf(db, "Acme Telecom");
  const klass = await newClass(db);
  const product = await newProductOf(db, klass.id);
  const on = (day: string, accountId: number, lbs: number, pieces: number, devices: number) => ({
    day,
    accountId,
    classId: klass.id,
    productId: product.id,
    lbs,
    pieces,
    devices,
  });
  await rollupReceived(db, [
    on("2019-01-08", nw, 12.5, 2, 2),
    on("2019-01-15", nw, 7.5, 3, 1),
    on("2019-01-08", acme, 987654.321, 4321, 4321),
  ]);
  await rollupDevices(db, [
    { day: "2019-01-08", accountId: nw, classId: klass.id, grade: "A", disposition: "redeploy", devices: 2 },
    { day: "2019-01-15", accountId: nw, classId: klass.id, grade: "C", disposition: "recycle", devices: 1 },
    {
      day: "2019-01-08",
      accountId: acme,
      classId: klass.id,
      grade: "A",
      disposition: "redeploy",
      devices: 4321,
    },
  ]);
  const tech = await userId(db, "operator@example.com");
  await rollupTests(db, [{ day: "2019-01-09", accountId: nw, userId: tech, devices: 3 }]);
  return { nw, acme, classId: klass.id, productId: product.id };
}

/** Weight by week over the range: 12.5 lbs in the week of 7 January, 7.5 in the week of 14 January. */
export const weightByWeek = (extra: Partial<ReportDefinitionInput> = {}): ReportDefinitionInput => ({
  measures: ["weight_lbs", "pieces"],
  dimensions: ["period"],
  timePeriod: "weekly",
  range: RANGE,
  ...extra,
});

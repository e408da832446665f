import { DEMO_SEEDED_TEST_SUITES, type TestAnswers, type TestSuite } from "@ops/domain";
import { eq, sql } from "drizzle-orm";
import { createTestResult } from "../../areas/testing/test-results.service";
import {
  createTestSuite,
  getTestSuite,
  listTestSuites,
  publishTestSuite,
} from "../../areas/testing/test-suites.service";
import type { Db } from "../client";
import { assets, productClasses } from "../schema";
import { demoOperatorContext } from "./demo-actor";

/**
 * The demo catalogue's class of each demo suite. It has no class of drives of their own: drives
 * are in Components ("Drives, memory and other parts").
 */
const SUITE_CLASSES: Record<string, string> = {
  Laptop: "Laptops",
  Phone: "Phones",
  Tablet: "Tablets",
  Drive: "Components",
};

/** Laptops of the priced Northwind load graded by the laptop suite: one B, one C (NWHS0003 is left to test). */
const GRADED_LAPTOPS: { barcode: string; answers: TestAnswers }[] = [
  {
    barcode: "NWHS0001",
    answers: {
      lid: "like_new",
      palmrest: "light_wear",
      powers_on: true,
      keyboard: true,
      display: "ok",
      battery_health: 88,
      data_wiped: true,
    },
  },
  {
    barcode: "NWHS0002",
    answers: {
      lid: "visible_wear",
      palmrest: "light_wear",
      powers_on: true,
      keyboard: true,
      display: "pixels",
      dead_pixels: 3,
      data_wiped: true,
      exceptions: ["missing_screws"],
    },
  },
];

async function classIdNamed(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(sql`lower(${productClasses.name}) = lower(${name})`);
  if (!row) throw new Error(`the demo class ${name} is missing`);
  return row.id;
}

/** Makes the suite as version 1 and publishes it, unless a suite of that name exists already. */
async function seedSuite(db: Db, suite: TestSuite): Promise<void> {
  const lead = await demoOperatorContext(db);
  const existing = (await listTestSuites(lead)).find(
    (s) => s.name.toLowerCase() === suite.name.toLowerCase(),
  );
  if (existing) return;
  const version = suite.versions[0];
  if (!version) throw new Error(`the demo suite ${suite.name} has no version`);
  const created = await createTestSuite(lead, {
    name: suite.name,
    productClassId: await classIdNamed(db, SUITE_CLASSES[suite.name] ?? suite.name),
    questions: version.questions,
    evaluation: version.evaluation,
  });
  await publishTestSuite(lead, created.id);
}

/**
 * The demo test suites (laptop, phone, tablet from the phone's questions, drive) published as
 * version 1 on their classes, and a few laptops graded through the same save a technician makes,
 * so the demo shows grades, floor prices and "tested" events. Running it again changes nothing.
 */
export async function seedDemoTests(db: Db): Promise<void> {
  for (const suite of DEMO_SEEDED_TEST_SUITES) await seedSuite(db, suite);
  const technician = await demoOperatorContext(db, "priya.patel@example.com");
  const laptop = (await listTestSuites(technician)).find((s) => s.name === "Laptop");
  if (!laptop) throw new Error("the demo laptop suite is missing");
  const detail = await getTestSuite(technician, laptop.id);
  const published = detail.versions.filter((v) => v.published).at(-1);
  if (!published) return;
  for (const device of GRADED_LAPTOPS) {
    const [row] = await db
      .select({ grade: assets.grade })
      .from(assets)
      .where(eq(assets.barcode, device.barcode));
    if (!row || row.grade !== null) continue;
    await createTestResult(technician, {
      barcode: device.barcode,
      testSuiteId: laptop.id,
      versionId: published.id,
      answers: device.answers,
    });
  }
}

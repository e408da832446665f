import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { activities } from "./activities";
import { assets } from "./assets";
import { users } from "./auth";
import { timestamps } from "./columns";
import { productClasses } from "./product-catalogue";

/**
 * A test suite (SPEC §3 Tests): the question flow a product class's devices are tested and graded
 * by. Its questions and evaluation live on its versions.
 */
export const testSuites = pgTable(
  "test_suites",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    productClassId: integer("product_class_id")
      .notNull()
      .references(() => productClasses.id),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("test_suites_name_key").on(sql`lower(${t.name})`),
    index("test_suites_class_idx").on(t.productClassId),
  ],
);

/**
 * One version of a suite: the questions and evaluation rules (domain `TestSuiteVersion`, stored as
 * jsonb and validated by the domain schema on every write). A suite has at most one draft (not
 * published) being edited; publishing it makes it the suite's newest version technicians answer.
 * A published version never changes, so results keep what they were taken with.
 */
export const testSuiteVersions = pgTable(
  "test_suite_versions",
  {
    id: serial("id").primaryKey(),
    suiteId: integer("suite_id")
      .notNull()
      .references(() => testSuites.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    published: boolean("published").notNull().default(false),
    questions: jsonb("questions").notNull(),
    evaluation: jsonb("evaluation").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("test_suite_versions_number_key").on(t.suiteId, t.version),
    uniqueIndex("test_suite_versions_draft_key").on(t.suiteId).where(sql`not ${t.published}`),
    check("test_suite_versions_version_check", sql`${t.version} >= 1`),
    check("test_suite_versions_published_check", sql`${t.published} = (${t.publishedAt} is not null)`),
  ],
);

/**
 * A device's answers to one suite (SPEC §3 result: id, testSuiteId, answers, evaluation) and what
 * they came to; one per device and suite, updated when the device is retested.
 */
export const testResults = pgTable(
  "test_results",
  {
    id: serial("id").primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    suiteId: integer("suite_id")
      .notNull()
      .references(() => testSuites.id),
    versionId: integer("version_id")
      .notNull()
      .references(() => testSuiteVersions.id),
    answers: jsonb("answers").notNull(),
    evaluation: jsonb("evaluation").notNull(),
    /** The work order the device was tested on, if any. */
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "set null" }),
    testedBy: integer("tested_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("test_results_asset_suite_key").on(t.assetId, t.suiteId),
    index("test_results_version_idx").on(t.versionId),
    // The devices-tested rollup recomputes a day's results (migration 0027).
    index("test_results_created_idx").on(t.createdAt),
  ],
);

import {
  createTestResult,
  createTestSuite,
  discardTestSuiteDraft,
  getClassGrades,
  getTestSuite,
  listTestSuites,
  listTests,
  publishTestSuite,
  saveTestSuiteDraft,
  updateTestResult,
  updateTestSuite,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as testResults from "./test-results.service";
import * as testSuites from "./test-suites.service";

/** Test suites, a device's tests and results, and a class's devices by grade. */
export const testingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listTestSuites, (_input, ctx) => testSuites.listTestSuites(ctx));
  serve(app, db, createTestSuite, ({ body }, ctx) => testSuites.createTestSuite(ctx, body));
  serve(app, db, getTestSuite, ({ params }, ctx) => testSuites.getTestSuite(ctx, params.id));
  serve(app, db, updateTestSuite, ({ params, body }, ctx) =>
    testSuites.updateTestSuite(ctx, params.id, body),
  );
  serve(app, db, saveTestSuiteDraft, ({ params, body }, ctx) =>
    testSuites.saveTestSuiteDraft(ctx, params.id, body),
  );
  serve(app, db, discardTestSuiteDraft, async ({ params }, ctx) => {
    await testSuites.discardTestSuiteDraft(ctx, params.id);
    return undefined;
  });
  serve(app, db, publishTestSuite, ({ params }, ctx) => testSuites.publishTestSuite(ctx, params.id));
  serve(app, db, listTests, ({ query }, ctx) => testResults.listTests(ctx, query.barcode));
  serve(app, db, createTestResult, ({ body }, ctx) => testResults.createTestResult(ctx, body));
  serve(app, db, updateTestResult, ({ params, body }, ctx) =>
    testResults.updateTestResult(ctx, params.id, body),
  );
  serve(app, db, getClassGrades, ({ params }, ctx) => testResults.getClassGrades(ctx, params.id));
};

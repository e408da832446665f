// The tests calls (SPEC §7 Tests): suites written and published by those who manage tests, read
// by operators; a device's tests and results, saved by technicians on the floor; and a class's
// devices by grade for its sales-history page.
import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  AssetTests,
  ClassGrades,
  CreateTestResultBody,
  CreateTestSuiteBody,
  SavedTestResult,
  TestSuiteDetail,
  TestSuiteDraftBody,
  TestSuiteSummary,
  TestsQuery,
  UpdateTestResultBody,
  UpdateTestSuiteBody,
} from "./test-suites-api.schemas";

const tags = ["tests"] as const;
const operator = ["operator"] as const;
/** Clients see the tests of their own accounts' devices (another client's device answers 404). */
const staffAndClients = ["operator", "client"] as const;

export const listTestSuites = defineEndpoint({
  method: "GET",
  path: "/test_suites",
  families: operator,
  operationId: "listTestSuites",
  permission: "catalogue.view",
  summary: "Test suites with their newest published version, their draft and how many results they have",
  tags,
  responses: { 200: z.array(TestSuiteSummary) },
});

export const createTestSuite = defineEndpoint({
  method: "POST",
  path: "/test_suites",
  families: operator,
  operationId: "createTestSuite",
  permission: "tests.manage",
  summary: "Create a test suite for a product class; its questions and evaluation become draft version 1",
  tags,
  body: CreateTestSuiteBody,
  responses: { 201: TestSuiteDetail },
});

export const getTestSuite = defineEndpoint({
  method: "GET",
  path: "/test_suites/:id",
  families: operator,
  operationId: "getTestSuite",
  permission: "catalogue.view",
  summary: "A test suite with its published versions and its draft, ascending",
  tags,
  params: IdParams,
  responses: { 200: TestSuiteDetail },
});

export const updateTestSuite = defineEndpoint({
  method: "PUT",
  path: "/test_suites/:id",
  families: operator,
  operationId: "updateTestSuite",
  permission: "tests.manage",
  summary: "Rename a test suite or move it to another product class",
  tags,
  params: IdParams,
  body: UpdateTestSuiteBody,
  responses: { 200: TestSuiteDetail },
});

export const saveTestSuiteDraft = defineEndpoint({
  method: "PUT",
  path: "/test_suites/:id/draft",
  families: operator,
  operationId: "saveTestSuiteDraft",
  permission: "tests.manage",
  summary: "Save the suite's draft (made as the newest version + 1 when there is none)",
  tags,
  params: IdParams,
  body: TestSuiteDraftBody,
  responses: { 200: TestSuiteDetail },
});

export const discardTestSuiteDraft = defineEndpoint({
  method: "DELETE",
  path: "/test_suites/:id/draft",
  families: operator,
  operationId: "discardTestSuiteDraft",
  permission: "tests.manage",
  summary: "Throw the suite's draft away (its published versions stay)",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});

export const publishTestSuite = defineEndpoint({
  method: "POST",
  path: "/test_suites/:id/publish",
  families: operator,
  operationId: "publishTestSuite",
  permission: "tests.manage",
  summary: "Publish the suite's draft as its newest version (409 when there is no draft)",
  tags,
  params: IdParams,
  responses: { 200: TestSuiteDetail },
});

export const listTests = defineEndpoint({
  method: "GET",
  path: "/tests",
  families: staffAndClients,
  operationId: "listTests",
  permission: "assets.view",
  summary: "The tests of a device: its class's suites (published versions only) and its results",
  tags,
  query: TestsQuery,
  responses: { 200: AssetTests },
});

export const createTestResult = defineEndpoint({
  method: "POST",
  path: "/test_results",
  families: operator,
  operationId: "createTestResult",
  permission: "processing.work",
  summary:
    "Save a device's answers to a published suite version: grades the device (a retry with the same version updates)",
  tags,
  body: CreateTestResultBody,
  responses: { 201: SavedTestResult },
});

export const updateTestResult = defineEndpoint({
  method: "PUT",
  path: "/test_results/:id",
  families: operator,
  operationId: "updateTestResult",
  permission: "processing.work",
  summary: "Change a result's answers (409 when taken with another version) and regrade the device",
  tags,
  params: IdParams,
  body: UpdateTestResultBody,
  responses: { 200: SavedTestResult },
});

export const getClassGrades = defineEndpoint({
  method: "GET",
  path: "/classes/:id/grades",
  families: operator,
  operationId: "getClassGrades",
  permission: "catalogue.view",
  summary: "A class's graded devices in stock, floor price and devices sold through listings, by grade",
  tags,
  params: IdParams,
  responses: { 200: ClassGrades },
});

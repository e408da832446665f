// The calls of the testing area (SPEC §4 test flow, §7 Tests; test suites as data).
import {
  type CreateTestResultBody,
  type CreateTestSuiteBody,
  createTestResult,
  createTestSuite,
  discardTestSuiteDraft,
  getClassGrades,
  getTestSuite,
  listTestSuites,
  listTests,
  publishTestSuite,
  type SavedTestResult,
  saveTestSuiteDraft,
  type TestSuiteDetail,
  type TestSuiteDraftBody,
  type UpdateTestResultBody,
  type UpdateTestSuiteBody,
  updateTestResult,
  updateTestSuite,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";
import { assetsKeys } from "../assets/assets-api";
import { workAssetKeys } from "../work/work-assets-api";

export type {
  AssetTests,
  SavedTestResult,
  TestResultView,
  TestSuiteDetail,
  TestSuiteSummary,
} from "@ops/domain";

export const testingKeys = {
  all: ["testing"] as const,
  tests: (barcode: string) => ["testing", "tests", barcode] as const,
  suites: ["testing", "suites"] as const,
  suite: (id: number) => ["testing", "suites", id] as const,
  classGrades: (classId: number) => ["testing", "class-grades", classId] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** The device's suites (published versions only) and its results. */
export function useTests(barcode: string) {
  return useQuery({
    queryKey: testingKeys.tests(barcode),
    queryFn: () => call(listTests, { query: { barcode } }),
    enabled: barcode !== "",
  });
}

export type SaveResultRequest =
  | { method: "create"; body: CreateTestResultBody }
  | { method: "update"; resultId: number; body: UpdateTestResultBody };

/**
 * Saves a result: a new one, or the one being edited. The device's grades and floor price change
 * with it, so every asset query (the device page, its suites, lists) is read again, and the
 * lists of the work order it was tested on (its serials by grade, its figures).
 */
export function useSaveTestResult(barcode: string, activitySlug?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveResultRequest): Promise<SavedTestResult> =>
      request.method === "create"
        ? call(createTestResult, { body: request.body })
        : call(updateTestResult, { params: { id: request.resultId }, body: request.body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: testingKeys.tests(barcode) }),
        queryClient.invalidateQueries({ queryKey: testingKeys.suites }),
        queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
        activitySlug ? queryClient.invalidateQueries({ queryKey: workAssetKeys.order(activitySlug) }) : null,
      ]),
  });
}

export function useTestSuites() {
  return useQuery({ queryKey: testingKeys.suites, queryFn: () => call(listTestSuites, {}) });
}

export function useTestSuite(id: number) {
  return useQuery({
    queryKey: testingKeys.suite(id),
    queryFn: () => call(getTestSuite, { params: { id } }),
    enabled: validId(id),
  });
}

/** After a write of a suite: its detail is the answer, the list is read again. */
function useSuiteWrite<Input>(run: (input: Input) => Promise<TestSuiteDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (suite) => {
      queryClient.setQueryData(testingKeys.suite(suite.id), suite);
      return queryClient.invalidateQueries({ queryKey: testingKeys.suites, exact: true });
    },
  });
}

export function useCreateTestSuite() {
  return useSuiteWrite((body: CreateTestSuiteBody) => call(createTestSuite, { body }));
}

export function useUpdateTestSuite(id: number) {
  return useSuiteWrite((body: UpdateTestSuiteBody) => call(updateTestSuite, { params: { id }, body }));
}

export function useSaveDraft(id: number) {
  return useSuiteWrite((body: TestSuiteDraftBody) => call(saveTestSuiteDraft, { params: { id }, body }));
}

export function usePublishDraft(id: number) {
  return useSuiteWrite(() => call(publishTestSuite, { params: { id } }));
}

export function useDiscardDraft(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(discardTestSuiteDraft, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testingKeys.suites }),
  });
}

export function useClassGrades(classId: number) {
  return useQuery({
    queryKey: testingKeys.classGrades(classId),
    queryFn: () => call(getClassGrades, { params: { id: classId } }),
    enabled: validId(classId),
  });
}

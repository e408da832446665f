// The calls of the testing area (SPEC §4 test flow, §7 Tests; test suites as data).
// Until the server's descriptors land, the addresses follow the agreed endpoint contract.
import type { Asset, EvaluationRules, TestAnswers, TestQuestion, TestResult, TestSuite } from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { requestAt } from "../../shared/api";
import { assetsKeys } from "../assets/assets-api";

/** A saved result as the server shows it. */
export type TestResultView = TestResult & {
  suiteName: string;
  version: number;
  testedBy: string | null;
  testedAt: string;
  updatedAt: string;
};

/** The tests of one device: the suites of its class (published versions only) and its results. */
export type AssetTests = {
  barcode: string;
  productClassId: number | null;
  productClassName: string | null;
  suites: TestSuite[];
  results: TestResultView[];
};

export type SavedTestResult = { result: TestResultView; asset: Asset };

export type CreateTestResultBody = {
  barcode: string;
  testSuiteId: number;
  versionId: number;
  answers: TestAnswers;
  activitySlug?: string;
};

export type DraftBody = { questions: TestQuestion[]; evaluation: EvaluationRules };

export const testingKeys = {
  all: ["testing"] as const,
  tests: (barcode: string) => ["testing", "tests", barcode] as const,
  suites: ["testing", "suites"] as const,
  suite: (id: number) => ["testing", "suites", id] as const,
  classGrades: (classId: number) => ["testing", "class-grades", classId] as const,
};

export function fetchTests(barcode: string): Promise<AssetTests> {
  return requestAt("GET", "/spa/tests", undefined, { barcode }) as Promise<AssetTests>;
}

export function useTests(barcode: string) {
  return useQuery({ queryKey: testingKeys.tests(barcode), queryFn: () => fetchTests(barcode) });
}

/** Saves a result: a new one, or the one being edited; the device's grades change with it. */
export function useSaveTestResult(barcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request:
        | { method: "create"; body: CreateTestResultBody }
        | { method: "update"; resultId: number; body: { versionId: number; answers: TestAnswers } },
    ): Promise<SavedTestResult> =>
      (request.method === "create"
        ? requestAt("POST", "/spa/test_results", request.body)
        : requestAt(
            "PUT",
            `/spa/test_results/${request.resultId}`,
            request.body,
          )) as Promise<SavedTestResult>,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: testingKeys.tests(barcode) }),
        queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
      ]),
  });
}

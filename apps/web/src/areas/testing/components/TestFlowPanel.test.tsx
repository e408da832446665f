import {
  type Asset,
  DEMO_DRIVE_SUITE,
  DEMO_LAPTOP_SUITE,
  evaluateAnswers,
  type TestAnswers,
  type TestSuite,
} from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { anAsset } from "../../../test/asset";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import type { TestResultView } from "../api";
import { TestFlowPanel } from "./TestFlowPanel";

const BARCODE = "SN-DAL-000042";
const laptop = DEMO_LAPTOP_SUITE;
const laptopV1 = laptop.versions[0] as (typeof laptop.versions)[number];

const aResult = (answers: TestAnswers, overrides: Partial<TestResultView> = {}): TestResultView => ({
  id: 31,
  testSuiteId: laptop.id,
  versionId: laptopV1.id,
  answers,
  evaluation: evaluateAnswers(laptopV1, answers),
  suiteName: laptop.name,
  version: 1,
  testedBy: "Priya Patel",
  testedAt: "2026-11-25T14:03:00.000Z",
  updatedAt: "2026-11-25T14:03:00.000Z",
  ...overrides,
});

/** The device's tests, and what saving answers (a saved result by default). */
function server(
  {
    suites = [laptop],
    results = [],
    device = anAsset({ barcode: BARCODE, type: "serial" }),
  }: { suites?: TestSuite[]; results?: TestResultView[]; device?: Asset } = {},
  onSave?: (call: SentCall) => FakeAnswer,
) {
  const calls: SentCall[] = fakeApi((method, url) => {
    if (method === "GET" && url.startsWith("/spa/tests?"))
      return {
        json: { barcode: BARCODE, productClassId: 1, productClassName: "Laptops", suites, results },
      };
    if (method === "GET" && url.startsWith("/spa/assets?")) return { json: { data: [device], total: 1 } };
    if (method === "POST" || method === "PUT") {
      const sent = calls.at(-1) as SentCall;
      if (onSave) return onSave(sent);
      const body = JSON.parse(String(sent.body)) as { answers: TestAnswers };
      const result = aResult(body.answers);
      return {
        status: method === "POST" ? 201 : 200,
        json: {
          result,
          asset: anAsset({ barcode: BARCODE, type: "serial", grade: result.evaluation.overallGrade }),
        },
      };
    }
    return { json: {} };
  });
  return calls;
}

const saves = (calls: SentCall[]) =>
  calls.filter((c) => c.method !== "GET").map((c) => [c.method, c.url, JSON.parse(String(c.body))]);

const question = (prompt: string) => screen.getByRole("group", { name: new RegExp(`^\\d+\\. ${prompt}`) });
const pick = (user: ReturnType<typeof userEvent.setup>, prompt: string, label: string) =>
  user.click(within(question(prompt)).getByRole("button", { name: new RegExp(label) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

// Mantine renders slowly in happy-dom on a busy machine.
describe("TestFlowPanel", { timeout: 20_000 }, () => {
  it("answers the reachable questions, previews the grade and saves a new result with its version", async () => {
    const calls = server();
    const user = userEvent.setup();
    const { client } = renderSignedIn(<TestFlowPanel barcode={BARCODE} activitySlug="dal-so-7" />);
    // What the device page and the order's serial list show of the device.
    client.setQueryData(["work", "dal-so-7", "itad", "serials", {}], { data: [], total: 0 });
    await screen.findByRole("group", { name: /Lid condition/ });
    // Keyboard questions appear only once the laptop powers on.
    expect(screen.queryByRole("group", { name: /Keyboard works/ })).toBeNull();
    await pick(user, "Lid condition", "Light wear");
    await pick(user, "Palm rest condition", "Like new");
    await pick(user, "Powers on\\?", "Pass");
    await pick(user, "Keyboard works\\?", "Pass");
    await pick(user, "Display", "No defects");
    await pick(user, "Drive wiped and verified\\?", "Pass");
    const preview = screen.getByRole("region", { name: "So far" });
    expect(within(preview).getByTestId("overall-grade")).toHaveTextContent("B");
    expect(preview).toHaveTextContent("Suggested: Resold or recycled · R2: Resale");

    const deviceReads = () => calls.filter((c) => c.url.startsWith("/spa/assets?")).length;
    const readsBeforeSave = deviceReads();
    await user.click(screen.getByRole("button", { name: "Save result" }));
    expect(await screen.findByText(/Laptop \(version 1\) saved for SN-DAL-000042/)).toBeInTheDocument();
    // The device page reads the device again (grade B) and so does the order's serial list.
    await waitFor(() => expect(deviceReads()).toBe(readsBeforeSave + 1));
    expect(client.getQueryState(["work", "dal-so-7", "itad", "serials", {}])?.isInvalidated).toBe(true);
    expect(saves(calls)).toEqual([
      [
        "POST",
        "/spa/test_results",
        {
          barcode: BARCODE,
          testSuiteId: laptop.id,
          versionId: laptopV1.id,
          activitySlug: "dal-so-7",
          answers: {
            lid: "light_wear",
            palmrest: "like_new",
            powers_on: true,
            keyboard: true,
            display: "ok",
            data_wiped: true,
          },
        },
      ],
    ]);
  });

  it("drops a later answer that an answer hides, and says so", async () => {
    server({
      results: [
        aResult({
          lid: "like_new",
          palmrest: "like_new",
          powers_on: true,
          keyboard: false,
          display: "ok",
          data_wiped: true,
        }),
      ],
    });
    const user = userEvent.setup();
    renderSignedIn(<TestFlowPanel barcode={BARCODE} />);
    expect(await screen.findByRole("group", { name: /Keyboard works/ })).toBeInTheDocument();
    await pick(user, "Powers on\\?", "Fail");
    expect(screen.queryByRole("group", { name: /Keyboard works/ })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(/"Keyboard works\?".*no longer apply/);
    // Passing again brings the question back, unanswered.
    await pick(user, "Powers on\\?", "Pass");
    const keyboard = question("Keyboard works\\?");
    expect(within(keyboard).getByRole("button", { name: /Fail/ })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows only its section's questions and saves the other sections' answers with them", async () => {
    const answers = {
      lid: "like_new",
      palmrest: "like_new",
      powers_on: true,
      keyboard: true,
      display: "ok",
      data_wiped: true,
    };
    const calls = server({ results: [aResult(answers)] });
    const user = userEvent.setup();
    renderSignedIn(<TestFlowPanel barcode={BARCODE} section="cosmetic" />);
    await screen.findByRole("group", { name: /Lid condition/ });
    expect(screen.queryByRole("group", { name: /Powers on/ })).toBeNull();
    expect(screen.queryByRole("group", { name: /Exceptions found/ })).toBeNull();
    await pick(user, "Lid condition", "Heavy wear");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText(/saved for/);
    expect(saves(calls)).toEqual([
      ["PUT", "/spa/test_results/31", { versionId: laptopV1.id, answers: { ...answers, lid: "heavy_wear" } }],
    ]);
  });

  it("answers with number keys and Enter, moving to the next question", async () => {
    server();
    const user = userEvent.setup();
    renderSignedIn(<TestFlowPanel barcode={BARCODE} />);
    const lid = await screen.findByRole("group", { name: /Lid condition/ });
    expect(lid).toHaveAttribute("aria-current", "step");
    lid.focus();
    await user.keyboard("2");
    expect(within(lid).getByRole("button", { name: /Light wear/ })).toHaveAttribute("aria-pressed", "true");
    expect(question("Palm rest condition")).toHaveAttribute("aria-current", "step");
    await user.keyboard("{Enter}");
    expect(question("Powers on\\?")).toHaveAttribute("aria-current", "step");
    await user.keyboard("1");
    expect(within(question("Powers on\\?")).getByRole("button", { name: /Pass/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(question("Keyboard works\\?")).toHaveAttribute("aria-current", "step");
  });

  it("lands on an unanswered required question instead of saving", async () => {
    const calls = server();
    const user = userEvent.setup();
    renderSignedIn(<TestFlowPanel barcode={BARCODE} />);
    await screen.findByRole("group", { name: /Lid condition/ });
    await pick(user, "Lid condition", "Like new");
    await user.click(screen.getByRole("button", { name: "Save result" }));
    const palmrest = question("Palm rest condition");
    expect(within(palmrest).getByRole("alert")).toHaveTextContent('"Palm rest condition" needs an answer');
    expect(palmrest).toHaveAttribute("aria-current", "step");
    expect(saves(calls)).toEqual([]);
  });

  it("shows a 409's message and reloads the test on request", async () => {
    const message = "Laptop was changed: version 2 is current; reload the test";
    const calls = server({}, () => ({ status: 409, json: { message } }));
    const user = userEvent.setup();
    renderSignedIn(<TestFlowPanel barcode={BARCODE} />);
    await screen.findByRole("group", { name: /Lid condition/ });
    await pick(user, "Lid condition", "Like new");
    await pick(user, "Palm rest condition", "Like new");
    await pick(user, "Powers on\\?", "Fail");
    await user.click(screen.getByRole("button", { name: "Save result" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const loads = () => calls.filter((c) => c.method === "GET" && c.url.startsWith("/spa/tests?")).length;
    const before = loads();
    await user.click(screen.getByRole("button", { name: "Reload the test" }));
    await waitFor(() => expect(loads()).toBe(before + 1));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    // The run starts again from the reloaded suite: nothing answered.
    expect(within(question("Lid condition")).getByRole("button", { name: /Like new/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("puts a 422 refusal on the question it names", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = '"Lid condition" takes one of: Like new, Light wear';
    server({}, () => ({ status: 422, json: { message: refusal, errors: { "answers.lid": [refusal] } } }));
    const user = userEvent.setup();
    renderSignedIn(<TestFlowPanel barcode={BARCODE} />);
    await screen.findByRole("group", { name: /Lid condition/ });
    await pick(user, "Lid condition", "Like new");
    await pick(user, "Palm rest condition", "Like new");
    await pick(user, "Powers on\\?", "Fail");
    await user.click(screen.getByRole("button", { name: "Save result" }));
    const lid = question("Lid condition");
    expect(await within(lid).findByRole("alert")).toHaveTextContent(refusal);
    expect(lid).toHaveAttribute("aria-current", "step");
  });

  it("suggests the new-in-box route for a device confirmed new in box", async () => {
    server({ device: anAsset({ barcode: BARCODE, type: "serial", newInBox: "confirmed" }) });
    const user = userEvent.setup();
    renderSignedIn(<TestFlowPanel barcode={BARCODE} />);
    await screen.findByRole("group", { name: /Lid condition/ });
    await pick(user, "Lid condition", "Like new");
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "So far" })).toHaveTextContent(
        "Suggested: Resold or recycled · R2: New",
      ),
    );
  });

  it("lets the technician choose among several suites", async () => {
    server({ suites: [laptop, DEMO_DRIVE_SUITE] });
    const user = userEvent.setup();
    renderSignedIn(<TestFlowPanel barcode={BARCODE} />);
    await user.click(await screen.findByRole("button", { name: "Drive" }));
    expect(screen.getByRole("group", { name: /Casing condition/ })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: /Lid condition/ })).toBeNull();
  });
});

import { DEMO_LAPTOP_SUITE, type TestSuiteDetail, type TestSuiteVersion } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { DraftEditor } from "./DraftEditor";

const v1 = DEMO_LAPTOP_SUITE.versions[0] as TestSuiteVersion;
/** Three questions: 1 powers on (pass/fail), 2 keyboard (asked when 1 passed), 3 notes. */
const questions = [
  {
    id: "powers_on",
    section: "functional",
    kind: "pass_fail",
    prompt: "Powers on?",
    required: true,
    grades: { pass: "A", fail: "F" },
  },
  {
    id: "keyboard",
    section: "functional",
    kind: "pass_fail",
    prompt: "Keyboard works?",
    required: true,
    grades: { pass: "A", fail: "C" },
    showIf: [{ questionId: "powers_on", passed: true }],
  },
  { id: "notes", section: "exceptions", kind: "text", prompt: "Notes", required: false },
] satisfies TestSuiteVersion["questions"];

const suite = (withDraft: boolean): TestSuiteDetail => ({
  id: 4,
  name: "Laptop",
  productClassId: 1,
  productClassName: "Laptops",
  resultCount: 3,
  versions: [
    { ...v1, id: 10, suiteId: 4, version: 1, questions },
    ...(withDraft ? [{ ...v1, id: 11, suiteId: 4, version: 2, published: false, questions }] : []),
  ],
});

function server(answer: (call: SentCall) => FakeAnswer = () => ({ json: suite(true) })) {
  const calls: SentCall[] = fakeApi(() => answer(calls.at(-1) as SentCall));
  return calls;
}
const writes = (calls: SentCall[]) =>
  calls
    .filter((c) => c.method !== "GET")
    .map((c) => [c.method, c.url, c.body ? JSON.parse(String(c.body)) : null]);
const questionCard = (n: number) => screen.getByRole("region", { name: `Question ${n}` });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

// The editor is a large form; on a busy machine its renders take seconds.
describe("DraftEditor", { timeout: 30_000 }, () => {
  it("offers only earlier questions to a condition", async () => {
    server();
    const user = userEvent.setup();
    renderSignedIn(<DraftEditor suite={suite(true)} />);
    const second = questionCard(2);
    const select = within(second).getByLabelText("Condition 1: question");
    await user.click(select);
    const listOf = () => document.getElementById(select.getAttribute("aria-controls") ?? "");
    await waitFor(() => expect(listOf()).not.toBeNull());
    const offered = within(listOf() as HTMLElement)
      .getAllByRole("option", { hidden: true })
      .map((o) => o.textContent);
    expect(offered).toEqual(["1. Powers on?"]);
    // The first question can depend on nothing.
    expect(within(questionCard(1)).getByRole("button", { name: "Add condition" })).toBeDisabled();
  });

  it("drops a condition whose question no longer comes before it, and says so", async () => {
    server();
    const user = userEvent.setup();
    renderSignedIn(<DraftEditor suite={suite(true)} />);
    expect(within(questionCard(2)).getByText("Asked only when")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Move question 2 up" }));
    expect(within(questionCard(1)).getByText("Always asked")).toBeInTheDocument();
    expect(within(questionCard(1)).getByRole("textbox", { name: "Prompt" })).toHaveValue("Keyboard works?");
    expect(screen.getByRole("status")).toHaveTextContent(
      "1 condition on a question no longer before it was removed",
    );
  });

  it("puts a 422 refusal on the question it names and sends nothing else", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const message = '"Keyboard works?" may depend only on an earlier question, not lid';
    const calls = server((call) =>
      call.method === "PUT"
        ? { status: 422, json: { message, errors: { "questions.1.showIf.0.questionId": [message] } } }
        : { json: suite(true) },
    );
    const user = userEvent.setup();
    renderSignedIn(<DraftEditor suite={suite(true)} />);
    await user.click(within(questionCard(3)).getByRole("textbox", { name: "Prompt" }));
    await user.paste(" and marks");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await within(questionCard(2)).findByText(message)).toBeInTheDocument();
    expect(within(questionCard(1)).queryByText(message)).toBeNull();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]?.slice(0, 2)).toEqual(["PUT", "/spa/test_suites/4/draft"]);
  });

  it("checks the draft before sending: an empty prompt stays on its question", async () => {
    const calls = server();
    const user = userEvent.setup();
    renderSignedIn(<DraftEditor suite={suite(true)} />);
    await user.click(screen.getByRole("button", { name: "Add question" }));
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(within(questionCard(4)).getByText("A question needs a prompt")).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it("saves a new draft copied from the published version, then publishes it after confirming", async () => {
    const calls = server((call) =>
      call.url.endsWith("/publish")
        ? {
            json: {
              ...suite(false),
              versions: [...suite(false).versions, { ...v1, id: 12, suiteId: 4, version: 2, questions }],
            },
          }
        : {
            json: {
              ...suite(false),
              versions: [
                ...suite(false).versions,
                { ...v1, id: 12, suiteId: 4, version: 2, published: false, questions },
              ],
            },
          },
    );
    const user = userEvent.setup();
    renderSignedIn(<DraftEditor suite={suite(false)} />);
    expect(screen.getByRole("heading", { name: "Laptop: draft version 2" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Discard draft" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText("Publish version 2? Technicians will answer it from now on."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Publish version 2" }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    const [saved, published] = writes(calls) as [string, string, { questions: unknown[] }][];
    expect(saved?.slice(0, 2)).toEqual(["PUT", "/spa/test_suites/4/draft"]);
    expect(saved?.[2].questions).toEqual(questions);
    expect(published?.slice(0, 2)).toEqual(["POST", "/spa/test_suites/4/publish"]);
  });

  it("discards the draft only after confirming", async () => {
    const calls = server((call) => (call.method === "DELETE" ? { status: 204 } : { json: suite(true) }));
    const user = userEvent.setup();
    renderSignedIn(<DraftEditor suite={suite(true)} />);
    await user.click(screen.getByRole("button", { name: "Discard draft" }));
    expect(writes(calls)).toEqual([]);
    expect(await screen.findByText(/Discard draft version 2\? Its changes are lost/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Discard version 2" }));
    await waitFor(() => expect(writes(calls)).toEqual([["DELETE", "/spa/test_suites/4/draft", null]]));
  });
});

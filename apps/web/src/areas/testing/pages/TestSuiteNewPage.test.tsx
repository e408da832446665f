import { DEFAULT_EVALUATION_RULES, DEMO_LAPTOP_SUITE, type ProductClass } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi, type SentCall } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import TestSuiteNewPage from "./TestSuiteNewPage";

const laptops: ProductClass = {
  id: 3,
  name: "Laptops",
  tier: "standard" as ProductClass["tier"],
  serialized: true,
  description: null,
  r2MaterialType: "data",
  active: true,
  productCount: 12,
  attributeCount: 4,
  updatedAt: "2026-11-20T10:00:00.000Z",
};

function renderPage() {
  const calls: SentCall[] = fakeApi((method, url) => {
    if (method === "GET" && url.startsWith("/spa/classes")) return { json: [laptops] };
    if (method === "POST" && url === "/spa/test_suites")
      return {
        status: 201,
        json: {
          id: 9,
          name: "Laptop 2026",
          productClassId: 3,
          productClassName: "Laptops",
          versions: [],
          resultCount: 0,
        },
      };
    return { status: 404, json: { message: "Not found" } };
  });
  renderSignedIn(
    <Routes>
      <Route path="/" element={<TestSuiteNewPage />} />
      <Route path="/test-suites/:id/edit" element={<p>Editing the draft</p>} />
    </Routes>,
  );
  return calls;
}

async function chooseClass(user: ReturnType<typeof userEvent.setup>) {
  const select = screen.getByLabelText(/^Product class/, { selector: "input" });
  await user.click(select);
  const listOf = () => document.getElementById(select.getAttribute("aria-controls") ?? "");
  await waitFor(() => expect(listOf()).not.toBeNull());
  await user.click(within(listOf() as HTMLElement).getByRole("option", { name: "Laptops", hidden: true }));
}

const posts = (calls: SentCall[]) =>
  calls.filter((c) => c.method === "POST").map((c) => JSON.parse(String(c.body)));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("TestSuiteNewPage", { timeout: 20_000 }, () => {
  it("creates a suite from a copy of a demo suite and opens its draft", async () => {
    const calls = renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Laptop 2026");
    await waitFor(() => expect(screen.getByLabelText(/^Product class/, { selector: "input" })).toBeEnabled());
    await chooseClass(user);
    await user.click(screen.getByRole("radio", { name: /copy of the laptop demo suite/ }));
    await user.click(screen.getByRole("button", { name: "Create and edit the draft" }));
    expect(await screen.findByText("Editing the draft")).toBeInTheDocument();
    const version = DEMO_LAPTOP_SUITE.versions[0];
    expect(posts(calls)).toEqual([
      {
        name: "Laptop 2026",
        productClassId: 3,
        questions: version?.questions,
        evaluation: version?.evaluation,
      },
    ]);
  });

  it("starts from one pass/fail question, and needs its prompt", async () => {
    const calls = renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Tablet");
    await waitFor(() => expect(screen.getByLabelText(/^Product class/, { selector: "input" })).toBeEnabled());
    await chooseClass(user);
    await user.click(screen.getByRole("button", { name: "Create and edit the draft" }));
    expect(await screen.findByText("A question needs a prompt")).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: "First question" }), "Powers on?");
    await user.click(screen.getByRole("button", { name: "Create and edit the draft" }));
    expect(await screen.findByText("Editing the draft")).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        name: "Tablet",
        productClassId: 3,
        questions: [
          {
            id: "q1",
            section: "functional",
            kind: "pass_fail",
            prompt: "Powers on?",
            required: true,
            grades: { pass: "A", fail: "F" },
          },
        ],
        evaluation: DEFAULT_EVALUATION_RULES,
      },
    ]);
  });
});

import type { ProductClass } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi, type SentCall } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { ClassForm } from "./ClassForm";

const drives: ProductClass = {
  id: 5,
  name: "Drives",
  tier: "secondary",
  serialized: true,
  description: null,
  r2MaterialType: null,
  active: true,
  productCount: 0,
  attributeCount: 0,
  updatedAt: "2026-11-20T10:00:00.000Z",
};

function renderForm() {
  const calls: SentCall[] = fakeApi((method, url) => {
    if (method === "PUT" && url === "/spa/classes/5")
      return { json: { ...drives, r2MaterialType: "data" } satisfies ProductClass };
    return { status: 404, json: { message: "Not found" } };
  });
  renderSignedIn(
    <Routes>
      <Route path="/" element={<ClassForm productClass={drives} />} />
      <Route path="/classes/:id" element={<p>The class page</p>} />
    </Routes>,
  );
  return calls;
}

// jsdom has no font loading; Mantine's autosizing description field listens for it.
beforeAll(() => {
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("ClassForm", { timeout: 20_000 }, () => {
  it("saves the R2 material type chosen in its select", async () => {
    const calls = renderForm();
    const user = userEvent.setup();
    const select = screen.getByLabelText(/^R2 material type/, { selector: "input" });
    await user.click(select);
    const listOf = () => document.getElementById(select.getAttribute("aria-controls") ?? "");
    await waitFor(() => expect(listOf()).not.toBeNull());
    await user.click(
      within(listOf() as HTMLElement).getByRole("option", { name: "Data-bearing devices", hidden: true }),
    );
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The class page")).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === "PUT").map((c) => JSON.parse(String(c.body)));
    expect(puts).toEqual([expect.objectContaining({ name: "Drives", r2MaterialType: "data" })]);
  });
});

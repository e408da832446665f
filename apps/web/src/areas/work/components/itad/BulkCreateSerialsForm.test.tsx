import { checkSerialLines } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { type FakeAnswer, fakeApi, type SentCall } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { BulkCreateSerialsForm } from "./BulkCreateSerialsForm";

const SLUG = "dal-so-7";
const CHECK_URL = `/spa/activities/${SLUG}/serials/check`;
const BULK_URL = `/spa/activities/${SLUG}/serials/bulk`;
const JOB_ID = "6f1c2d3e-1111-4222-8333-944455556666";
const LAPTOP = {
  id: 12,
  name: "Laptop 14in",
  type: "serialized",
  className: null,
  brandName: null,
  matchedAlias: null,
};

let bulkAnswers: FakeAnswer[] = [];
let jobAnswers: FakeAnswer[] = [];
let exists = new Set<string>();
let calls: SentCall[] = [];

/** The server's check: the domain's line rule plus "exists" for the serials it knows. */
function serverCheck(body: unknown): FakeAnswer {
  const { text } = JSON.parse(String(body)) as { text: string };
  const lines = checkSerialLines(text).map((l) =>
    l.problem === null && exists.has(l.serial) ? { ...l, problem: "exists" } : l,
  );
  return { json: { lines, count: lines.length, problems: lines.filter((l) => l.problem).length } };
}

beforeEach(() => {
  bulkAnswers = [];
  jobAnswers = [];
  exists = new Set();
  calls = fakeApi((method, url) => {
    if (method === "GET" && url.startsWith("/spa/products/find")) return { json: [LAPTOP] };
    if (method === "POST" && url === CHECK_URL) return serverCheck(calls.at(-1)?.body);
    if (method === "POST" && url === BULK_URL)
      return bulkAnswers.shift() ?? { status: 500, json: { message: "unexpected" } };
    if (method === "GET" && url === `/spa/jobs/${JOB_ID}`)
      return jobAnswers.shift() ?? { status: 500, json: { message: "unexpected" } };
    return { status: 404, json: { message: `no route ${method} ${url}` } };
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

const posts = (url: string) => calls.filter((c) => c.method === "POST" && c.url === url);
const sentBody = (url: string, i: number) => JSON.parse(String(posts(url)[i]?.body));

function job(status: string, result: unknown = null) {
  return {
    id: JOB_ID,
    kind: "itad.bulk_serials",
    status,
    progress: status === "succeeded" ? 1 : 0.5,
    result,
    error: null,
    createdAt: "2026-11-26T02:00:00.000Z",
    updatedAt: "2026-11-26T02:00:01.000Z",
  };
}

/** Scans the bin, chooses the laptop and pastes the list. */
async function fill(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole("textbox", { name: "Target bin" }), "bin-dal-9{Enter}");
  const product = screen.getByRole("combobox", { name: "Product" });
  // Enter in the bin box moved on to the product, as a scanner user expects.
  expect(product).toHaveFocus();
  await user.type(product, "laptop");
  await waitFor(() => expect(screen.getByRole("option", { name: "Laptop 14in", hidden: true })).toBeTruthy());
  await user.keyboard("{ArrowDown}{Enter}");
  await user.click(screen.getByRole("textbox", { name: "Serials" }));
  await user.paste(text);
}

describe("BulkCreateSerialsForm", { timeout: 20_000 }, () => {
  it("shows the duplicate and the known serial before anything is written, and creates only a clean list", async () => {
    exists = new Set(["SN-KNOWN"]);
    bulkAnswers = [{ status: 201, json: { created: 2, barcodes: ["S-1", "S-2"] } }];
    const user = userEvent.setup();
    renderSignedIn(<BulkCreateSerialsForm slug={SLUG} />);
    await fill(user, "sn-1\nSN-2\nsn-known\nSN-1\n");
    expect(screen.getByRole("button", { name: "Create serials" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Check" }));
    const problems = await screen.findByRole("list", { name: "Problem lines" });
    const items = within(problems)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    // The duplicate comes first, then the other problems by line.
    expect(items).toEqual(["Line 4: SN-1 is in the list twice", "Line 3: SN-KNOWN is already in the system"]);
    expect(sentBody(CHECK_URL, 0)).toEqual({ binBarcode: "BIN-DAL-9", text: "sn-1\nSN-2\nsn-known\nSN-1\n" });
    expect(screen.getByRole("button", { name: "Create serials" })).toBeDisabled();
    expect(posts(BULK_URL)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Drop these lines" }));
    expect(screen.getByRole("textbox", { name: "Serials" })).toHaveValue("sn-1\nSN-2\n");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText(/2 serials are ready to create/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create 2 serials" }));

    expect(await screen.findByText("2 serials were created in BIN-DAL-9.")).toBeInTheDocument();
    expect(sentBody(BULK_URL, 0)).toEqual({
      binBarcode: "BIN-DAL-9",
      text: "sn-1\nSN-2\n",
      productId: 12,
      requestKey: expect.any(String),
    });
    expect(screen.getByRole("textbox", { name: "Serials" })).toHaveValue("");
  });

  it("shows a blank line without asking the server when no bin is scanned", async () => {
    const user = userEvent.setup();
    renderSignedIn(<BulkCreateSerialsForm slug={SLUG} />);
    await user.click(screen.getByRole("textbox", { name: "Serials" }));
    await user.paste("A1\n\nA2");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText("Line 2 is blank")).toBeInTheDocument();
    expect(screen.getByText("Scan the bin the serials go into")).toBeInTheDocument();
    expect(posts(CHECK_URL)).toHaveLength(0);
  });

  it("above 500 serials follows the job to its end; a retry after a lost answer sends the same request key", async () => {
    bulkAnswers = [
      { status: 503, json: { message: "The service is unavailable" } },
      { status: 202, json: { jobId: JOB_ID } },
    ];
    jobAnswers = [{ json: job("running") }, { json: job("succeeded", { created: 600 }) }];
    const user = userEvent.setup();
    renderSignedIn(<BulkCreateSerialsForm slug={SLUG} />);
    const list = Array.from({ length: 600 }, (_, i) => `SN-${i + 1}`).join("\n");
    await fill(user, list);
    expect(screen.getByText(/600 lines · created in the background/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Check" }));
    await user.click(await screen.findByRole("button", { name: "Create 600 serials" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing was created");
    expect(screen.getByRole("alert")).toHaveTextContent("Send again to retry");

    await user.click(screen.getByRole("button", { name: "Create 600 serials" }));
    expect(await screen.findByRole("progressbar", { name: "Creating serials" })).toBeInTheDocument();
    expect(
      await screen.findByText("600 serials were created in BIN-DAL-9.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sentBody(BULK_URL, 1).requestKey).toBe(sentBody(BULK_URL, 0).requestKey);
  });

  it("a list refused at create time (a serial made meanwhile) asks for a new check, nothing written", async () => {
    bulkAnswers = [
      {
        status: 422,
        json: {
          message: "1 line needs attention",
          errors: { text: ["Line 1: SN-1 is already in the system"] },
        },
      },
    ];
    const user = userEvent.setup();
    renderSignedIn(<BulkCreateSerialsForm slug={SLUG} />);
    await fill(user, "SN-1");
    await user.click(screen.getByRole("button", { name: "Check" }));
    await user.click(await screen.findByRole("button", { name: "Create 1 serial" }));
    expect(await screen.findByText("Line 1: SN-1 is already in the system")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing was created: 1 line needs attention");
    expect(screen.getByRole("button", { name: "Create serials" })).toBeDisabled();
  });
});

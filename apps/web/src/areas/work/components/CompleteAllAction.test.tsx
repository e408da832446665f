import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { CompleteAllAction } from "./CompleteAllAction";
import { NotInProcessing, ProcessingAssetView } from "./ProcessingAssetView";

const SLUG = "dal-proc-3";
const JOB_ID = "6f1c2d3e-1111-4222-8333-944455556666";

function job(status: string, result: unknown = null) {
  return {
    id: JOB_ID,
    kind: "work.complete_all",
    status,
    progress: status === "succeeded" ? 1 : 0.4,
    result,
    error: null,
    createdAt: "2026-11-25T12:00:00.000Z",
    updatedAt: "2026-11-25T12:00:01.000Z",
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

describe("CompleteAllAction", () => {
  it("asks first, then follows the job and shows its answer", async () => {
    let polls = 0;
    const calls = fakeApi((method, url) => {
      if (method === "POST" && url === `/spa/activities/${SLUG}/events/complete`)
        return { status: 202, json: { jobId: JOB_ID } };
      if (method === "GET" && url === `/spa/jobs/${JOB_ID}`) {
        polls += 1;
        return {
          json: polls < 2 ? job("running") : job("succeeded", { count: 37, message: "37 assets completed" }),
        };
      }
      return { status: 404, json: { message: `no route ${method} ${url}` } };
    });
    const user = userEvent.setup();
    renderSignedIn(<CompleteAllAction slug={SLUG} orderNoun="processing job" />);

    await user.click(screen.getByRole("button", { name: "Complete all" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete all?" });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Complete all" }));

    expect(await screen.findByText("37 assets completed", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(polls).toBeGreaterThanOrEqual(2);
  });

  it("cancelling the question starts nothing", async () => {
    const calls = fakeApi(() => ({ status: 404, json: { message: "no route" } }));
    const user = userEvent.setup();
    renderSignedIn(<CompleteAllAction slug={SLUG} orderNoun="shop order" />);
    await user.click(screen.getByRole("button", { name: "Complete all" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete all?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });
});

describe("a processing job's asset page", () => {
  it("says the asset is not in processing when the lookup answers 404 (SPEC §4)", async () => {
    const calls = fakeApi(() => ({ status: 404, json: { message: "B-2 is not in processing" } }));
    renderSignedIn(<ProcessingAssetView slug={SLUG} barcode="B-2" />);
    expect(
      await screen.findByRole("heading", { name: "This asset is not in processing" }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/spa/activities/${SLUG}/assets/B-2?type=processing`);
    expect(screen.getByRole("link", { name: "Back to the assets in processing" })).toHaveAttribute(
      "href",
      `/processing/${SLUG}/assets`,
    );
  });

  it("names the complete step in its explanation", () => {
    renderSignedIn(<NotInProcessing slug={SLUG} barcode="B-2" />);
    expect(screen.getByText(/its latest step is "100% Complete"/)).toBeInTheDocument();
  });
});

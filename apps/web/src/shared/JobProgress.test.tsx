import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { JobProgress } from "./JobProgress";
import { JOB_POLL_MAX_MS, JOB_TIMEOUT_MESSAGE, jobPollDelay } from "./use-job";

const JOB_ID = "6f1c2d3e-1111-4222-8333-944455556666";

function job(status: string, progress: number, extra: Record<string, unknown> = {}) {
  return {
    id: JOB_ID,
    kind: "asn-import",
    status,
    progress,
    result: null,
    error: null,
    createdAt: "2026-11-21T08:00:00.000Z",
    updatedAt: "2026-11-21T08:00:00.000Z",
    ...extra,
  };
}

/** Answers the site state, then the job's states in turn (the last one repeats). */
function mockServer(audience: string, states: unknown[]) {
  const jobCalls: string[] = [];
  const fetchMock = vi.fn(async (input: string) => {
    if (input === "/spa/site") {
      return new Response(JSON.stringify({ user: { audience }, warehouses: [] }), { status: 200 });
    }
    jobCalls.push(input);
    const body = states[Math.min(jobCalls.length - 1, states.length - 1)];
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return jobCalls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("JobProgress", () => {
  it("shows the job waiting, then its progress, then done, and stops polling", async () => {
    const calls = mockServer("operator", [
      job("queued", 0),
      job("running", 0.4),
      job("succeeded", 1, { result: { inserted: 3000 } }),
    ]);
    const onSucceeded = vi.fn();
    renderWithProviders(<JobProgress jobId={JOB_ID} label="Importing the ASN" onSucceeded={onSucceeded} />);

    expect(await screen.findByText("Waiting to start… 0%")).toBeInTheDocument();
    expect(await screen.findByText("Working… 40%", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Importing the ASN" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(await screen.findByText("Done 100%", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(onSucceeded.mock.calls[0]?.[0]).toMatchObject({ result: { inserted: 3000 } });
    expect(calls).toEqual([`/spa/jobs/${JOB_ID}`, `/spa/jobs/${JOB_ID}`, `/spa/jobs/${JOB_ID}`]);

    // Nothing more is asked once the job has ended.
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MAX_MS + 200));
    expect(calls).toHaveLength(3);
  }, 10_000);

  it("polls through the client family and hands a failed job's 422 body to the screen", async () => {
    const calls = mockServer("client", [
      job("running", 0.1),
      job("failed", 0.1, {
        error: {
          status: 422,
          message: "1 row needs attention",
          errors: { "rows.3.quantity": ["Not a number"] },
        },
      }),
    ]);
    const onFailed = vi.fn();
    renderWithProviders(<JobProgress jobId={JOB_ID} label="Importing the ASN" onFailed={onFailed} />);
    expect(await screen.findByText("Importing the ASN failed", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("1 row needs attention")).toBeInTheDocument();
    expect(calls[0]).toBe(`/spa/client/jobs/${JOB_ID}`);
    expect(onFailed).toHaveBeenCalledTimes(1);
    const error = onFailed.mock.calls[0]?.[0];
    expect(error.status).toBe(422);
    expect(error.fieldErrors()).toEqual({ "rows.3.quantity": "Not a number" });
  });

  it("gives up with a clear message when the job takes too long", async () => {
    mockServer("operator", [job("running", 0.2)]);
    const onGaveUp = vi.fn();
    renderWithProviders(
      <JobProgress jobId={JOB_ID} label="Importing the ASN" timeoutMs={600} onGaveUp={onGaveUp} />,
    );
    expect(await screen.findByText(JOB_TIMEOUT_MESSAGE, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(onGaveUp).toHaveBeenCalledWith(JOB_TIMEOUT_MESSAGE);
  });

  it("backs off from about 300 ms to 2 s", () => {
    expect(jobPollDelay(0)).toBe(300);
    expect(jobPollDelay(1)).toBe(450);
    expect(jobPollDelay(3)).toBeGreaterThan(jobPollDelay(2));
    expect(jobPollDelay(20)).toBe(2000);
  });
});

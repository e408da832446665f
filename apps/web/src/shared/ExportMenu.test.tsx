import { Notifications } from "@mantine/notifications";
import { exportActivities, exportLoads, exportUsers } from "@ops/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { ExportMenu } from "./ExportMenu";
import { setCallerFamily } from "./endpoints";

const JOB_ID = "6f1c2d3e-1111-4222-8333-944455556666";

/** Records the files handed to the browser's downloads. */
function captureDownloads() {
  const saved: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute("href") ?? "", name: this.download });
  });
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:export", revokeObjectURL: () => {} }),
  );
  return saved;
}

afterEach(() => {
  setCallerFamily(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ExportMenu", () => {
  it("asks for the list as filtered and saves the file under the server's name", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response("Load\r\ndal-in-1\r\n", {
          status: 200,
          headers: { "Content-Disposition": `attachment; filename="inbound-loads.csv"` },
        });
      }),
    );
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderWithProviders(
      <ExportMenu
        source={{ endpoint: exportActivities, query: { type: "inbound", search: "po 7" }, fileName: "x" }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "CSV (.csv)", hidden: true }));
    await vi.waitFor(() => expect(saved).toEqual([{ href: "blob:export", name: "inbound-loads.csv" }]));
    expect(calls).toEqual(["/spa/activities/export?type=inbound&search=po+7&format=csv"]);
  });

  it("follows a long export's job and then fetches its file", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/spa/site") return new Response(JSON.stringify({ user: { audience: "client" } }));
        if (url.includes("/export")) return new Response(JSON.stringify({ jobId: JOB_ID }), { status: 202 });
        return new Response(
          JSON.stringify({
            id: JOB_ID,
            kind: "list_export",
            status: "succeeded",
            progress: 1,
            result: { fileName: "loads.xlsx", rows: 12000, downloadPath: `/client/jobs/${JOB_ID}/file` },
            error: null,
            createdAt: "2026-11-25T08:00:00.000Z",
            updatedAt: "2026-11-25T08:00:00.000Z",
          }),
        );
      }),
    );
    const saved = captureDownloads();
    const user = userEvent.setup();
    setCallerFamily("client");
    renderWithProviders(
      <>
        <Notifications />
        <ExportMenu source={{ endpoint: exportLoads, fileName: "loads" }} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "Excel (.xlsx)", hidden: true }));
    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: `/spa/client/jobs/${JOB_ID}/file`, name: "loads.xlsx" }]),
    );
    expect(await screen.findByText("12,000 rows exported")).toBeInTheDocument();
  });

  it("says why an export was refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message: "This list has 120,000 rows; an export holds at most 100,000.",
              errors: { format: ["This list has 120,000 rows; an export holds at most 100,000."] },
            }),
            { status: 422 },
          ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Notifications />
        <ExportMenu source={{ endpoint: exportUsers, fileName: "users" }} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "CSV (.csv)", hidden: true }));
    expect(await screen.findByText(/an export holds at most 100,000/)).toBeInTheDocument();
  });
});

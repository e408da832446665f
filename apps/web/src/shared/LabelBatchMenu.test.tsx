import { Notifications } from "@mantine/notifications";
import { printActivityAssetLabels } from "@ops/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { LabelBatchMenu } from "./LabelBatchMenu";

const JOB_ID = "6f1c2d3e-1111-4222-8333-944455556677";

type Sent = { url: string; method: string; body: unknown };

/** Records the calls made and the files handed to the browser (downloads and new tabs). */
function capture(answer: (url: string) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({
        url,
        method: init.method ?? "GET",
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer(url);
    }),
  );
  const saved: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute("href") ?? "", name: this.download });
  });
  const opened: string[] = [];
  vi.spyOn(window, "open").mockImplementation((url) => {
    opened.push(String(url));
    return {} as Window;
  });
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:labels", revokeObjectURL: () => {} }),
  );
  return { sent, saved, opened };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const menu = (body: Record<string, unknown>) => (
  <>
    <Notifications />
    <LabelBatchMenu
      endpoint={printActivityAssetLabels}
      params={{ slug: "dal-in-1" }}
      body={body}
      label="Print labels"
      fileName="labels-dal-in-1"
    />
  </>
);

describe("LabelBatchMenu", () => {
  it("posts the selection with the format and opens a small batch's PDF in a new tab", async () => {
    const { sent, opened, saved } = capture(
      () =>
        new Response("%PDF-1.3", {
          headers: { "Content-Disposition": `inline; filename="labels-dal-in-1.pdf"` },
        }),
    );
    const user = userEvent.setup();
    renderWithProviders(menu({ barcodes: ["A1", "A2"] }));
    await user.click(screen.getByRole("button", { name: "Print labels" }));
    await user.click(await screen.findByRole("menuitem", { name: "PDF (opens in a new tab)", hidden: true }));
    await vi.waitFor(() => expect(opened).toEqual(["blob:labels"]));
    expect(saved).toEqual([]);
    expect(sent).toEqual([
      {
        url: "/spa/activities/dal-in-1/labels",
        method: "POST",
        body: { barcodes: ["A1", "A2"], format: "pdf" },
      },
    ]);
  });

  it("downloads ZPL rather than opening it", async () => {
    const { saved, opened } = capture(
      () =>
        new Response("^XA^XZ", {
          headers: { "Content-Disposition": `attachment; filename="labels-dal-in-1.zpl"` },
        }),
    );
    const user = userEvent.setup();
    renderWithProviders(menu({}));
    await user.click(screen.getByRole("button", { name: "Print labels" }));
    await user.click(
      await screen.findByRole("menuitem", { name: "ZPL for a thermal printer", hidden: true }),
    );
    await vi.waitFor(() => expect(saved).toEqual([{ href: "blob:labels", name: "labels-dal-in-1.zpl" }]));
    expect(opened).toEqual([]);
  });

  it("follows a large batch's job, then downloads its file and keeps offering it", async () => {
    const { saved } = capture((url) => {
      if (url === "/spa/site") return new Response(JSON.stringify({ user: { audience: "operator" } }));
      if (url.endsWith("/labels")) return new Response(JSON.stringify({ jobId: JOB_ID }), { status: 202 });
      return new Response(
        JSON.stringify({
          id: JOB_ID,
          kind: "asset_labels",
          status: "succeeded",
          progress: 1,
          result: { fileName: "labels-dal-in-1.pdf", labels: 250, downloadPath: `/jobs/${JOB_ID}/file` },
          error: null,
          createdAt: "2026-11-25T08:00:00.000Z",
          updatedAt: "2026-11-25T08:00:00.000Z",
        }),
      );
    });
    const user = userEvent.setup();
    renderWithProviders(menu({}));
    await user.click(screen.getByRole("button", { name: "Print labels" }));
    await user.click(await screen.findByRole("menuitem", { name: "PDF (opens in a new tab)", hidden: true }));
    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: `/spa/jobs/${JOB_ID}/file`, name: "labels-dal-in-1.pdf" }]),
    );
    expect(await screen.findByText("250 labels ready")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Done 100%");
    expect(screen.getByRole("link", { name: /Download the 250 labels/ })).toHaveAttribute(
      "href",
      `/spa/jobs/${JOB_ID}/file`,
    );
  });
});

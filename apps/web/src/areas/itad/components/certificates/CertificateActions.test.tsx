import type { Certificate, CertificateReadiness } from "@ops/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../../shared/endpoints";
import { fakeApi } from "../../../../test/fake-api";
import { renderSignedIn } from "../../../../test/render-signed-in";
import { CertificateActions } from "./CertificateActions";
import { CertificateReadinessPanel } from "./CertificateReadinessPanel";

const SLUG = "dal-in-100042";
const JOB_ID = "6f1c2d3e-1111-4222-8333-944455556666";

const ready: CertificateReadiness = {
  kind: "destruction",
  serialCount: 3,
  dataBearingCount: 2,
  missingCount: 0,
  missing: [],
  current: null,
};

const valid: Certificate = {
  id: 1,
  number: "COD-2026-000001-ABCDEF",
  kind: "destruction",
  status: "valid",
  activitySlug: SLUG,
  accountId: 4,
  accountName: "Acme",
  sha256: "ab".repeat(32),
  documentId: 9,
  serialCount: 3,
  dataBearingCount: 2,
  totalWeight: 12.5,
  summary: { weights: {}, methods: { purge: 2 } },
  issuedAt: "2026-11-26T08:00:00.000Z",
  issuedBy: "Wendy Lead",
  revokedAt: null,
  revokeReason: null,
  replaces: null,
  replacedBy: null,
  verificationUrl: "https://ops.example/certificates/COD-2026-000001-ABCDEF",
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCallerFamily(null);
});

async function dialogNamed(name: string) {
  return within(await screen.findByRole("dialog", { name }));
}

describe("CertificateActions", () => {
  it("shows the refusal naming the serials without a record when issuing is blocked, and starts no job", async () => {
    const message = "2 data-bearing serials have no sanitization record: SN-1, SN-2";
    const calls = fakeApi((method, url) => {
      if (method === "POST" && url === `/spa/activities/${SLUG}/certificates`)
        return { status: 409, json: { message } };
      return { json: { data: [] } };
    });
    const user = userEvent.setup();
    renderSignedIn(<CertificateActions slug={SLUG} readiness={ready} />);
    expect(await screen.findByText("No certificate has been issued for this load.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Issue certificate" }));
    await user.click(
      (await dialogNamed("Issue certificate?")).getByRole("button", { name: "Issue certificate" }),
    );

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Certificate not issued");
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith("/spa/jobs/"))).toEqual([]);
  });

  it("issues as a job: follows its progress to done and reads the list again", async () => {
    let issued = false;
    const calls = fakeApi((method, url) => {
      if (method === "POST" && url === `/spa/activities/${SLUG}/certificates`) {
        issued = true;
        return { status: 202, json: { jobId: JOB_ID } };
      }
      if (url === `/spa/jobs/${JOB_ID}`) {
        const at = "2026-11-26T08:00:00.000Z";
        const job = { id: JOB_ID, kind: "certificate_issue", status: "succeeded", progress: 1 };
        const result = { number: valid.number, certificateId: 1 };
        return { json: { ...job, result, error: null, createdAt: at, updatedAt: at } };
      }
      return { json: { data: issued ? [valid] : [] } };
    });
    const user = userEvent.setup();
    renderSignedIn(<CertificateActions slug={SLUG} readiness={ready} />);
    await user.click(await screen.findByRole("button", { name: "Issue certificate" }));
    await user.click(
      (await dialogNamed("Issue certificate?")).getByRole("button", { name: "Issue certificate" }),
    );

    expect(
      await screen.findByText(`Certificate ${valid.number} issued`, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole("table", { name: "Certificates" })).findByText(valid.number),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(JSON.parse(String(post?.body))).toEqual({ reason: null });
  });

  it("revokes only with a reason, then says so", async () => {
    const calls = fakeApi((method, url) => {
      if (method === "POST" && url === `/spa/certificates/${valid.number}/revoke`)
        return { json: { ...valid, status: "revoked" } };
      return { json: { data: [valid] } };
    });
    const user = userEvent.setup();
    renderSignedIn(<CertificateActions slug={SLUG} readiness={{ ...ready, current: valid.number }} />);
    // A valid certificate is reissued from its row, not issued again.
    expect(await screen.findByText(valid.number)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Issue certificate" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Revoke" }));
    const dialog = await dialogNamed("Revoke certificate?");
    await user.click(dialog.getByRole("button", { name: "Revoke" }));
    expect(await dialog.findByText("Say why the certificate is revoked")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.type(dialog.getByRole("textbox", { name: "Reason" }), "Wrong account on the paper");
    await user.click(dialog.getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText(`Certificate ${valid.number} revoked`)).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe(`/spa/certificates/${valid.number}/revoke`);
    expect(JSON.parse(String(post?.body))).toEqual({ reason: "Wrong account on the paper" });
  });

  it("reissues with the reason it asks for", async () => {
    const calls = fakeApi((method) =>
      method === "POST" ? { status: 202, json: { jobId: JOB_ID } } : { json: { data: [valid] } },
    );
    const user = userEvent.setup();
    renderSignedIn(<CertificateActions slug={SLUG} readiness={{ ...ready, current: valid.number }} />);
    await user.click(await screen.findByRole("button", { name: "Reissue" }));
    const dialog = await dialogNamed("Reissue certificate?");
    await user.click(dialog.getByRole("button", { name: "Reissue" }));
    expect(await dialog.findByText("Say why the certificate is revoked")).toBeInTheDocument();
    await user.type(dialog.getByRole("textbox", { name: "Reason" }), "Weights corrected");
    await user.click(dialog.getByRole("button", { name: "Reissue" }));
    await vi.waitFor(() => {
      const post = calls.find((c) => c.method === "POST");
      expect(post?.url).toBe(`/spa/activities/${SLUG}/certificates`);
      expect(JSON.parse(String(post?.body))).toEqual({ reason: "Weights corrected" });
    });
  });

  it("offers no actions to whoever may not issue certificates", async () => {
    fakeApi(() => ({ json: { data: [valid] } }));
    renderSignedIn(<CertificateActions slug={SLUG} readiness={ready} />, "operator", ["activities.view"]);
    expect(await screen.findByText(valid.number)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      `/spa/certificates/${valid.number}/pdf`,
    );
    expect(screen.queryByRole("button", { name: "Issue certificate" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Revoke" })).not.toBeInTheDocument();
  });
});

describe("CertificateReadinessPanel", () => {
  it("says when the account gets no certificate and links each serial lacking a record to its device", () => {
    renderSignedIn(
      <CertificateReadinessPanel
        readiness={{
          ...ready,
          kind: null,
          missingCount: 3,
          missing: [
            { barcode: "A100", serialNumber: "SN-1", state: "missing" },
            { barcode: "A101", serialNumber: null, state: "failed" },
          ],
        }}
      />,
    );
    expect(screen.getByText("No certificate for this account")).toBeInTheDocument();
    expect(screen.getByText(/the first 2 listed/)).toBeInTheDocument();
    const table = within(screen.getByRole("table", { name: "Serials without a record" }));
    expect(table.getByRole("link", { name: "A100" })).toHaveAttribute("href", "/assets/A100");
    expect(table.getByText("Erasure failed")).toBeInTheDocument();
  });
});

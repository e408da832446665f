import type { CertificateVerification as Verification } from "@ops/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../test/fake-api";
import { renderWithProviders } from "../../../../test/render";
import { CertificateVerification } from "./CertificateVerification";

const NUMBER = "COD-2026-000001-ABCDEF";
const SHA = "0f".repeat(32);

const valid: Verification = {
  number: NUMBER,
  kind: "destruction",
  status: "valid",
  issuedAt: "2026-11-20T15:00:00.000Z",
  revokedAt: null,
  sha256: SHA,
  serialCount: 120,
  dataBearingCount: 80,
  totalWeight: 1234.5,
  replacedBy: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CertificateVerification (public)", () => {
  it("says a valid certificate is valid, with its number, kind, counts and hash, asking the public call only", async () => {
    const calls = fakeApi(() => ({ json: valid }));
    renderWithProviders(<CertificateVerification number={NUMBER} />);

    // The verdict is a status named by its badge (what a browser test looks for).
    expect(await screen.findByRole("status", { name: "Valid" })).toHaveTextContent(/^Valid/);
    expect(screen.queryByText("Revoked")).not.toBeInTheDocument();
    expect(screen.getByText(NUMBER)).toBeInTheDocument();
    expect(screen.getByText("Certificate of data destruction")).toBeInTheDocument();
    expect(screen.getByText("120")).toBeInTheDocument();
    expect(screen.getByText("80")).toBeInTheDocument();
    expect(screen.getByText("1,234.5 lbs")).toBeInTheDocument();
    expect(screen.getByText(SHA)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET /spa/no_user/certificates/${NUMBER}`]);
  });

  it("says a revoked certificate is revoked, when, and which number replaced it", async () => {
    fakeApi(() => ({
      json: {
        ...valid,
        status: "revoked",
        revokedAt: "2026-11-22T10:00:00.000Z",
        replacedBy: "COD-2026-000002-GHJKLM",
      },
    }));
    renderWithProviders(<CertificateVerification number={NUMBER} />);

    // The verdict (its badge and words), then the facts with the revocation's date.
    const verdict = await screen.findByRole("status", { name: "Revoked" });
    expect(verdict).toHaveTextContent(/^Revoked/);
    expect(screen.queryByText("Valid")).not.toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Revoked" })).toBeInTheDocument();
    expect(
      screen.getByText(/was revoked on Nov 22, 2026 and replaced by COD-2026-000002-GHJKLM/),
    ).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Replaced by" })).toBeInTheDocument();
  });

  it("answers an unknown number with no certificate, and nothing else", async () => {
    fakeApi(() => ({ status: 404, json: { message: "Certificate not found" } }));
    renderWithProviders(<CertificateVerification number="COD-2026-999999-ZZZZZZ" />);

    expect(await screen.findByText("No certificate with this number")).toBeInTheDocument();
    expect(screen.queryByText("Valid")).not.toBeInTheDocument();
    expect(screen.queryByText("Revoked")).not.toBeInTheDocument();
  });
});

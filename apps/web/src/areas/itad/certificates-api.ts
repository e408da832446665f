// The calls of a load's certificates, its serial report and the public verification (issue 16),
// typed by the endpoints of packages/domain/src/itad/sanitization.endpoints.ts.
import {
  type CertificateReadiness,
  downloadCertificate,
  exportSerialReport,
  getCertificateReadiness,
  getSerialReport,
  issueCertificate,
  listCertificates,
  revokeCertificate,
  type SanitizationState,
  type SerialReport,
  verifyCertificate,
} from "@ops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { DataTablePageParams } from "../../shared/DataTable";
import type { ExportSource } from "../../shared/ExportMenu";
import { call, urlOf } from "../../shared/endpoints";

// Every key starts with "certificates" and the slug: issuing or revoking refreshes the list, the
// readiness and the serial report (its certificate numbers) of that load at once.
export const certificateKeys = {
  load: (slug: string) => ["certificates", slug] as const,
  list: (slug: string) => ["certificates", slug, "list"] as const,
  readiness: (slug: string) => ["certificates", slug, "readiness"] as const,
  serialReport: (slug: string, state: SanitizationState | null) =>
    ["certificates", slug, "serial-report", state ?? "all"] as const,
  verification: (number: string) => ["certificate-verification", number] as const,
};

export function useCertificates(slug: string) {
  return useQuery({
    queryKey: certificateKeys.list(slug),
    queryFn: () => call(listCertificates, { params: { slug } }),
  });
}

export function useCertificateReadiness(slug: string) {
  return useQuery<CertificateReadiness>({
    queryKey: certificateKeys.readiness(slug),
    queryFn: () => call(getCertificateReadiness, { params: { slug } }),
  });
}

/** Refreshes what a certificate changes on a load (list, readiness, serial report). */
export function useRefreshCertificates() {
  const client = useQueryClient();
  return useCallback(
    (slug: string) => client.invalidateQueries({ queryKey: certificateKeys.load(slug) }),
    [client],
  );
}

/** Starts the issuing job (202): with a reason it reissues over the valid certificate. */
export async function startIssue(slug: string, reason: string | null): Promise<string> {
  const accepted = await call(issueCertificate, { params: { slug }, body: { reason } });
  return accepted.jobId;
}

export function revoke(number: string, reason: string) {
  return call(revokeCertificate, { params: { number }, body: { reason } });
}

/** The PDF's address, for a link the browser downloads itself (in the user's family). */
export function certificatePdfUrl(number: string): string {
  return urlOf(downloadCertificate, { params: { number } });
}

/** One page of a load's serial report; the answer carries the whole load's counts by state. */
export function fetchSerialReportPage(
  slug: string,
  state: SanitizationState | null,
  params: DataTablePageParams,
): Promise<SerialReport> {
  return call(getSerialReport, {
    params: { slug },
    query: { ...params, ...(state ? { state } : {}) },
  });
}

export function serialReportExport(slug: string, state: SanitizationState | null): ExportSource {
  return {
    endpoint: exportSerialReport,
    params: { slug },
    query: state ? { state } : {},
    fileName: `serial-report-${slug}`,
  };
}

/** The public check of a certificate number (no session); 404 for an unknown one. */
export function useCertificateVerification(number: string) {
  return useQuery({
    queryKey: certificateKeys.verification(number),
    queryFn: () => call(verifyCertificate, { params: { number } }),
    enabled: number.length > 0,
  });
}

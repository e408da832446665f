import {
  createReport,
  deleteReport,
  downloadReport,
  getReport,
  getReportData,
  listDashboardAccounts,
  listProductClasses,
  listReportRecipients,
  listReports,
  type Paged,
  type ReportDefinitionInput,
  type ReportFileFormat,
  type ReportFrequency,
  type ReportsQuery,
  runReport,
  type SavedReport,
  scheduleReport,
  sendReport,
  unscheduleReport,
  updateReport,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../../shared/DataTable";
import { call, callDownload } from "../../../shared/endpoints";
import { saveBlob } from "../../../shared/save-file";
import { useSite } from "../../../shared/session";

// Every key starts with "reports", so a write refreshes the report, its data and the list.
export const reportKeys = {
  all: ["reports"] as const,
  list: () => ["reports", "list"] as const,
  report: (id: number) => ["reports", "report", id] as const,
  data: (id: number) => ["reports", "data", id] as const,
  recipients: () => ["reports", "recipients"] as const,
};

/** Whether the signed-in user is a client (their report calls carry clientView; SPEC §6). */
export function useIsClient(): boolean {
  return useSite().data?.user.audience === "client";
}

/** One page of the signed-in user's saved reports (the reports dashboard). */
export function fetchReportsPage(params: DataTablePageParams): Promise<Paged<SavedReport>> {
  return call(listReports, { query: params as ReportsQuery });
}

export function useReport(id: number) {
  return useQuery({
    queryKey: reportKeys.report(id),
    queryFn: () => call(getReport, { params: { id } }),
    enabled: id > 0,
    retry: false,
  });
}

/** A saved report run with its owner's access. */
export function useReportData(id: number) {
  return useQuery({
    queryKey: reportKeys.data(id),
    queryFn: () => call(getReportData, { params: { id } }),
    enabled: id > 0,
    retry: false,
  });
}

/** Runs a definition without saving it; staff requests drop clientView (SPEC §6). */
export function useRunReport() {
  const client = useIsClient();
  return useMutation({
    mutationFn: (definition: ReportDefinitionInput) =>
      call(runReport, { body: { definition, ...(client ? { clientView: true } : {}) } }),
  });
}

/** Writes answer the report as it now is: it replaces the cached one and the list refreshes. */
function useReportWrite<Input>(send: (input: Input) => Promise<SavedReport>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (report) => {
      client.setQueryData(reportKeys.report(report.id), report);
      await Promise.all([
        client.invalidateQueries({ queryKey: reportKeys.list() }),
        client.invalidateQueries({ queryKey: reportKeys.data(report.id) }),
      ]);
    },
  });
}

export function useCreateReport() {
  return useReportWrite((body: { name: string; definition: ReportDefinitionInput }) =>
    call(createReport, { body }),
  );
}

export function useUpdateReport(id: number) {
  return useReportWrite((body: { name: string; definition: ReportDefinitionInput }) =>
    call(updateReport, { params: { id }, body }),
  );
}

export function useScheduleReport(id: number) {
  return useReportWrite(
    (body: { frequency: ReportFrequency; format: ReportFileFormat; recipientIds: number[] }) =>
      call(scheduleReport, { params: { id }, body }),
  );
}

export function useUnscheduleReport(id: number) {
  return useReportWrite(() => call(unscheduleReport, { params: { id } }));
}

/** Sends a scheduled report now (a job); the schedule's status is read again when it is done. */
export function useSendReport(id: number) {
  return useMutation({ mutationFn: () => call(sendReport, { params: { id } }) });
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteReport, { params: { id } }),
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: reportKeys.report(id) });
      client.removeQueries({ queryKey: reportKeys.data(id) });
      await client.invalidateQueries({ queryKey: reportKeys.list() });
    },
  });
}

/** The people a schedule may send the signed-in user's reports to. */
export function useRecipients(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.recipients(),
    queryFn: () => call(listReportRecipients, {}),
    enabled,
    staleTime: 60_000,
  });
}

/** Fetches a saved report as a file and hands it to the browser's downloads. */
export async function downloadSavedReport(report: SavedReport, format: ReportFileFormat): Promise<void> {
  const answer = await callDownload(
    downloadReport,
    { params: { id: report.id }, query: { format } },
    `${report.name}.${format}`,
  );
  if (answer.kind === "file") saveBlob(answer.blob, answer.fileName);
}

/** The accounts a report can be filtered by (children too with show-child-accounts). */
export function useReportAccounts(showChildAccounts: boolean) {
  return useQuery({
    queryKey: ["reports", "accounts", showChildAccounts],
    queryFn: () =>
      call(listDashboardAccounts, { query: { showChildAccounts: showChildAccounts ? "true" : "false" } }),
    staleTime: 60_000,
  });
}

export function useReportClasses() {
  return useQuery({
    queryKey: ["reports", "classes"],
    queryFn: () => call(listProductClasses, { query: {} }),
    staleTime: 5 * 60_000,
  });
}

import {
  type AdjustmentBody,
  addSettlementAdjustment,
  downloadSettlement,
  finalizeSettlement,
  getSettlement,
  listAccounts,
  listStatements,
  type Paged,
  type SettlementStatement,
  type StatementSummary,
  type StatementsQuery,
  type UpdateDraftBody,
  updateSettlementDraft,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call, callDownload } from "../../shared/endpoints";
import { saveBlob } from "../../shared/save-file";
import { useAccountsBase, useFamilyPrefix } from "../accounts/family";

/** The statements list's filters besides paging, search and sort. */
export type StatementsFilter = Partial<Pick<StatementsQuery, "status" | "accountId">>;

// Every key starts with "settlement" and the family, so a write refreshes the statement and lists.
export const settlementKeys = {
  all: ["settlement"] as const,
  statement: (family: string, slug: string) => ["settlement", family, "statement", slug] as const,
  list: (family: string, filter: StatementsFilter) => ["settlement", family, "list", filter] as const,
};

/** A load's statement: the live draft (operators) or the final one. */
export function useSettlement(slug: string) {
  const family = useFamilyPrefix();
  return useQuery({
    queryKey: settlementKeys.statement(family, slug),
    queryFn: () => call(getSettlement, { params: { slug } }),
    enabled: slug !== "",
    // A client's 404 ("no final statement yet") is an answer, not a failure worth retrying.
    retry: false,
  });
}

/** One page of statements through the audience's family (clients: their accounts' final ones). */
export function fetchStatementsPage(
  filter: StatementsFilter,
  params: DataTablePageParams,
): Promise<Paged<StatementSummary>> {
  return call(listStatements, { query: { ...filter, ...params } as StatementsQuery });
}

/** Writes answer the statement as it now is: it replaces the cached one, and lists refresh. */
function useStatementWrite<Input>(slug: string, send: (input: Input) => Promise<SettlementStatement>) {
  const client = useQueryClient();
  const family = useFamilyPrefix();
  return useMutation({
    mutationFn: send,
    onSuccess: async (statement) => {
      client.setQueryData(settlementKeys.statement(family, slug), statement);
      await client.invalidateQueries({ queryKey: [...settlementKeys.all, family, "list"] });
    },
  });
}

export function useSaveDraft(slug: string) {
  return useStatementWrite(slug, (body: UpdateDraftBody) =>
    call(updateSettlementDraft, { params: { slug }, body }),
  );
}

/** Finalising marks the load priced: its frame, lists and events are read again too. */
export function useFinalize(slug: string) {
  const client = useQueryClient();
  return useStatementWrite(slug, async () => {
    const statement = await call(finalizeSettlement, { params: { slug } });
    await Promise.all([
      client.invalidateQueries({ queryKey: ["activities"] }),
      client.invalidateQueries({ queryKey: ["loads"] }),
    ]);
    return statement;
  });
}

export function useAddAdjustment(slug: string) {
  return useStatementWrite(slug, (body: AdjustmentBody) =>
    call(addSettlementAdjustment, { params: { slug }, body }),
  );
}

/** Fetches the statement's PDF or workbook and hands it to the browser's downloads. */
export async function downloadStatement(slug: string, format: "pdf" | "xlsx"): Promise<void> {
  const answer = await callDownload(
    downloadSettlement,
    { params: { slug, format } },
    `ST-${slug.toUpperCase()}.${format}`,
  );
  if (answer.kind === "file") saveBlob(answer.blob, answer.fileName);
}

/** The accounts a statement can be filtered by: a client's own, or every active client account. */
export function useStatementAccounts() {
  const base = useAccountsBase();
  return useQuery({
    queryKey: ["accounts", base, "statement-options"],
    queryFn: () =>
      call(listAccounts, {
        query: { type: "active", status: "active", pageSize: 200, sort: "name", order: "asc" },
      }),
    staleTime: 60_000,
  });
}

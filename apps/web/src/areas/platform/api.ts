import { getOutboxMail, listOutbox, type OutboxList, type OutboxStatus } from "@ops/domain";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call, useEndpointQuery } from "../../shared/endpoints";

export type OutboxFilter = { status?: OutboxStatus };

export const outboxKeys = {
  list: (filter: OutboxFilter) => ["outbox", "list", filter] as const,
  mail: (id: number) => ["outbox", "mail", id] as const,
};

export function fetchOutboxPage(filter: OutboxFilter, params: DataTablePageParams): Promise<OutboxList> {
  return call(listOutbox, {
    query: { ...filter, page: params.page, pageSize: params.pageSize, search: params.search },
  });
}

/** One mail with its bodies; nothing is fetched until one is opened. */
export function useOutboxMail(id: number | null) {
  return useEndpointQuery(
    getOutboxMail,
    { params: { id: id ?? 0 } },
    { queryKey: outboxKeys.mail(id ?? 0), enabled: id !== null },
  );
}

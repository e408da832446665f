import type {
  ActivitiesQuery,
  Activity,
  ActivityAssignment,
  ActivityEvent,
  ActivityInput,
  ActivityList,
  ActivityNote,
  ActivityUpdate,
  AssignmentBody,
  BulkStatusBody,
  NoteBody,
  ProgramServiceChoice,
  RatingBody,
  UserList,
} from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api";
import type { DataTablePageParams } from "../../shared/DataTable";

/** The filters of the inbound index besides paging, search and sort (query-string shaped). */
export type InboundFilter = {
  status?: string;
  accountId?: number;
  warehouseId?: number;
  startDate?: string;
  endDate?: string;
  routine?: boolean;
  gateControl?: boolean;
  logisticsCoordinatorId?: number;
  parentSlug?: string;
};

// Every key starts with "activities", so a write can refresh one load or every list at once;
// W2/W3 screens (loads, dock schedule) read the same records under the same prefix.
export const activitiesKeys = {
  all: ["activities"] as const,
  lists: ["activities", "list"] as const,
  list: (filter: InboundFilter) => ["activities", "list", "inbound", filter] as const,
  detail: (slug: string) => ["activities", "detail", slug] as const,
  search: (term: string) => ["activities", "search", term] as const,
  events: (slug: string) => ["activities", "events", slug] as const,
  notes: (slug: string) => ["activities", "notes", slug] as const,
  ratings: (slug: string) => ["activities", "ratings", slug] as const,
  assignments: (slug: string) => ["activities", "assignments", slug] as const,
  programServices: (slug: string) => ["activities", "program-services", slug] as const,
};

const enc = encodeURIComponent;

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** Whether a route's slug can name an activity at all (else the screen shows "not found"). */
export const isSlug = (slug: string | undefined): slug is string => SLUG.test(slug ?? "");

// ---- loads ------------------------------------------------------------------------------------

/** One page of inbound loads; the table's search text matches slug or client reference. */
export function fetchInboundPage(filter: InboundFilter, params: DataTablePageParams): Promise<ActivityList> {
  const query: Partial<Record<keyof ActivitiesQuery, string | number | boolean | undefined>> = {
    type: "inbound",
    ...filter,
    ...params,
  };
  return api.get<ActivityList>("/activities", query);
}

export function useActivity(slug: string | undefined) {
  return useQuery({
    queryKey: activitiesKeys.detail(slug ?? ""),
    queryFn: () => api.get<Activity>(`/activities/${enc(slug ?? "")}`),
    enabled: isSlug(slug),
  });
}

/** Loads whose slug or client reference matches `term` (≤ 20), e.g. parent load choices. */
export function useActivitySearch(term: string) {
  const wanted = term.trim();
  return useQuery({
    queryKey: activitiesKeys.search(wanted),
    queryFn: () => api.get<Activity[]>(`/activities/search/${enc(wanted)}`),
    enabled: wanted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

function useInvalidateActivities() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: activitiesKeys.all });
}

export function useCreateActivity() {
  const invalidate = useInvalidateActivities();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivityInput) => api.post<Activity>("/activities", body),
    onSuccess: (activity) => {
      queryClient.setQueryData(activitiesKeys.detail(activity.slug), activity);
      // A load created from an inbound request changes the request's status too.
      void queryClient.invalidateQueries({ queryKey: ["inbound-requests"] });
      return invalidate();
    },
  });
}

export function useUpdateActivity(slug: string) {
  const invalidate = useInvalidateActivities();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ActivityUpdate>) => api.put<Activity>(`/activities/${enc(slug)}`, body),
    onSuccess: (activity) => {
      queryClient.setQueryData(activitiesKeys.detail(slug), activity);
      return invalidate();
    },
  });
}

/** Moves every selected load or none; a 409 carries `BulkStatusRefusal`. */
export function useBulkStatus() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: (body: BulkStatusBody) => api.post<{ updated: number }>("/activities/bulk/status", body),
    onSuccess: () => invalidate(),
  });
}

// ---- people -----------------------------------------------------------------------------------

/** Operators who can coordinate logistics (SPEC §3: the `smr_user` entitlement). */
export function useCoordinatorOptions() {
  return useQuery({
    queryKey: ["users", "list", { entitlement: "smr_user", pageSize: 200 }],
    queryFn: () =>
      api.get<UserList>("/users", { entitlement: "smr_user", type: "operator", pageSize: 200, sort: "name" }),
    staleTime: 60_000,
  });
}

/** Operators who can be assigned to a load. */
export function useOperatorOptions() {
  return useQuery({
    queryKey: ["users", "list", { type: "operator", pageSize: 200 }],
    queryFn: () => api.get<UserList>("/users", { type: "operator", pageSize: 200, sort: "name" }),
    staleTime: 60_000,
  });
}

// ---- events -----------------------------------------------------------------------------------

export function fetchEventsPage(slug: string, params: DataTablePageParams) {
  const { page, pageSize, order } = params;
  return api.get<{ data: ActivityEvent[]; total: number }>(`/activities/${enc(slug)}/events`, {
    page,
    pageSize,
    order,
  });
}

// ---- notes ------------------------------------------------------------------------------------

export function useNotes(slug: string) {
  return useQuery({
    queryKey: activitiesKeys.notes(slug),
    queryFn: () => api.get<ActivityNote[]>(`/activities/${enc(slug)}/notes`),
  });
}

function useRecordWrite<V, R>(slug: string, key: readonly unknown[], call: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        // Every write is an event on the load.
        queryClient.invalidateQueries({ queryKey: activitiesKeys.events(slug) }),
      ]),
  });
}

export function useSaveNote(slug: string) {
  return useRecordWrite(slug, activitiesKeys.notes(slug), ({ id, ...body }: NoteBody & { id?: number }) =>
    id
      ? api.put<ActivityNote>(`/activities/${enc(slug)}/notes/${id}`, body)
      : api.post<ActivityNote>(`/activities/${enc(slug)}/notes`, body),
  );
}

export function useDeleteNote(slug: string) {
  return useRecordWrite(slug, activitiesKeys.notes(slug), (id: number) =>
    api.delete<void>(`/activities/${enc(slug)}/notes/${id}`),
  );
}

// ---- ratings ----------------------------------------------------------------------------------

export type ActivityRatingRecord = {
  id: number;
  score: number;
  comment: string;
  userName: string | null;
  createdAt: string;
};

export function useRatings(slug: string) {
  return useQuery({
    queryKey: activitiesKeys.ratings(slug),
    queryFn: () => api.get<ActivityRatingRecord[]>(`/activities/${enc(slug)}/ratings`),
  });
}

/** Rates the load as the signed-in user (posting again replaces their rating); the load's average changes too. */
export function useRate(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) =>
      api.post<ActivityRatingRecord>(`/activities/${enc(slug)}/ratings`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.all }),
  });
}

// ---- assignments ------------------------------------------------------------------------------

export function useAssignments(slug: string) {
  return useQuery({
    queryKey: activitiesKeys.assignments(slug),
    queryFn: () => api.get<ActivityAssignment[]>(`/activities/${enc(slug)}/assignments`),
  });
}

export function useAddAssignment(slug: string) {
  return useRecordWrite(slug, activitiesKeys.assignments(slug), (body: AssignmentBody) =>
    api.post<ActivityAssignment>(`/activities/${enc(slug)}/assignments`, body),
  );
}

export function useRemoveAssignment(slug: string) {
  return useRecordWrite(slug, activitiesKeys.assignments(slug), (id: number) =>
    api.delete<void>(`/activities/${enc(slug)}/assignments/${id}`),
  );
}

// ---- statement of work ------------------------------------------------------------------------

export function useProgramServices(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: activitiesKeys.programServices(slug),
    queryFn: () => api.get<ProgramServiceChoice[]>(`/activities/${enc(slug)}/program_services`),
    enabled,
  });
}

export function useSaveProgramServices(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceIds: number[]) =>
      api.put<ProgramServiceChoice[]>(`/activities/${enc(slug)}/program_services`, { serviceIds }),
    onSuccess: (choices) => {
      queryClient.setQueryData(activitiesKeys.programServices(slug), choices);
      return queryClient.invalidateQueries({ queryKey: activitiesKeys.events(slug) });
    },
  });
}

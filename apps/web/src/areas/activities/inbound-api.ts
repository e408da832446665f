import {
  type ActivityInput,
  type ActivityList,
  type ActivityUpdate,
  type AssignmentBody,
  type BulkStatusBody,
  bulkSetActivityStatus,
  createActivity,
  createActivityAssignment,
  createActivityNote,
  deleteActivityAssignment,
  deleteActivityNote,
  getActivity,
  listActivities,
  listActivityAssignments,
  listActivityEvents,
  listActivityNotes,
  listActivityProgramServices,
  listActivityRatings,
  listUsers,
  type NoteBody,
  type RatingBody,
  rateActivity,
  searchActivities,
  setActivityProgramServices,
  updateActivity,
  updateActivityNote,
} from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";

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

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** Whether a route's slug can name an activity at all (else the screen shows "not found"). */
export const isSlug = (slug: string | undefined): slug is string => SLUG.test(slug ?? "");

// ---- loads ------------------------------------------------------------------------------------

/** One page of inbound loads; the table's search text matches slug or client reference. */
export function fetchInboundPage(filter: InboundFilter, params: DataTablePageParams): Promise<ActivityList> {
  return call(listActivities, { query: { type: "inbound", ...filter, ...params } });
}

export function useActivity(slug: string | undefined) {
  return useQuery({
    queryKey: activitiesKeys.detail(slug ?? ""),
    queryFn: () => call(getActivity, { params: { slug: slug ?? "" } }),
    enabled: isSlug(slug),
  });
}

/** Loads whose slug or client reference matches `term` (≤ 20), e.g. parent load choices. */
export function useActivitySearch(term: string) {
  const wanted = term.trim();
  return useQuery({
    queryKey: activitiesKeys.search(wanted),
    queryFn: () => call(searchActivities, { params: { term: wanted } }),
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
    mutationFn: (body: ActivityInput) => call(createActivity, { body }),
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
    mutationFn: async (body: Partial<ActivityUpdate>) => {
      // Without `async` the server answers the activity itself, never a job.
      const answer = await call(updateActivity, { params: { slug }, body });
      if ("jobId" in answer) throw new Error("The update was started as a job");
      return answer;
    },
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
    mutationFn: (body: BulkStatusBody) => call(bulkSetActivityStatus, { body }),
    onSuccess: () => invalidate(),
  });
}

// ---- people -----------------------------------------------------------------------------------

/** Operators who can coordinate logistics (SPEC §3: the `smr_user` entitlement). */
export function useCoordinatorOptions() {
  return useQuery({
    queryKey: ["users", "list", { entitlement: "smr_user", pageSize: 200 }],
    queryFn: () =>
      call(listUsers, {
        query: { entitlement: "smr_user", type: "operator", pageSize: 200, sort: "name" },
      }),
    staleTime: 60_000,
  });
}

/** Operators who can be assigned to a load. */
export function useOperatorOptions() {
  return useQuery({
    queryKey: ["users", "list", { type: "operator", pageSize: 200 }],
    queryFn: () => call(listUsers, { query: { type: "operator", pageSize: 200, sort: "name" } }),
    staleTime: 60_000,
  });
}

// ---- events -----------------------------------------------------------------------------------

export function fetchEventsPage(slug: string, params: DataTablePageParams) {
  const { page, pageSize, order } = params;
  return call(listActivityEvents, { params: { slug }, query: { page, pageSize, order } });
}

// ---- notes ------------------------------------------------------------------------------------

export function useNotes(slug: string) {
  return useQuery({
    queryKey: activitiesKeys.notes(slug),
    queryFn: () => call(listActivityNotes, { params: { slug } }),
  });
}

function useRecordWrite<V, R>(slug: string, key: readonly unknown[], write: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
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
      ? call(updateActivityNote, { params: { slug, id }, body })
      : call(createActivityNote, { params: { slug }, body }),
  );
}

export function useDeleteNote(slug: string) {
  return useRecordWrite(slug, activitiesKeys.notes(slug), (id: number) =>
    call(deleteActivityNote, { params: { slug, id } }),
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
    queryFn: () => call(listActivityRatings, { params: { slug } }),
  });
}

/** Rates the load as the signed-in user (posting again replaces their rating); the load's average changes too. */
export function useRate(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) => call(rateActivity, { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.all }),
  });
}

// ---- assignments ------------------------------------------------------------------------------

export function useAssignments(slug: string) {
  return useQuery({
    queryKey: activitiesKeys.assignments(slug),
    queryFn: () => call(listActivityAssignments, { params: { slug } }),
  });
}

export function useAddAssignment(slug: string) {
  return useRecordWrite(slug, activitiesKeys.assignments(slug), (body: AssignmentBody) =>
    call(createActivityAssignment, { params: { slug }, body }),
  );
}

export function useRemoveAssignment(slug: string) {
  return useRecordWrite(slug, activitiesKeys.assignments(slug), (id: number) =>
    call(deleteActivityAssignment, { params: { slug, id } }),
  );
}

// ---- statement of work ------------------------------------------------------------------------

export function useProgramServices(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: activitiesKeys.programServices(slug),
    queryFn: () => call(listActivityProgramServices, { params: { slug } }),
    enabled,
  });
}

export function useSaveProgramServices(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceIds: number[]) =>
      call(setActivityProgramServices, { params: { slug }, body: { serviceIds } }),
    onSuccess: (choices) => {
      queryClient.setQueryData(activitiesKeys.programServices(slug), choices);
      return queryClient.invalidateQueries({ queryKey: activitiesKeys.events(slug) });
    },
  });
}

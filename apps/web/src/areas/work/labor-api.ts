import {
  type CreateLaborBody,
  createLaborSegment,
  deleteLaborSegment,
  getCurrentLaborSegment,
  type LaborSegment,
  type LaborSegmentType,
  type LaborSummary,
  type Location,
  listLaborSegments,
  listLocationWorkstations,
  listUsers,
  type UpdateLaborSegmentBody,
  updateLaborSegment,
} from "@ops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";
import { activitiesKeys } from "../activities/inbound-api";

// Every labor key starts with "labor": a clock-in, clock-out, crew change, virtual entry or
// deletion refreshes the order's segments and the signed-in person's clock at once.
export const laborKeys = {
  all: ["labor"] as const,
  order: (slug: string, type?: LaborSegmentType) => ["labor", "order", slug, type ?? "all"] as const,
  current: ["labor", "current"] as const,
  workstations: (warehouseId: number) => ["locations", "workstations", warehouseId] as const,
};

/** How often a page with someone clocked in refreshes its running hours. */
export const LABOR_REFRESH_MS = 60_000;

export function useLabor(slug: string, type?: LaborSegmentType) {
  return useQuery<LaborSummary>({
    queryKey: laborKeys.order(slug, type),
    queryFn: () => call(listLaborSegments, { params: { slug }, query: type ? { type } : {} }),
    refetchInterval: (query) =>
      query.state.data?.segments.some((s) => s.endedAt === null) ? LABOR_REFRESH_MS : false,
  });
}

/** Where the signed-in person is clocked in now (null: nowhere). */
export function useCurrentLabor(enabled = true) {
  return useQuery<LaborSegment | null>({
    queryKey: laborKeys.current,
    queryFn: async () => (await call(getCurrentLaborSegment, {})) ?? null,
    enabled,
    // The running hours of an open segment move on.
    refetchInterval: (query) => (query.state.data ? LABOR_REFRESH_MS : false),
  });
}

export function useWorkstations(warehouseId: number | undefined) {
  return useQuery<Location[]>({
    queryKey: laborKeys.workstations(warehouseId ?? 0),
    queryFn: () => call(listLocationWorkstations, { query: { warehouse_id: warehouseId ?? 0 } }),
    enabled: warehouseId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** Active operator staff (the `smr_user` entitlement): who can have labor. Needs users.view. */
export function useStaffOptions(enabled: boolean) {
  return useQuery({
    queryKey: ["users", "list", { entitlement: "smr_user", pageSize: 200, sort: "name" }],
    queryFn: () => call(listUsers, { query: { entitlement: "smr_user", pageSize: 200, sort: "name" } }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Refreshes labor everywhere after a change, and the work orders' own records and events: a
 * clock-in moves an open order in progress, and every change writes an event.
 */
export function useRefreshLabor() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: laborKeys.all }),
      client.invalidateQueries({ queryKey: activitiesKeys.all }),
    ]);
}

export const clockIn = (slug: string, body: { workstationId: number; crewSize: number; userId?: number }) =>
  call(createLaborSegment, { params: { slug }, query: {}, body });

export const enterVirtualLabor = (slug: string, body: CreateLaborBody) =>
  call(createLaborSegment, { params: { slug }, query: { type: "virtual" }, body });

export const changeLaborSegment = (slug: string, id: number, body: UpdateLaborSegmentBody) =>
  call(updateLaborSegment, { params: { slug, id }, body });

export const removeLaborSegment = (slug: string, id: number) =>
  call(deleteLaborSegment, { params: { slug, id } });

import { z } from "zod";
import { PageQuery, paged } from "../platform/paging.schemas";
import { PARCEL_STAGES, type ParcelStage } from "./parcel.rules";
import { ParcelProject, ParcelRequest } from "./parcels.schemas";

// The client parcel portal (issue 20 part 5): a client's parcel projects with their progress, the
// progress over time for a chart, and the per-employee list with each request's stage.

const stageIds = PARCEL_STAGES.map((s) => s.id) as [ParcelStage, ...ParcelStage[]];
/** A request's stage as a query value or a field (the ids of PARCEL_STAGES). */
export const ParcelStageId = z.enum(stageIds, { error: "Choose a stage" });

/** `GET /parcel_portal/projects`: the caller's projects, newest first, searched by name or prefix. */
export const ParcelPortalProjectsQuery = PageQuery.extend({
  sort: z.enum(["createdAt", "name", "projectPrefix"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type ParcelPortalProjectsQuery = z.infer<typeof ParcelPortalProjectsQuery>;
export const ParcelPortalProjectList = paged(ParcelProject);
export type ParcelPortalProjectList = z.infer<typeof ParcelPortalProjectList>;

/** One day of a project's progress: how many requests were e-mailed, shipped and received that day (UTC). */
export const ParcelProgressDay = z.object({
  date: z.iso.date(),
  emailed: z.number().int(),
  shipped: z.number().int(),
  received: z.number().int(),
});
export type ParcelProgressDay = z.infer<typeof ParcelProgressDay>;

/** A project for the portal: its counts by stage and its progress over time (days with something). */
export const ParcelPortalProject = z.object({
  project: ParcelProject,
  days: z.array(ParcelProgressDay),
});
export type ParcelPortalProject = z.infer<typeof ParcelPortalProject>;

export const PARCEL_PORTAL_REQUEST_SORTS = ["number", "employeeName", "receivedAt"] as const;

/** `GET /parcel_portal/projects/{prefix}/requests`: by stage, searched by name, e-mail, reference or tracking. */
export const ParcelPortalRequestsQuery = PageQuery.extend({
  stage: ParcelStageId.optional(),
  sort: z.enum(PARCEL_PORTAL_REQUEST_SORTS).default("number"),
});
export type ParcelPortalRequestsQuery = z.infer<typeof ParcelPortalRequestsQuery>;

/** An employee's request with its stage (see `requestStage`). */
export const ParcelPortalRequest = ParcelRequest.extend({ stage: ParcelStageId });
export type ParcelPortalRequest = z.infer<typeof ParcelPortalRequest>;
export const ParcelPortalRequestList = paged(ParcelPortalRequest);
export type ParcelPortalRequestList = z.infer<typeof ParcelPortalRequestList>;

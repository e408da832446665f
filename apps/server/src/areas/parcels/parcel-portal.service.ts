import {
  type Paged,
  type ParcelPortalProject,
  type ParcelPortalProjectsQuery,
  type ParcelPortalRequest,
  type ParcelPortalRequestsQuery,
  type ParcelProject,
  requestStage,
} from "@ops/domain";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./parcel-portal.repo";
import { findProject, projectScope } from "./parcel-scope";

/** The parcel projects of the actor's accounts (clients: their own and child accounts), with progress. */
export async function listPortalProjects(
  ctx: ServiceContext,
  query: ParcelPortalProjectsQuery,
): Promise<Paged<ParcelProject>> {
  return repo.pageProjects(ctx.db, await projectScope(ctx), query);
}

/** A project the actor may see (404 otherwise), with its progress by stage and by day. */
export async function getPortalProject(
  ctx: ServiceContext,
  projectPrefix: string,
): Promise<ParcelPortalProject> {
  const row = await findProject(ctx, projectPrefix);
  const [project, days] = await Promise.all([
    repo.projectById(ctx.db, row.id),
    repo.progressDays(ctx.db, row.id),
  ]);
  if (!project) throw notFound("Parcel project");
  return { project, days };
}

/** A project's requests (404 when the project is not the actor's), by stage and search, each with its stage. */
export async function listPortalRequests(
  ctx: ServiceContext,
  projectPrefix: string,
  query: ParcelPortalRequestsQuery,
): Promise<Paged<ParcelPortalRequest>> {
  const project = await findProject(ctx, projectPrefix);
  const { data, total } = await repo.pageRequests(ctx.db, project.id, query);
  return {
    total,
    data: data.map((r) => ({
      ...r,
      stage: requestStage({
        emailedAt: r.emailedAt,
        labelCreatedAt: r.labelCreatedAt,
        receivedAt: r.receivedAt,
        lastTrackingType: r.lastTracking?.type ?? null,
      }),
    })),
  };
}

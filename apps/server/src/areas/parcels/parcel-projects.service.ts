import type {
  NewParcelRequestBody,
  PageQuery,
  ParcelProject,
  ParcelProjectAssetList,
  ParcelProjectBody,
  ParcelProjectList,
  ParcelProjectSaved,
  ParcelProjectsQuery,
  ParcelProjectUpdate,
  ParcelRequest,
  ParcelRequestBody,
  ParcelRequestList,
  ParcelRequestsQuery,
  ParcelRequestUpdate,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { changesBetween } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { assertAccountVisible } from "../accounts/account-scope";
import { mailParcelProjectSent } from "../notifications/account-mails";
import * as repo from "./parcel-projects.repo";
import { findProject, findRequest, type ProjectRow, projectScope } from "./parcel-scope";
import { mailRequests } from "./use-cases/mail-requests";
import { projectEvent } from "./use-cases/project-events";
import { mailWaitingRequests } from "./use-cases/project-mails";
import { assertOpen } from "./use-cases/upload-requests";

const inTx = <T>(ctx: ServiceContext, work: (t: ServiceContext) => Promise<T>) =>
  ctx.db.transaction((tx) => work({ ...ctx, db: tx }));

async function projectView(ctx: ServiceContext, id: number): Promise<ParcelProject> {
  const view = await repo.projectView(ctx.db, id);
  if (!view) throw notFound("Parcel project");
  return view;
}

async function requestView(ctx: ServiceContext, id: number): Promise<ParcelRequest> {
  const view = await repo.requestView(ctx.db, id);
  if (!view) throw notFound("Parcel request");
  return view;
}

/** `GET /parcel_projects`: newest first with progress (clients: their accounts'; another account → 404). */
export async function listProjects(
  ctx: ServiceContext,
  query: ParcelProjectsQuery,
): Promise<ParcelProjectList> {
  if (query.accountId !== undefined) await assertAccountVisible(ctx, query.accountId);
  return repo.projectPage(ctx.db, await projectScope(ctx), query);
}

/** `GET /parcel_projects/{prefix}` (404 outside the actor's accounts). */
export async function getProject(ctx: ServiceContext, prefix: string): Promise<ParcelProject> {
  return projectView(ctx, (await findProject(ctx, prefix)).id);
}

/** The inbound load of the slug, of the project's account, or 422 on `activitySlug`. */
async function loadIdOf(ctx: ServiceContext, slug: string | null, accountId: number): Promise<number | null> {
  if (slug === null) return null;
  const id = await repo.inboundLoadId(ctx.db, slug, accountId);
  if (id === null) throw fieldError("activitySlug", "Choose an inbound load of the project's account");
  return id;
}

/**
 * `POST /parcel_projects`: a draft for a client account the operator may see (404 otherwise), a
 * warehouse, and optionally the account's inbound load; a prefix in use answers 409.
 */
export async function createProject(ctx: ServiceContext, body: ParcelProjectBody): Promise<ParcelProject> {
  const id = await inTx(ctx, async (t) => {
    const account = await assertAccountVisible(t, body.accountId);
    if (account.type !== "active") throw fieldError("accountId", "Choose a client account");
    if (!(await repo.warehouseExists(t.db, body.warehouseId)))
      throw fieldError("warehouseId", "Choose a warehouse");
    const activityId = await loadIdOf(t, body.activitySlug, body.accountId);
    const taken = () => new AppError(409, `Prefix ${body.projectPrefix} is used by another project`);
    if (await repo.prefixTaken(t.db, body.projectPrefix)) throw taken();
    const created = await repo.insertProject(t.db, {
      projectPrefix: body.projectPrefix,
      name: body.name,
      accountId: body.accountId,
      warehouseId: body.warehouseId,
      activityId,
      method: body.method,
      instructions: body.instructions,
      returnAddress: body.returnAddress,
      createdBy: t.actor.id,
    });
    if (created === null) throw taken();
    await projectEvent(
      t.db,
      { activityId, projectPrefix: body.projectPrefix },
      t.actor.id,
      "parcel_project_created",
      {
        message: `Parcel project ${body.projectPrefix} (${body.name}) created`,
      },
    );
    return created;
  });
  return projectView(ctx, id);
}

/**
 * `PUT /parcel_projects/{prefix}`: edits the fields sent, then moves the status. draft → review
 * e-mails every request in review or hold in the same transaction (a job above
 * PARCEL_MAIL_SYNC_LIMIT, its id in `mailJobId`); review → closed. Any other move is 409 naming
 * the status; a closed project is not edited.
 */
export async function updateProject(
  ctx: ServiceContext,
  prefix: string,
  body: ParcelProjectUpdate,
  publicUrl: string,
): Promise<ParcelProjectSaved> {
  const result = await inTx(ctx, async (t) => {
    const project = await findProject(t, prefix, { forUpdate: true });
    if (project.status === "closed") throw new AppError(409, `Project ${project.projectPrefix} is closed`);
    const to = body.status && body.status !== project.status ? body.status : undefined;
    if (to === "review" && project.status !== "draft")
      throw new AppError(409, `A ${project.status} project cannot be set to review`);
    if (to === "closed" && project.status !== "review")
      throw new AppError(409, `A ${project.status} project cannot be closed; set it to review first`);
    if (body.warehouseId !== undefined && !(await repo.warehouseExists(t.db, body.warehouseId)))
      throw fieldError("warehouseId", "Choose a warehouse");
    const activityId =
      body.activitySlug !== undefined ? await loadIdOf(t, body.activitySlug, project.accountId) : undefined;
    const fields = {
      name: body.name,
      warehouseId: body.warehouseId,
      activityId,
      method: body.method,
      instructions: body.instructions,
      returnAddress: body.returnAddress,
    };
    const changes = changesBetween(project as unknown as Record<string, unknown>, stripUndefined(fields));
    await repo.updateProject(t.db, project.id, {
      ...fields,
      status: to,
      sent: to === "review",
      sentBy: t.actor.id,
    });
    const moved: ProjectRow = { ...project, ...stripUndefined(fields), status: to ?? project.status };
    let mails = { mailsQueued: 0, mailJobId: null as string | null };
    if (to === "review") {
      mails = await mailWaitingRequests(t, moved, publicUrl);
      // The account's contacts subscribed to "Parcel project sent" hear of it (issue 21).
      await mailParcelProjectSent(t.db, publicUrl, { projectId: project.id });
    }
    if (changes.length > 0 || to)
      await projectEvent(t.db, moved, t.actor.id, "parcel_project_updated", {
        message: to
          ? `Parcel project ${project.projectPrefix} set to ${to}${to === "review" ? ` (${mails.mailsQueued} e-mails)` : ""}`
          : `Parcel project ${project.projectPrefix} edited`,
        changes: to ? [...changes, { field: "status", from: project.status, to }] : changes,
      });
    return { id: project.id, ...mails };
  });
  return {
    ...(await projectView(ctx, result.id)),
    mailJobId: result.mailJobId,
    mailsQueued: result.mailsQueued,
  };
}

function stripUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** `DELETE /parcel_projects/{prefix}`: only a draft from which no asset was received (409 otherwise). */
export async function deleteProject(ctx: ServiceContext, prefix: string): Promise<void> {
  await inTx(ctx, async (t) => {
    const project = await findProject(t, prefix, { forUpdate: true });
    if (project.status !== "draft")
      throw new AppError(
        409,
        `Project ${project.projectPrefix} is ${project.status}; only a draft can be deleted`,
      );
    if ((await repo.receivedAssetCount(t.db, { projectId: project.id })) > 0)
      throw new AppError(
        409,
        `Assets were received from project ${project.projectPrefix}; it cannot be deleted`,
      );
    await repo.deleteProject(t.db, project.id);
    await projectEvent(t.db, project, t.actor.id, "parcel_project_deleted", {
      message: `Parcel project ${project.projectPrefix} deleted`,
    });
  });
}

/** `GET /parcel_projects/{prefix}/requests`: by number, with status, stage and search filters. */
export async function listRequests(
  ctx: ServiceContext,
  prefix: string,
  query: ParcelRequestsQuery,
): Promise<ParcelRequestList> {
  const project = await findProject(ctx, prefix);
  return repo.requestPage(ctx.db, project.id, query);
}

/**
 * Adds one employee's request (`<PREFIX>-<n>`, numbered under the project's row lock); a duplicate
 * e-mail in the project is 422 on `email`; a project in review e-mails it at once.
 */
export async function createRequest(
  ctx: ServiceContext,
  prefix: string,
  body: ParcelRequestBody,
  publicUrl: string,
): Promise<ParcelRequest> {
  const id = await inTx(ctx, async (t) => {
    const project = await findProject(t, prefix, { forUpdate: true });
    assertOpen(project);
    if ((await repo.emailsOnProject(t.db, project.id, [body.email])).size > 0)
      throw fieldError("email", `${body.email} already has a request in this project`);
    const first = await repo.reserveNumbers(t.db, project.id, 1);
    const [created] = await repo.insertRequests(t.db, project, [body], first, t.actor.id);
    if (created === undefined) throw new Error("the request was not inserted");
    if (project.status === "review") await mailWaitingRequests(t, project, publicUrl, [created]);
    await projectEvent(t.db, project, t.actor.id, "parcel_request_added", {
      message: `Request ${project.projectPrefix}-${first} added for ${body.employeeName}`,
    });
    return created;
  });
  return requestView(ctx, id);
}

/** `POST /parcel_requests`: the request/new screen's call, naming the project in the body. */
export function createRequestIn(ctx: ServiceContext, body: NewParcelRequestBody, publicUrl: string) {
  const { projectPrefix, ...request } = body;
  return createRequest(ctx, projectPrefix, request, publicUrl);
}

/** `GET /parcel_requests/{referenceId}` (404 outside the actor's accounts). */
export async function getRequest(ctx: ServiceContext, referenceId: string): Promise<ParcelRequest> {
  return requestView(ctx, (await findRequest(ctx, referenceId)).id);
}

/**
 * `PUT /parcel_requests/{referenceId}`: the fields sent change. A changed e-mail of a mailed
 * request is kept for the next "send again" (the old mail and link stay as they were); an e-mail
 * another request of the project has is 422 on `email`. A closed project's requests are 409.
 */
export async function updateRequest(
  ctx: ServiceContext,
  referenceId: string,
  body: ParcelRequestUpdate,
): Promise<ParcelRequest> {
  const id = await inTx(ctx, async (t) => {
    const request = await findRequest(t, referenceId, { forUpdate: true });
    if (request.project.status === "closed")
      throw new AppError(409, `Project ${request.project.projectPrefix} is closed`);
    if (body.email && (await repo.emailTakenByOther(t.db, request.projectId, body.email, request.id)))
      throw fieldError("email", `${body.email} already has a request in this project`);
    await repo.updateRequest(t.db, request.id, body);
    const changes = changesBetween({ employeeName: request.employeeName, email: request.email }, {
      employeeName: body.employeeName,
      email: body.email,
    } as Record<string, unknown>);
    await projectEvent(t.db, request.project, t.actor.id, "parcel_request_updated", {
      message: `Request ${request.referenceId} edited`,
      changes,
    });
    return request.id;
  });
  return requestView(ctx, id);
}

/** `DELETE /parcel_requests/{referenceId}`: only one without tracking and received assets (409). */
export async function deleteRequest(ctx: ServiceContext, referenceId: string): Promise<void> {
  await inTx(ctx, async (t) => {
    const request = await findRequest(t, referenceId, { forUpdate: true });
    if (
      (await repo.trackingCount(t.db, request.id)) > 0 ||
      (await repo.receivedAssetCount(t.db, { requestId: request.id })) > 0
    )
      throw new AppError(
        409,
        `Request ${request.referenceId} has tracking or received assets; it cannot be deleted`,
      );
    await repo.deleteRequest(t.db, request.id);
    await projectEvent(t.db, request.project, t.actor.id, "parcel_request_deleted", {
      message: `Request ${request.referenceId} (${request.employeeName}) deleted`,
    });
  });
}

/**
 * `POST /parcel_requests/{referenceId}/send`: e-mails the request again with a new link (the old
 * one stops working), whatever its mail status; only while the project is in review (409).
 */
export async function sendAgain(
  ctx: ServiceContext,
  referenceId: string,
  publicUrl: string,
): Promise<ParcelRequest> {
  const id = await inTx(ctx, async (t) => {
    const request = await findRequest(t, referenceId, { forUpdate: true });
    if (request.project.status !== "review")
      throw new AppError(
        409,
        `Project ${request.project.projectPrefix} is ${request.project.status}; e-mails go out while it is in review`,
      );
    await mailRequests(t.db, request.project, [request], publicUrl);
    await projectEvent(t.db, request.project, t.actor.id, "parcel_request_sent", {
      message: `Request ${request.referenceId} e-mailed again to ${request.email}`,
    });
    return request.id;
  });
  return requestView(ctx, id);
}

/** `GET /parcel_projects/{prefix}/assets`: the assets received from its parcels. */
export async function listAssets(
  ctx: ServiceContext,
  prefix: string,
  query: PageQuery,
): Promise<ParcelProjectAssetList> {
  const project = await findProject(ctx, prefix);
  return repo.projectAssets(ctx.db, project.id, query);
}

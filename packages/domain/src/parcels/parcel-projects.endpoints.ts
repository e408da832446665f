// Parcel projects (issue 20 part 1): a client account's mail-back project, its employees'
// requests (by hand or from a spreadsheet) and the e-mails that send each employee their link.
import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import { PageQuery } from "../platform/paging.schemas";
import {
  NewParcelRequestBody,
  ParcelProjectAssetList,
  ParcelProjectBody,
  ParcelProjectList,
  ParcelProjectSaved,
  ParcelProjectsQuery,
  ParcelProjectUpdate,
  ParcelRequestBody,
  ParcelRequestList,
  ParcelRequestsQuery,
  ParcelRequestUpdate,
  ParcelUploadResult,
} from "./parcel-projects.schemas";
import { ParcelProject, ParcelRequest, ProjectPrefixParams, ReferenceIdParams } from "./parcels.schemas";

// The upload's pure rules travel with the calls (the domain index lists this module).
export * from "./parcel-requests.rules";

const tags = ["parcel projects"] as const;
const viewers = ["operator", "client"] as const;
const operator = ["operator"] as const;
const multipart = ["multipart/form-data"] as const;

export const listParcelProjects = defineEndpoint({
  method: "GET",
  path: "/parcel_projects",
  families: viewers,
  operationId: "listParcelProjects",
  permission: "parcels.view",
  summary:
    "Parcel projects, newest first, paged, with progress; account and status filters, search by name or prefix (clients: their accounts')",
  tags,
  query: ParcelProjectsQuery,
  responses: { 200: ParcelProjectList },
});

export const createParcelProject = defineEndpoint({
  method: "POST",
  path: "/parcel_projects",
  families: operator,
  operationId: "createParcelProject",
  permission: "parcels.manage",
  summary: "Create a draft parcel project for a client account (409 when the prefix is taken)",
  tags,
  body: ParcelProjectBody,
  responses: { 201: ParcelProject },
});

export const getParcelProject = defineEndpoint({
  method: "GET",
  path: "/parcel_projects/:projectPrefix",
  families: viewers,
  operationId: "getParcelProject",
  permission: "parcels.view",
  summary: "A parcel project with its progress",
  tags,
  params: ProjectPrefixParams,
  responses: { 200: ParcelProject },
});

export const updateParcelProject = defineEndpoint({
  method: "PUT",
  path: "/parcel_projects/:projectPrefix",
  families: operator,
  operationId: "updateParcelProject",
  permission: "parcels.manage",
  summary:
    "Edit a parcel project and move it: review e-mails every request in review or hold (a job above 200), closed ends it; any other move is 409",
  tags,
  params: ProjectPrefixParams,
  body: ParcelProjectUpdate,
  responses: { 200: ParcelProjectSaved },
});

export const deleteParcelProject = defineEndpoint({
  method: "DELETE",
  path: "/parcel_projects/:projectPrefix",
  families: operator,
  operationId: "deleteParcelProject",
  permission: "parcels.manage",
  summary: "Delete a draft project from which no asset was received (409 otherwise)",
  tags,
  params: ProjectPrefixParams,
  responses: { 204: z.null() },
});

export const listParcelProjectRequests = defineEndpoint({
  method: "GET",
  path: "/parcel_projects/:projectPrefix/requests",
  families: viewers,
  operationId: "listParcelProjectRequests",
  permission: "parcels.view",
  summary:
    "A project's requests by number, paged; status and stage filters, search by reference, name or e-mail",
  tags,
  params: ProjectPrefixParams,
  query: ParcelRequestsQuery,
  responses: { 200: ParcelRequestList },
});

export const createParcelProjectRequest = defineEndpoint({
  method: "POST",
  path: "/parcel_projects/:projectPrefix/requests",
  families: operator,
  operationId: "createParcelProjectRequest",
  permission: "parcels.manage",
  summary:
    "Add one employee's request (reference `<PREFIX>-<n>`); e-mailed at once while the project is in review",
  tags,
  params: ProjectPrefixParams,
  body: ParcelRequestBody,
  responses: { 201: ParcelRequest },
});

export const createParcelRequest = defineEndpoint({
  method: "POST",
  path: "/parcel_requests",
  families: operator,
  operationId: "createParcelRequest",
  permission: "parcels.manage",
  summary: "Add one employee's request to the project named in the body (the request/new screen)",
  tags,
  body: NewParcelRequestBody,
  responses: { 201: ParcelRequest },
});

export const uploadParcelRequests = defineEndpoint({
  method: "POST",
  path: "/parcel_projects/:projectPrefix/requests/upload",
  families: operator,
  operationId: "uploadParcelRequests",
  permission: "parcels.manage",
  summary:
    "Add requests from an .xlsx or .csv file (multipart: file): every bad row answers 422 with its row number and nothing is added; 202 with a job above 500 rows",
  tags,
  params: ProjectPrefixParams,
  consumes: multipart,
  responses: { 201: ParcelUploadResult, 202: JobAccepted },
});

export const listParcelProjectAssets = defineEndpoint({
  method: "GET",
  path: "/parcel_projects/:projectPrefix/assets",
  families: viewers,
  operationId: "listParcelProjectAssets",
  permission: "parcels.view",
  summary: "The assets received from a project's parcels, newest first (search: barcode, serial, reference)",
  tags,
  params: ProjectPrefixParams,
  query: PageQuery,
  responses: { 200: ParcelProjectAssetList },
});

export const getParcelRequest = defineEndpoint({
  method: "GET",
  path: "/parcel_requests/:referenceId",
  families: viewers,
  operationId: "getParcelRequest",
  permission: "parcels.view",
  summary: "One employee's request with its newest tracking",
  tags,
  params: ReferenceIdParams,
  responses: { 200: ParcelRequest },
});

export const updateParcelRequest = defineEndpoint({
  method: "PUT",
  path: "/parcel_requests/:referenceId",
  families: operator,
  operationId: "updateParcelRequest",
  permission: "parcels.manage",
  summary: "Edit a request (a changed e-mail is used by the next send; 409 when another request has it)",
  tags,
  params: ReferenceIdParams,
  body: ParcelRequestUpdate,
  responses: { 200: ParcelRequest },
});

export const deleteParcelRequest = defineEndpoint({
  method: "DELETE",
  path: "/parcel_requests/:referenceId",
  families: operator,
  operationId: "deleteParcelRequest",
  permission: "parcels.manage",
  summary: "Delete a request with no tracking and no received asset (409 otherwise)",
  tags,
  params: ReferenceIdParams,
  responses: { 204: z.null() },
});

export const sendParcelRequest = defineEndpoint({
  method: "POST",
  path: "/parcel_requests/:referenceId/send",
  families: operator,
  operationId: "sendParcelRequest",
  permission: "parcels.manage",
  summary:
    "Send the request's e-mail again: a new link (the old one stops working), status email_sending (409 while the project is a draft or closed)",
  tags,
  params: ReferenceIdParams,
  responses: { 200: ParcelRequest },
});

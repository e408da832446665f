// The calls of the client parcel portal (issue 20 part 5); operators may read them too.
import { defineEndpoint } from "../platform/endpoints";
import { exportQueryOf, exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import {
  ParcelPortalProject,
  ParcelPortalProjectList,
  ParcelPortalProjectsQuery,
  ParcelPortalRequestList,
  ParcelPortalRequestsQuery,
} from "./parcel-portal.schemas";
import { ProjectPrefixParams } from "./parcels.schemas";

const tags = ["parcels"] as const;
const families = ["client", "operator"] as const;

export const listPortalParcelProjects = defineEndpoint({
  method: "GET",
  path: "/parcel_portal/projects",
  families,
  operationId: "listPortalParcelProjects",
  permission: "parcels.view",
  summary:
    "The parcel projects of the caller's accounts (a client's own and child accounts), paged, each with its progress by stage; search on name or prefix",
  tags,
  query: ParcelPortalProjectsQuery,
  responses: { 200: ParcelPortalProjectList },
});

export const getPortalParcelProject = defineEndpoint({
  method: "GET",
  path: "/parcel_portal/projects/:projectPrefix",
  families,
  operationId: "getPortalParcelProject",
  permission: "parcels.view",
  summary:
    "A parcel project with its progress by stage and per day (requests e-mailed, shipped and received each day, UTC); 404 for another client's project",
  tags,
  params: ProjectPrefixParams,
  responses: { 200: ParcelPortalProject },
});

export const listPortalParcelRequests = defineEndpoint({
  method: "GET",
  path: "/parcel_portal/projects/:projectPrefix/requests",
  families,
  operationId: "listPortalParcelRequests",
  permission: "parcels.view",
  summary:
    "A project's employees' requests, paged, each with its stage; filter stage, search on name, e-mail, reference or tracking number",
  tags,
  params: ProjectPrefixParams,
  query: ParcelPortalRequestsQuery,
  responses: { 200: ParcelPortalRequestList },
});

export const exportPortalParcelRequests = defineEndpoint({
  method: "GET",
  path: "/parcel_portal/projects/:projectPrefix/requests/export",
  families,
  operationId: "exportPortalParcelRequests",
  permission: "parcels.view",
  summary: exportSummaryOf("Export a project's per-employee list as filtered"),
  tags,
  params: ProjectPrefixParams,
  query: exportQueryOf(ParcelPortalRequestsQuery),
  responses: exportResponses,
});

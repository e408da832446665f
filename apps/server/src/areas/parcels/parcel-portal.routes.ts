import {
  exportPortalParcelRequests,
  getPortalParcelProject,
  listPortalParcelProjects,
  listPortalParcelRequests,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { parcelRequestsExport } from "./parcel-exports";
import * as service from "./parcel-portal.service";

/** The client parcel portal (issue 20 part 5): projects with progress, their employees, export. */
export const parcelPortalRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, listPortalParcelProjects, ({ query }, ctx) => service.listPortalProjects(ctx, query));
  serve(app, db, getPortalParcelProject, ({ params }, ctx) =>
    service.getPortalProject(ctx, params.projectPrefix),
  );
  serve(app, db, listPortalParcelRequests, ({ params, query }, ctx) =>
    service.listPortalRequests(ctx, params.projectPrefix, query),
  );
  serve(app, db, exportPortalParcelRequests, ({ params, query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, parcelRequestsExport, query, { projectPrefix: params.projectPrefix }),
  );
};

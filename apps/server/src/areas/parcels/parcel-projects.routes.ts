import {
  createParcelProject,
  createParcelProjectRequest,
  createParcelRequest,
  deleteParcelProject,
  deleteParcelRequest,
  getParcelProject,
  getParcelRequest,
  listParcelProjectAssets,
  listParcelProjectRequests,
  listParcelProjects,
  sendParcelRequest,
  updateParcelProject,
  updateParcelRequest,
  uploadParcelRequests,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import { fieldError } from "../../platform/app-error";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { mailSettingsOf } from "../../platform/mail/mail-settings";
import { readMultipart } from "../../platform/uploads";
import * as service from "./parcel-projects.service";
import { uploadRequests } from "./use-cases/upload-requests";

/** Parcel projects and their requests (operators; clients read their own accounts'). */
export const parcelProjectsRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db, config, files }) => {
  // The request e-mails link to the public site (PUBLIC_URL), as the certificate mails do.
  const { publicUrl } = mailSettingsOf(config);

  serve(app, db, listParcelProjects, ({ query }, ctx) => service.listProjects(ctx, query));
  serve(app, db, createParcelProject, ({ body }, ctx) => service.createProject(ctx, body));
  serve(app, db, getParcelProject, ({ params }, ctx) => service.getProject(ctx, params.projectPrefix));
  serve(app, db, updateParcelProject, ({ params, body }, ctx) =>
    service.updateProject(ctx, params.projectPrefix, body, publicUrl),
  );
  serve(app, db, deleteParcelProject, async ({ params }, ctx) => {
    await service.deleteProject(ctx, params.projectPrefix);
    return undefined;
  });
  serve(app, db, listParcelProjectRequests, ({ params, query }, ctx) =>
    service.listRequests(ctx, params.projectPrefix, query),
  );
  serve(app, db, createParcelProjectRequest, ({ params, body }, ctx) =>
    service.createRequest(ctx, params.projectPrefix, body, publicUrl),
  );
  serve(app, db, createParcelRequest, ({ body }, ctx) => service.createRequestIn(ctx, body, publicUrl));
  serve(app, db, uploadParcelRequests, async ({ params }, ctx, request) => {
    const { file } = await readMultipart(request, "the spreadsheet");
    if (!file) throw fieldError("file", "Choose an .xlsx or .csv file of employees");
    return uploadRequests(ctx, params.projectPrefix, file, publicUrl, files);
  });
  serve(app, db, listParcelProjectAssets, ({ params, query }, ctx) =>
    service.listAssets(ctx, params.projectPrefix, query),
  );
  serve(app, db, getParcelRequest, ({ params }, ctx) => service.getRequest(ctx, params.referenceId));
  serve(app, db, updateParcelRequest, ({ params, body }, ctx) =>
    service.updateRequest(ctx, params.referenceId, body),
  );
  serve(app, db, deleteParcelRequest, async ({ params }, ctx) => {
    await service.deleteRequest(ctx, params.referenceId);
    return undefined;
  });
  serve(app, db, sendParcelRequest, ({ params }, ctx) =>
    service.sendAgain(ctx, params.referenceId, publicUrl),
  );
};

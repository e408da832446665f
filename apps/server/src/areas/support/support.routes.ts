import {
  createSupportRequest,
  executeSupportRequest,
  exportSupportRequests,
  getSupportRequest,
  listSupportRequests,
  removeSupportRequest,
  updateSupportRequest,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { mailSettingsOf } from "../../platform/mail/mail-settings";
import * as service from "./support.service";
import { supportRequestsExport } from "./support-exports";

/** Support requests: clients (and operators for them) file, edit and withdraw; operators execute. */
export const supportRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db, config }) => {
  const { publicUrl } = mailSettingsOf(config);
  serve(app, db, listSupportRequests, ({ query }, ctx) => service.listRequests(ctx, query));
  serve(app, db, exportSupportRequests, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, supportRequestsExport, query),
  );
  serve(app, db, getSupportRequest, ({ params }, ctx) => service.getRequest(ctx, params.id));
  serve(app, db, createSupportRequest, ({ body }, ctx) => service.createRequest(ctx, body, publicUrl));
  serve(app, db, updateSupportRequest, ({ params, body }, ctx) =>
    service.updateRequest(ctx, params.id, body),
  );
  serve(app, db, removeSupportRequest, async ({ params }, ctx) => {
    await service.removeRequest(ctx, params.id);
    return undefined;
  });
  serve(app, db, executeSupportRequest, ({ params, body }, ctx) =>
    service.executeRequest(ctx, params.id, body, publicUrl),
  );
};

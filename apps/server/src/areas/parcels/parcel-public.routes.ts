import {
  confirmPublicParcelRequest,
  getPublicParcelLabel,
  getPublicParcelQrCode,
  getPublicParcelRequest,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { sendLabelFile } from "../../platform/documents/label-files";
import { serve } from "../../platform/endpoints";
import * as service from "./parcel-public.service";

/**
 * The employee's request page (issue 20 part 2): no sign-in, the token of the e-mail's link as
 * the `token` query value; any link that does not open a request answers the same plain 404.
 */
export const parcelPublicRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  // Before the body is validated: a bad link answers its plain 404, never a 422 about the form.
  app.addHook("preValidation", async (request) => {
    const params = request.params as { referenceId?: unknown };
    const query = request.query as { token?: unknown };
    await service.assertLinkOpens(db, params.referenceId, query.token);
  });
  serve(app, db, getPublicParcelRequest, ({ params, query }, ctx) =>
    service.getPublicRequest(ctx.db, params.referenceId, query.token),
  );
  serve(app, db, confirmPublicParcelRequest, ({ params, query, body }, ctx) =>
    service.confirmRequest(ctx.db, params.referenceId, query.token, body),
  );
  serve(app, db, getPublicParcelLabel, async ({ params, query }, ctx, _request, reply) => {
    const { bytes, referenceId } = await service.returnLabelPdf(ctx.db, params.referenceId, query.token);
    return sendLabelFile(reply, bytes, "pdf", `return-label-${referenceId}`);
  });
  serve(app, db, getPublicParcelQrCode, async ({ params, query }, ctx, _request, reply) => {
    const svg = await service.returnQrSvg(ctx.db, params.referenceId, query.token);
    return reply
      .header("Content-Type", "image/svg+xml")
      .header("Cache-Control", "private, no-store")
      .send(svg);
  });
};

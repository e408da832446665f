import {
  downloadVendorLoadDocument,
  exportVendorLoads,
  getVendorLoad,
  getVendorSelf,
  listVendorClosedDates,
  listVendorLoadDocuments,
  listVendorLoads,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { sendListExport } from "../../platform/list-export";
import { vendorLoadsExport } from "./activity-exports";
import * as service from "./vendor.service";

/**
 * The vendor family (`/spa/vendor/...`): the vendor's own dock schedule (SPEC §2
 * /vendor/dock-schedule), its export, and each of their loads read-only with its shipping papers.
 */
export const vendorRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  serve(app, db, getVendorSelf, (_input, ctx) => service.getVendorSelf(ctx));
  serve(app, db, listVendorLoads, ({ query }, ctx) => service.listVendorLoads(ctx, query));
  serve(app, db, exportVendorLoads, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, vendorLoadsExport, query),
  );
  serve(app, db, getVendorLoad, ({ params }, ctx) => service.getVendorLoad(ctx, params.slug));
  serve(app, db, listVendorLoadDocuments, ({ params }, ctx) =>
    service.listVendorLoadDocuments(ctx, params.slug),
  );
  serve(app, db, downloadVendorLoadDocument, async ({ params }, ctx, _request, reply) => {
    const file = await service.openVendorLoadDocument({ ...ctx, files }, params.slug, params.id);
    return sendStoredFile(reply, file, "attachment");
  });
  serve(app, db, listVendorClosedDates, ({ query }, ctx) => service.listVendorClosedDates(ctx, query));
};

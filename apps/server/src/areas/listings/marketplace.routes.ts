import { exportMarketplaceFile, getClassSalesHistory, importSoldReport, unlistListings } from "@ops/domain";
import "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { readMultipart } from "../../platform/uploads";
import * as marketplace from "./marketplace.service";
import * as soldReport from "./sold-report";
import * as unlist from "./unlist";

/**
 * The marketplace boundary (issue 19): the bulk-listing file out, the sold-items report in,
 * unlisting in bulk, and a class's sales history. No call reaches a marketplace.
 */
export const marketplaceRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, exportMarketplaceFile, ({ query }, ctx, _request, reply) =>
    marketplace.sendMarketplaceFile(reply, ctx, query),
  );
  serve(app, db, importSoldReport, async (_input, ctx, request) => {
    const { fields, file } = await readMultipart(request, "the sold-items report");
    return soldReport.importSoldReport(ctx, file, fields.platform);
  });
  serve(app, db, unlistListings, ({ body }, ctx) => unlist.unlistListings(ctx, body));
  serve(app, db, getClassSalesHistory, ({ params, query }, ctx) =>
    marketplace.getClassSalesHistory(ctx, params.id, query),
  );
};

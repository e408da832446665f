import {
  addToPackingList,
  bulkUpdatePackingLists,
  createPackingList,
  deletePackingList,
  getLoadPickList,
  getLoadPickListOfProduct,
  listConsolidated,
  listPackingLists,
  loadPackingListPdf,
  loadPackingListXlsx,
  packingListPdf,
  packingListXlsx,
  removeFromPackingList,
  updatePackingList,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./consolidation.service";
import * as pickList from "./consolidation-pick-list";
import { sendPackingListPdf, sendPackingListXlsx } from "./packing-list-files";

/** An outbound load's pick list, its shipping units and their packing lists (issue 18). */
export const consolidationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, getLoadPickList, ({ params }, ctx) => pickList.getLoadPickList(ctx, params.slug));
  serve(app, db, getLoadPickListOfProduct, ({ params }, ctx) =>
    pickList.getLoadPickListOfProduct(ctx, params.slug, params.productId),
  );
  serve(app, db, listPackingLists, ({ params }, ctx) => service.listPackingLists(ctx, params.slug));
  serve(app, db, createPackingList, ({ params, body }, ctx) =>
    service.createPackingList(ctx, params.slug, body.packaging),
  );
  serve(app, db, addToPackingList, ({ params, body }, ctx) =>
    service.addToPackingList(ctx, params.id, body.barcode),
  );
  serve(app, db, removeFromPackingList, ({ params }, ctx) =>
    service.removeFromPackingList(ctx, params.id, params.barcode),
  );
  serve(app, db, updatePackingList, ({ params, body }, ctx) =>
    service.updatePackingList(ctx, params.id, body),
  );
  serve(app, db, deletePackingList, async ({ params }, ctx) => {
    await service.deletePackingList(ctx, params.id);
    return undefined;
  });
  serve(app, db, bulkUpdatePackingLists, ({ body }, ctx) => service.bulkUpdatePackingLists(ctx, body));
  serve(app, db, listConsolidated, ({ query }, ctx) => service.listConsolidated(ctx, query.accountId));
  serve(app, db, packingListPdf, ({ params }, ctx, _request, reply) =>
    sendPackingListPdf(reply, ctx, { kind: "unit", id: params.id }),
  );
  serve(app, db, loadPackingListPdf, ({ params }, ctx, _request, reply) =>
    sendPackingListPdf(reply, ctx, { kind: "load", slug: params.slug }),
  );
  serve(app, db, packingListXlsx, ({ params }, ctx, _request, reply) =>
    sendPackingListXlsx(reply, ctx, { kind: "unit", id: params.id }),
  );
  serve(app, db, loadPackingListXlsx, ({ params }, ctx, _request, reply) =>
    sendPackingListXlsx(reply, ctx, { kind: "load", slug: params.slug }),
  );
};

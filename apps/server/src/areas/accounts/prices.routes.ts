import {
  createPricebook,
  exportAccountPriceHistory,
  exportPricebookPriceHistory,
  getAccountPrices,
  getPricebook,
  getPricebookPrices,
  listAccountPriceHistory,
  listPricebookPriceHistory,
  listPricebooks,
  saveAccountPrices,
  savePricebookPrices,
  searchPriceableItems,
  updatePricebook,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { accountPriceHistoryExport, pricebookPriceHistoryExport } from "./price-exports";
import * as service from "./prices.service";

/** Prices of accounts and price books, each saved as a new version, and what can be priced. */
export const pricesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, getAccountPrices, ({ params, query }, ctx) =>
    service.getAccountPrices(ctx, params.id, query.type),
  );
  serve(app, db, saveAccountPrices, ({ params, query, body }, ctx) =>
    service.saveAccountPrices(ctx, params.id, query.type, body),
  );
  serve(app, db, listAccountPriceHistory, ({ params, query }, ctx) =>
    service.getAccountPriceHistory(ctx, params.id, query.type),
  );
  serve(app, db, exportAccountPriceHistory, ({ params, query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, accountPriceHistoryExport, query, params),
  );

  serve(app, db, listPricebooks, (_input, ctx) => service.listPricebooks(ctx));
  serve(app, db, createPricebook, ({ body }, ctx) => service.createPricebook(ctx, body));
  serve(app, db, getPricebook, ({ params }, ctx) => service.getPricebook(ctx, params.id));
  serve(app, db, updatePricebook, ({ params, body }, ctx) => service.updatePricebook(ctx, params.id, body));
  serve(app, db, getPricebookPrices, ({ params }, ctx) => service.getPricebookPrices(ctx, params.id));
  serve(app, db, savePricebookPrices, ({ params, body }, ctx) =>
    service.savePricebookPrices(ctx, params.id, body),
  );
  serve(app, db, listPricebookPriceHistory, ({ params }, ctx) =>
    service.getPricebookPriceHistory(ctx, params.id),
  );
  serve(app, db, exportPricebookPriceHistory, ({ params, query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, pricebookPriceHistoryExport, query, params),
  );

  serve(app, db, searchPriceableItems, ({ query }, ctx) => service.searchPriceableItems(ctx, query));
};

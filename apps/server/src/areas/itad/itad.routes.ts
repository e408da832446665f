import {
  bulkCreateSerials,
  checkSerials,
  createComponents,
  getMobilityActivity,
  listAssetLocks,
  listComponents,
  listLpns,
  listSerials,
  packLpn,
  routeAssets,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as components from "./components";
import * as locks from "./locks";
import * as lpns from "./lpns";
import * as mobility from "./mobility";
import * as routing from "./routing";
import * as serials from "./serials";

/** A pasted list of 10,000 serials is well over Fastify's 1 MB default body. */
const SERIAL_LIST_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * IT asset disposition (SPEC §2, §7): the mobility activity; an order's serials (list, check,
 * bulk create), harvested components, LPN packing, bulk routing and a device's locks.
 */
export const itadRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, getMobilityActivity, ({ query }, ctx) => mobility.getMobilityActivity(ctx, query));
  serve(app, db, listSerials, ({ params, query }, ctx) => serials.listSerials(ctx, params.slug, query));
  serve(app, db, checkSerials, ({ params, body }, ctx) => serials.checkSerials(ctx, params.slug, body), {
    bodyLimit: SERIAL_LIST_BODY_LIMIT,
  });
  serve(
    app,
    db,
    bulkCreateSerials,
    ({ params, body }, ctx) => serials.bulkCreateSerials(ctx, params.slug, body),
    {
      bodyLimit: SERIAL_LIST_BODY_LIMIT,
    },
  );
  serve(app, db, createComponents, ({ params, body }, ctx) =>
    components.createComponents(ctx, params.barcode, body),
  );
  serve(app, db, listComponents, ({ params, query }, ctx) =>
    components.listComponents(ctx, params.slug, query),
  );
  serve(app, db, packLpn, ({ params, body }, ctx) => lpns.packLpn(ctx, params.slug, body));
  serve(app, db, listLpns, ({ params, query }, ctx) => lpns.listLpns(ctx, params.slug, query));
  serve(app, db, routeAssets, ({ params, body }, ctx) => routing.routeAssets(ctx, params.slug, body));
  serve(app, db, listAssetLocks, ({ params }, ctx) => locks.listAssetLocks(ctx, params.barcode));
};

import {
  bulkListingAssets,
  bulkListingAssetsAsync,
  createListing,
  deleteListing,
  exportListings,
  getAssetListing,
  getListing,
  getListingFloor,
  listJobListingReservations,
  listListingAssets,
  listListings,
  reserveListingAsset,
  unreserveListingAsset,
  updateListing,
  updateListingAsset,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import * as assets from "./listing-assets.service";
import { listingsExport } from "./listing-exports";
import * as listings from "./listings.service";

/** Marketplace listings and their assets (issue 19). */
export const listingRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, listListings, ({ query }, ctx) => listings.listListings(ctx, query));
  serve(app, db, exportListings, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, listingsExport, query),
  );
  serve(app, db, createListing, ({ body }, ctx) => listings.createListing(ctx, body));
  serve(app, db, getAssetListing, ({ params }, ctx) => assets.getAssetListing(ctx, params.barcode));
  serve(app, db, getListingFloor, async ({ query }, ctx) => ({
    floor: await listings.floorOf(ctx.db, { productId: query.productId, grade: query.grade }),
  }));
  serve(app, db, getListing, ({ params }, ctx) => listings.getListing(ctx, params.id));
  serve(app, db, updateListing, ({ params, body }, ctx) => listings.updateListing(ctx, params.id, body));
  serve(app, db, deleteListing, async ({ params }, ctx) => {
    await listings.deleteListing(ctx, params.id);
    return undefined;
  });
  serve(app, db, listListingAssets, ({ params, query }, ctx) =>
    assets.listListingAssets(ctx, params.id, query),
  );
  serve(app, db, reserveListingAsset, ({ params, body }, ctx) =>
    assets.reserveListingAsset(ctx, params.id, body.barcode),
  );
  serve(app, db, unreserveListingAsset, ({ params }, ctx) =>
    assets.unreserveListingAsset(ctx, params.id, params.barcode),
  );
  serve(app, db, updateListingAsset, ({ params, body }, ctx) =>
    assets.updateListingAsset(ctx, params.id, params.barcode, body),
  );
  serve(
    app,
    db,
    bulkListingAssets,
    ({ params, body }, ctx) => assets.bulkListingAssets(ctx, params.id, body),
    {
      bodyLimit: 2_000_000,
    },
  );
  serve(
    app,
    db,
    bulkListingAssetsAsync,
    ({ params, body }, ctx) => assets.startBulkListingAssets(ctx, params.id, body),
    { bodyLimit: 2_000_000 },
  );
  serve(app, db, listJobListingReservations, ({ params }, ctx) =>
    assets.listJobListingReservations(ctx, params.slug),
  );
};

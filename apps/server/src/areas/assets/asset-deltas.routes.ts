import { AssetDeltas, AssetDeltasQuery, SlugParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./asset-deltas.service";

const tags = ["assets"];

/** Expected against received for a load: operators any load, clients their own. */
export const assetDeltasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const prefix of ["/spa", "/spa/client"]) {
    app.get(
      `${prefix}/activities/:slug/asset_deltas`,
      {
        schema: {
          tags,
          summary: "What a load received against its ASN, by product or by serial",
          params: SlugParams,
          querystring: AssetDeltasQuery,
          response: { 200: AssetDeltas },
        },
      },
      async (request) => service.assetDeltas(contextOf(request, db), request.params.slug, request.query.type),
    );
  }
};

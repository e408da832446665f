import { FindParams, FindResult } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import { findTerm } from "./find.service";

/** Global find for staff and, limited to their accounts, clients (SPEC §7). */
export const findRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const base of ["/spa/find", "/spa/client/find"]) {
    app.get(
      `${base}/:term`,
      {
        schema: {
          tags: ["find"],
          summary: "The screen of a barcode, serial, load slug, request number or location barcode",
          params: FindParams,
          response: { 200: FindResult },
        },
      },
      async (request) => findTerm(contextOf(request, db), request.params.term),
    );
  }
};

import { ActivityList, ClosedDateList, ClosedDatesQuery, VendorLoadsQuery, VendorSelf } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./vendor.service";

const tags = ["vendor"];

/** The vendor family (`/spa/vendor/...`): the vendor's own dock schedule (SPEC §2 /vendor/dock-schedule). */
export const vendorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/vendor/self",
    { schema: { tags, summary: "The vendor user and their accounts", response: { 200: VendorSelf } } },
    async (request) => service.getVendorSelf(contextOf(request, db)),
  );
  app.get(
    "/spa/vendor/loads",
    {
      schema: {
        tags,
        summary: "Scheduled loads of the vendor's accounts",
        querystring: VendorLoadsQuery,
        response: { 200: ActivityList },
      },
    },
    async (request) => service.listVendorLoads(contextOf(request, db), request.query),
  );
  app.get(
    "/spa/vendor/closed-dates",
    {
      schema: {
        tags,
        summary: "Closed dates of the docks",
        querystring: ClosedDatesQuery,
        response: { 200: ClosedDateList },
      },
    },
    async (request) => service.listVendorClosedDates(contextOf(request, db), request.query),
  );
};

import {
  ActivityDocument,
  ActivityList,
  ClosedDateList,
  ClosedDatesQuery,
  FileParams,
  SlugParams,
  VendorLoad,
  VendorLoadsQuery,
  VendorSelf,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { registerListExport } from "../../platform/list-export";
import { contextOf } from "../../plugins/auth";
import { vendorLoadsExport } from "./activity-exports";
import * as service from "./vendor.service";

const tags = ["vendor"];

/**
 * The vendor family (`/spa/vendor/...`): the vendor's own dock schedule (SPEC §2
 * /vendor/dock-schedule), its export, and each of their loads read-only with its shipping papers.
 */
export const vendorRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
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
  registerListExport(app, { db, files }, ["/spa/vendor/loads"], {
    tags,
    summary: "Export the vendor's dock schedule of a date range",
    querystring: VendorLoadsQuery,
    spec: vendorLoadsExport,
  });
  app.get(
    "/spa/vendor/loads/:slug",
    {
      schema: {
        tags,
        summary: "A load of the vendor's, read-only",
        params: SlugParams,
        response: { 200: VendorLoad },
      },
    },
    async (request) => service.getVendorLoad(contextOf(request, db), request.params.slug),
  );
  app.get(
    "/spa/vendor/loads/:slug/documents",
    {
      schema: {
        tags,
        summary: "The shipping papers of a load of the vendor's",
        params: SlugParams,
        response: { 200: z.array(ActivityDocument) },
      },
    },
    async (request) => service.listVendorLoadDocuments(contextOf(request, db), request.params.slug),
  );
  app.get(
    "/spa/vendor/loads/:slug/documents/:id/file",
    { schema: { tags, summary: "Download one of those documents", params: FileParams } },
    async (request, reply) => {
      const ctx = { ...contextOf(request, db), files };
      const file = await service.openVendorLoadDocument(ctx, request.params.slug, request.params.id);
      return sendStoredFile(reply, file, "attachment");
    },
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

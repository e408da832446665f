import {
  AsnDeleteResult,
  AsnImportResult,
  AsnItemList,
  AsnItemsQuery,
  AsnMapping,
  AsnPreview,
  JobAccepted,
  SlugParams,
} from "@ops/domain";
import "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { fieldError } from "../../platform/app-error";
import { readMultipart } from "../../platform/uploads";
import { contextOf } from "../../plugins/auth";
import * as service from "./asns.service";
import { fieldRelationshipsRoutes } from "./field-relationships.routes";

const tags = ["asns"];

/** The multipart body of an ASN upload: one `file`, and for the import an optional `mapping` (JSON). */
async function readUpload(request: FastifyRequest) {
  const { fields, file } = await readMultipart(request, "the ASN file");
  const mappingText = fields.mapping;
  if (!file) throw fieldError("file", "Choose an ASN file (.xlsx or .csv)");
  let mapping: AsnMapping = {};
  if (mappingText?.trim()) {
    let json: unknown;
    try {
      json = JSON.parse(mappingText);
    } catch {
      throw fieldError("mapping", "The column mapping is not valid JSON");
    }
    const parsed = AsnMapping.safeParse(json);
    if (!parsed.success) throw fieldError("mapping", "Map each column to an ASN field or to ignore");
    mapping = parsed.data;
  }
  return { file, mapping };
}

/** ASN upload, preview, items and removal on a load (operators; clients read their own loads' items). */
export const asnsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fieldRelationshipsRoutes, { db });

  for (const base of ["/spa/loads/:slug/asns", "/spa/client/loads/:slug/asns"]) {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "A load's ASN items (search: serial, asset tag, product, pallet)",
          params: SlugParams,
          querystring: AsnItemsQuery,
          response: { 200: AsnItemList },
        },
      },
      async (request) => service.listAsnItems(contextOf(request, db), request.params.slug, request.query),
    );
  }
  app.post(
    "/spa/loads/:slug/asns/preview",
    {
      schema: {
        tags,
        summary: "How an ASN file's columns would be read (multipart: file); writes nothing",
        params: SlugParams,
        consumes: ["multipart/form-data"],
        response: { 200: AsnPreview },
      },
    },
    async (request) => {
      const { file } = await readUpload(request);
      return service.previewAsn(contextOf(request, db), request.params.slug, file);
    },
  );
  app.post(
    "/spa/loads/:slug/asns",
    {
      schema: {
        tags,
        summary: "Import an ASN file (multipart: file, mapping); 202 with a job above 2,000 rows",
        params: SlugParams,
        consumes: ["multipart/form-data"],
        response: { 201: AsnImportResult, 202: JobAccepted },
      },
    },
    async (request, reply) => {
      const { file, mapping } = await readUpload(request);
      const result = await service.uploadAsn(contextOf(request, db), request.params.slug, file, mapping);
      return reply.status("jobId" in result ? 202 : 201).send(result);
    },
  );
  app.delete(
    "/spa/loads/:slug/asns/delete_all",
    {
      schema: {
        tags,
        summary: "Delete every ASN item of a load",
        params: SlugParams,
        response: { 200: AsnDeleteResult },
      },
    },
    async (request) => service.deleteAllAsnItems(contextOf(request, db), request.params.slug),
  );
};

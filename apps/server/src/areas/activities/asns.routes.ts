import { AsnMapping, deleteLoadAsnItems, importLoadAsn, listLoadAsnItems, previewLoadAsn } from "@ops/domain";
import "@fastify/multipart";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { fieldError } from "../../platform/app-error";
import { serve } from "../../platform/endpoints";
import type { FileStore } from "../../platform/files";
import { readMultipart } from "../../platform/uploads";
import * as service from "./asns.service";
import { fieldRelationshipsRoutes } from "./field-relationships.routes";

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
export const asnsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  await app.register(fieldRelationshipsRoutes, { db });

  serve(app, db, listLoadAsnItems, ({ params, query }, ctx) => service.listAsnItems(ctx, params.slug, query));
  serve(app, db, previewLoadAsn, async ({ params }, ctx, request) => {
    const { file } = await readUpload(request);
    return service.previewAsn(ctx, params.slug, file);
  });
  // 201 with the rows inserted, or 202 with the job importing a long file.
  serve(app, db, importLoadAsn, async ({ params }, ctx, request) => {
    const { file, mapping } = await readUpload(request);
    return service.uploadAsn(ctx, params.slug, file, mapping, files);
  });
  serve(app, db, deleteLoadAsnItems, ({ params }, ctx) => service.deleteAllAsnItems(ctx, params.slug));
};

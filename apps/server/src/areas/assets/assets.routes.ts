import {
  ActivityAssetsQuery,
  Asset,
  AssetBody,
  AssetIdParams,
  AssetList,
  AssetsQuery,
  AssetTestSuite,
  AssetUpdate,
  BarcodeParams,
  BulkAssetBody,
  BulkAssetResult,
  BulkAssetUpdateBody,
  CheckInEligibility,
  DuplicateSerialQuery,
  DuplicateSerialResult,
  SlugParams,
  SourceInfo,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/files";
import { registerListExport } from "../../platform/list-export";
import { contextOf } from "../../plugins/auth";
import { activityAssetsExport, assetsExport } from "./asset-exports";
import * as service from "./assets.service";

const tags = ["assets"];
const AsyncQuery = z.object({ async: z.enum(["true", "false"]).optional() });
const JobStarted = z.object({ jobId: z.string() });

/**
 * Assets (SPEC §7): operators receive, change and remove them; clients read those of their
 * accounts through `/spa/client/...` (another client's asset answers 404). `/assets/:id` and
 * `/assets/:barcode/...` share a path position; find-my-way keeps each route's own name.
 */
export const assetsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  app.post(
    "/spa/assets",
    { schema: { tags, summary: "Receive an asset", body: AssetBody, response: { 201: Asset } } },
    async (request, reply) =>
      reply.status(201).send(await service.createAsset(contextOf(request, db), request.body)),
  );
  app.post(
    "/spa/assets/bulk",
    {
      schema: {
        tags,
        summary:
          "Receive several assets, all or none (202 with a job above the sync limit or with async=true)",
        querystring: AsyncQuery,
        body: BulkAssetBody,
        response: { 201: BulkAssetResult, 202: JobStarted },
      },
    },
    async (request, reply) => {
      const result = await service.createAssets(
        contextOf(request, db),
        request.body.assets,
        request.query.async === "true",
      );
      return reply.status("jobId" in result ? 202 : 201).send(result);
    },
  );
  app.put(
    "/spa/assets/bulk",
    {
      schema: {
        tags,
        summary:
          "Make the same change to several assets, all or none (202 with a job when large or async=true)",
        querystring: AsyncQuery,
        body: BulkAssetUpdateBody,
        response: { 200: BulkAssetResult, 202: JobStarted },
      },
    },
    async (request, reply) => {
      const result = await service.updateAssets(
        contextOf(request, db),
        request.body,
        request.query.async === "true",
      );
      return reply.status("jobId" in result ? 202 : 200).send(result);
    },
  );
  app.get(
    "/spa/assets/duplicate-serial",
    {
      schema: {
        tags,
        summary: "Assets already carrying a serial number",
        querystring: DuplicateSerialQuery,
        response: { 200: DuplicateSerialResult },
      },
    },
    async (request) => service.duplicateSerial(contextOf(request, db), request.query),
  );
  app.put(
    "/spa/assets/:id",
    {
      schema: {
        tags,
        summary: "Change an asset (only the fields sent)",
        params: AssetIdParams,
        body: AssetUpdate,
        response: { 200: Asset },
      },
    },
    async (request) => service.updateAsset(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/assets/:id",
    { schema: { tags, summary: "Remove an asset", params: AssetIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteAsset(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const base of ["/spa", "/spa/client"]) {
    app.get(
      `${base}/assets`,
      {
        schema: {
          tags,
          summary:
            "Find assets by barcode or serial, list them, or check a barcode in (find=can_be_checked_in)",
          querystring: AssetsQuery,
          response: { 200: z.union([AssetList, CheckInEligibility]) },
        },
      },
      async (request) => service.listAssets(contextOf(request, db), request.query),
    );
    app.get(
      `${base}/assets/:id`,
      { schema: { tags, summary: "Get an asset", params: AssetIdParams, response: { 200: Asset } } },
      async (request) => service.getAsset(contextOf(request, db), request.params.id),
    );
    app.get(
      `${base}/assets/:barcode/children`,
      {
        schema: {
          tags,
          summary: "The assets inside a container",
          params: BarcodeParams,
          response: { 200: z.array(Asset) },
        },
      },
      async (request) => service.listChildren(contextOf(request, db), request.params.barcode),
    );
    app.get(
      `${base}/assets/:barcode/source_info`,
      {
        schema: {
          tags,
          summary: "Where an asset came from",
          params: BarcodeParams,
          response: { 200: SourceInfo },
        },
      },
      async (request) => service.sourceInfo(contextOf(request, db), request.params.barcode),
    );
    app.get(
      `${base}/assets/:barcode/test_suites`,
      {
        schema: {
          tags,
          summary: "Test suites of an asset (empty until testing records exist)",
          params: BarcodeParams,
          response: { 200: z.array(AssetTestSuite) },
        },
      },
      async (request) => service.listTestSuites(contextOf(request, db), request.params.barcode),
    );
    app.get(
      `${base}/activities/:slug/assets`,
      {
        schema: {
          tags,
          summary: "Assets of an activity: all, received on it, or with a duplicate serial",
          params: SlugParams,
          querystring: ActivityAssetsQuery,
          response: { 200: AssetList },
        },
      },
      async (request) =>
        service.listActivityAssets(contextOf(request, db), request.params.slug, request.query),
    );
  }
  registerListExport(app, { db, files }, ["/spa/assets", "/spa/client/assets"], {
    tags,
    summary: "Export the assets as filtered",
    querystring: AssetsQuery,
    spec: assetsExport,
  });
  registerListExport(
    app,
    { db, files },
    ["/spa/activities/:slug/assets", "/spa/client/activities/:slug/assets"],
    {
      tags,
      summary: "Export the assets of an activity",
      querystring: ActivityAssetsQuery,
      params: SlugParams,
      spec: activityAssetsExport,
    },
  );
};

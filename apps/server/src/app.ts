import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { MAX_DOCUMENT_BYTES } from "@ops/domain";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import qs from "qs";
import { accountsArea } from "./areas/accounts/accounts.plugin";
import { activitiesArea } from "./areas/activities/activities.plugin";
import { assetsArea } from "./areas/assets/assets.plugin";
import { attachmentsArea } from "./areas/attachments/attachments.plugin";
import { authArea } from "./areas/auth/auth.plugin";
import { carriersArea } from "./areas/carriers/carriers.plugin";
import { catalogueArea } from "./areas/catalogue/catalogue.plugin";
import { eventsArea } from "./areas/events/events.plugin";
import { inventoryArea } from "./areas/inventory/inventory.plugin";
import { itadArea } from "./areas/itad/itad.plugin";
import { listingsArea } from "./areas/listings/listings.plugin";
import { notificationsArea } from "./areas/notifications/notifications.plugin";
import { outboundArea } from "./areas/outbound/outbound.plugin";
import { parcelsArea } from "./areas/parcels/parcels.plugin";
import { pickupsArea } from "./areas/pickups/pickups.plugin";
import { platformArea } from "./areas/platform/platform.plugin";
import { reportsArea } from "./areas/reports/reports.plugin";
import { settlementArea } from "./areas/settlement/settlement.plugin";
import { supportArea } from "./areas/support/support.plugin";
import { surveysArea } from "./areas/surveys/surveys.plugin";
import { tasksArea } from "./areas/tasks/tasks.plugin";
import { testingArea } from "./areas/testing/testing.plugin";
import { usersArea } from "./areas/users/users.plugin";
import { workArea } from "./areas/work/work.plugin";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { startJobs } from "./job-kinds";
import type { FileStore } from "./platform/files";
import { openFileStore } from "./platform/open-file-store";
import { registerAuth } from "./plugins/auth";
import { frameworkErrorHandler, registerErrorHandling } from "./plugins/errors";
import { registerTextGuard } from "./plugins/input-text";

export type AppDeps = {
  db: Db;
  config: Config;
  files?: FileStore;
  logger?: FastifyServerOptions["logger"];
  /** false: routes only, no job queue (the OpenAPI document is built without a database). */
  jobs?: boolean;
};

function sentryOrigin(dsn: string | null): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

/** Builds the whole HTTP application: API under /spa, the web app everywhere else. */
export async function buildApp({ db, config, files, logger = false, jobs = true }: AppDeps) {
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { querystringParser: (text: string) => qs.parse(text, { arrayLimit: 1000 }) },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", ...sentryOrigin(config.SENTRY_DSN)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "Operations platform API", version: "1.0.0" },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "ops_session" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/spa/docs",
    staticCSP: true,
    uiConfig: { docExpansion: "list" },
  });

  registerAuth(app, { db, config });
  registerTextGuard(app);
  const areaDeps = { db, config, files: files ?? (await openFileStore(config)) };
  await app.register(authArea, areaDeps);
  await app.register(usersArea, areaDeps);
  await app.register(accountsArea, areaDeps);
  await app.register(inventoryArea, areaDeps);
  await app.register(carriersArea, areaDeps);
  await app.register(platformArea, areaDeps);
  await app.register(catalogueArea, areaDeps);
  await app.register(activitiesArea, areaDeps);
  await app.register(assetsArea, areaDeps);
  await app.register(workArea, areaDeps);
  await app.register(itadArea, areaDeps);
  await app.register(outboundArea, areaDeps);
  await app.register(listingsArea, areaDeps);
  await app.register(parcelsArea, areaDeps);
  await app.register(pickupsArea, areaDeps);
  await app.register(tasksArea, areaDeps);
  await app.register(notificationsArea, areaDeps);
  await app.register(settlementArea, areaDeps);
  await app.register(reportsArea, areaDeps);
  await app.register(supportArea, areaDeps);
  await app.register(surveysArea, areaDeps);
  await app.register(testingArea, areaDeps);
  await app.register(eventsArea, areaDeps);
  await app.register(attachmentsArea, areaDeps);
  // Every app server works the job queue (JOB_CONCURRENCY 0: it only queues, on PostgreSQL).
  if (jobs) {
    const jobRunner = await startJobs({
      ...areaDeps,
      log: (message, err) => app.log.error({ err }, message),
    });
    app.addHook("onClose", () => jobRunner.stop());
  }

  app.get(
    "/healthz",
    {
      schema: {
        operationId: "getHealth",
        summary: "Whether the server and its database answer",
        tags: ["platform"],
      },
    },
    async () => {
      await db.execute("select 1");
      return { ok: true };
    },
  );

  // The web build is looked up on each request, not once at start: a new build (or the first
  // one, made after the server started) is served without a restart.
  const indexHtml = path.join(config.WEB_DIST, "index.html");
  const hasWeb = () => fs.existsSync(indexHtml);
  // Source maps are for error reporting, not for the public: production does not serve them.
  const servable = (name: string) => config.NODE_ENV !== "production" || !name.endsWith(".map");
  // reply.sendFile for the build's top-level files (index.html, version.json).
  await app.register(fastifyStatic, { root: config.WEB_DIST, serve: false, cacheControl: false });
  // The hashed bundles: one route that reads the directory on each request.
  await app.register(fastifyStatic, {
    root: path.join(config.WEB_DIST, "static"),
    prefix: "/static/",
    wildcard: true,
    decorateReply: false,
    allowedPath: servable,
    setHeaders: (res) => res.header("Cache-Control", "public, max-age=31536000, immutable"),
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const api = pathname.startsWith("/spa/") || pathname === "/spa";
    if (request.method === "GET" && !api) {
      // A top-level file of the build, by a plain name only (no folders, no leading dot).
      const name = /^\/([\w-][\w.-]*)$/.exec(pathname)?.[1];
      if (
        name &&
        name !== "index.html" &&
        servable(name) &&
        fs.existsSync(path.join(config.WEB_DIST, name))
      ) {
        reply.header("Cache-Control", "no-cache");
        return reply.sendFile(name);
      }
    }
    // A missing file (an old build's chunk, say) is a 404, not the page: a script must never get HTML.
    const isFile = pathname.startsWith("/static/") || /\.(js|css|map|json|ico|png|svg|txt)$/i.test(pathname);
    if (api || request.method !== "GET" || isFile || !hasWeb()) {
      return reply.status(404).send({ message: `No such path: ${request.method} ${pathname}` });
    }
    reply.header("Cache-Control", "no-cache");
    return reply.sendFile("index.html");
  });

  return app;
}

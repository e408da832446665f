import {
  createEvents,
  deleteEvent,
  getEvent,
  listActivityEvents,
  listAssetEvents,
  listEvents,
  updateEvent,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./events.service";

/**
 * Events (SPEC §7 events CRUD): operators record and list them; only events entered through
 * `POST /events` change. An activity's or an asset's events are its chain of custody (an
 * asset's for clients too).
 */
export const eventsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, createEvents, ({ body }, ctx) => service.createEvents(ctx, body));
  serve(app, db, listEvents, ({ query }, ctx) => service.listEvents(ctx, query));
  serve(app, db, getEvent, ({ params }, ctx) => service.getEvent(ctx, params.id));
  serve(app, db, updateEvent, ({ params, body }, ctx) => service.updateEvent(ctx, params.id, body));
  serve(app, db, deleteEvent, async ({ params }, ctx) => {
    await service.deleteEvent(ctx, params.id);
    return undefined;
  });
  serve(app, db, listActivityEvents, ({ params, query }, ctx) =>
    service.listActivityEvents(ctx, params.slug, query),
  );
  serve(app, db, listAssetEvents, ({ params, query }, ctx) =>
    service.listAssetEvents(ctx, params.barcode, query),
  );
};

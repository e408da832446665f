import {
  createClassAttribute,
  createProductClass,
  deleteClassAttribute,
  deleteProductClass,
  getClassAttribute,
  getProductClass,
  listCatalogueClasses,
  listClassAttributes,
  listEcommerceCutlines,
  listProductAttributeSets,
  listProductClassAttributes,
  listProductClasses,
  listSerializedClasses,
  replaceEcommerceCutlines,
  updateClassAttribute,
  updateProductClass,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./classes.service";

/** Product classes, their attributes and marketplace price floors. */
export const classesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  for (const endpoint of [listProductClasses, listCatalogueClasses]) {
    serve(app, db, endpoint, ({ query }, ctx) => service.listClasses(ctx, query));
  }
  serve(app, db, listSerializedClasses, (_, ctx) =>
    service.listClasses(ctx, { serialized: "true", active: "true" }),
  );
  serve(app, db, createProductClass, ({ body }, ctx) => service.createClass(ctx, body));
  serve(app, db, getProductClass, ({ params }, ctx) => service.getClass(ctx, params.id));
  serve(app, db, updateProductClass, ({ params, body }, ctx) => service.updateClass(ctx, params.id, body));
  serve(app, db, deleteProductClass, async ({ params }, ctx) => {
    await service.deleteClass(ctx, params.id);
    return undefined;
  });
  serve(app, db, listProductClassAttributes, ({ params }, ctx) => service.listAttributes(ctx, params.id));

  serve(app, db, listClassAttributes, ({ query }, ctx) => service.listAttributes(ctx, query.class_id));
  serve(app, db, createClassAttribute, ({ body }, ctx) => service.createAttribute(ctx, body));
  serve(app, db, getClassAttribute, ({ params }, ctx) => service.getAttribute(ctx, params.id));
  serve(app, db, updateClassAttribute, ({ params, body }, ctx) =>
    service.updateAttribute(ctx, params.id, body),
  );
  serve(app, db, deleteClassAttribute, async ({ params }, ctx) => {
    await service.deleteAttribute(ctx, params.id);
    return undefined;
  });
  serve(app, db, listProductAttributeSets, ({ query }, ctx) =>
    service.listAttributeSets(ctx, query.class_id),
  );

  serve(app, db, listEcommerceCutlines, ({ query }, ctx) => service.listCutlines(ctx, query.class_id));
  serve(app, db, replaceEcommerceCutlines, ({ params, body }, ctx) =>
    service.saveCutlines(ctx, params.classId, body),
  );
};

import {
  createCarrier,
  createCarrierContact,
  createCarrierRule,
  createVendorRule,
  deleteCarrier,
  deleteCarrierContact,
  deleteCarrierRule,
  getCarrier,
  getCarrierContact,
  getCarrierRule,
  getVendorRule,
  listCarrierContacts,
  listCarrierRules,
  listCarriers,
  listVendorRules,
  updateCarrier,
  updateCarrierContact,
  updateCarrierRule,
  updateVendorRule,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as contacts from "./carrier-contacts.service";
import * as rules from "./carrier-rules.service";
import * as service from "./carriers.service";
import * as vendorRules from "./vendor-rules.service";

/** Carriers with their contacts and rules, and the vendor rules that prefer them. */
export const carriersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listCarriers, ({ query }, ctx) => service.listCarriers(ctx, query));
  serve(app, db, createCarrier, ({ body }, ctx) => service.createCarrier(ctx, body));
  serve(app, db, getCarrier, ({ params }, ctx) => service.getCarrier(ctx, params.carrierId));
  serve(app, db, updateCarrier, ({ params, body }, ctx) =>
    service.updateCarrier(ctx, params.carrierId, body),
  );
  serve(app, db, deleteCarrier, async ({ params }, ctx) => {
    await service.deleteCarrier(ctx, params.carrierId);
    return undefined;
  });

  serve(app, db, listCarrierContacts, ({ params }, ctx) => contacts.listContacts(ctx, params.carrierId));
  serve(app, db, createCarrierContact, ({ params, body }, ctx) =>
    contacts.createContact(ctx, params.carrierId, body),
  );
  serve(app, db, getCarrierContact, ({ params }, ctx) =>
    contacts.getContact(ctx, params.carrierId, params.contactId),
  );
  serve(app, db, updateCarrierContact, ({ params, body }, ctx) =>
    contacts.updateContact(ctx, params.carrierId, params.contactId, body),
  );
  serve(app, db, deleteCarrierContact, async ({ params }, ctx) => {
    await contacts.deleteContact(ctx, params.carrierId, params.contactId);
    return undefined;
  });

  serve(app, db, listCarrierRules, ({ params }, ctx) => rules.listRules(ctx, params.carrierId));
  serve(app, db, createCarrierRule, ({ params, body }, ctx) => rules.createRule(ctx, params.carrierId, body));
  serve(app, db, getCarrierRule, ({ params }, ctx) => rules.getRule(ctx, params.carrierId, params.ruleId));
  serve(app, db, updateCarrierRule, ({ params, body }, ctx) =>
    rules.updateRule(ctx, params.carrierId, params.ruleId, body),
  );
  serve(app, db, deleteCarrierRule, async ({ params }, ctx) => {
    await rules.deleteRule(ctx, params.carrierId, params.ruleId);
    return undefined;
  });

  serve(app, db, listVendorRules, ({ query }, ctx) => vendorRules.listVendorRules(ctx, query));
  serve(app, db, createVendorRule, ({ body }, ctx) => vendorRules.createVendorRule(ctx, body));
  serve(app, db, getVendorRule, ({ params }, ctx) => vendorRules.getVendorRule(ctx, params.id));
  serve(app, db, updateVendorRule, ({ params, body }, ctx) =>
    vendorRules.updateVendorRule(ctx, params.id, body),
  );
};

import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  Carrier,
  CarrierBody,
  CarrierContact,
  CarrierContactBody,
  CarrierContactParams,
  CarrierList,
  CarrierParams,
  CarrierRule,
  CarrierRuleBody,
  CarrierRuleParams,
  CarriersQuery,
  VendorRule,
  VendorRuleBody,
  VendorRuleList,
  VendorRulesQuery,
} from "./carriers.schemas";

const carriers = ["carriers"] as const;
const vendorRules = ["vendor rules"] as const;
const operator = ["operator"] as const;

export const listCarriers = defineEndpoint({
  method: "GET",
  path: "/carriers",
  families: operator,
  operationId: "listCarriers",
  permission: "carriers.view",
  summary: "List carriers",
  tags: carriers,
  query: CarriersQuery,
  responses: { 200: CarrierList },
});

export const createCarrier = defineEndpoint({
  method: "POST",
  path: "/carriers",
  families: operator,
  operationId: "createCarrier",
  permission: "carriers.manage",
  summary: "Create a carrier",
  tags: carriers,
  body: CarrierBody,
  responses: { 201: Carrier },
});

export const getCarrier = defineEndpoint({
  method: "GET",
  path: "/carriers/:carrierId",
  families: operator,
  operationId: "getCarrier",
  permission: "carriers.view",
  summary: "Get a carrier",
  tags: carriers,
  params: CarrierParams,
  responses: { 200: Carrier },
});

export const updateCarrier = defineEndpoint({
  method: "PUT",
  path: "/carriers/:carrierId",
  families: operator,
  operationId: "updateCarrier",
  permission: "carriers.manage",
  summary: "Update a carrier",
  tags: carriers,
  params: CarrierParams,
  body: CarrierBody,
  responses: { 200: Carrier },
});

export const deleteCarrier = defineEndpoint({
  method: "DELETE",
  path: "/carriers/:carrierId",
  families: operator,
  operationId: "deleteCarrier",
  permission: "carriers.manage",
  summary: "Remove a carrier with its contacts and rules",
  tags: carriers,
  params: CarrierParams,
  responses: { 204: z.null() },
});

export const listCarrierContacts = defineEndpoint({
  method: "GET",
  path: "/carriers/:carrierId/contacts",
  families: operator,
  operationId: "listCarrierContacts",
  permission: "carriers.view",
  summary: "Contacts of a carrier",
  tags: carriers,
  params: CarrierParams,
  responses: { 200: z.array(CarrierContact) },
});

export const createCarrierContact = defineEndpoint({
  method: "POST",
  path: "/carriers/:carrierId/contacts",
  families: operator,
  operationId: "createCarrierContact",
  permission: "carriers.manage",
  summary: "Add a carrier contact",
  tags: carriers,
  params: CarrierParams,
  body: CarrierContactBody,
  responses: { 201: CarrierContact },
});

export const getCarrierContact = defineEndpoint({
  method: "GET",
  path: "/carriers/:carrierId/contacts/:contactId",
  families: operator,
  operationId: "getCarrierContact",
  permission: "carriers.view",
  summary: "Get a carrier contact",
  tags: carriers,
  params: CarrierContactParams,
  responses: { 200: CarrierContact },
});

export const updateCarrierContact = defineEndpoint({
  method: "PUT",
  path: "/carriers/:carrierId/contacts/:contactId",
  families: operator,
  operationId: "updateCarrierContact",
  permission: "carriers.manage",
  summary: "Update a carrier contact",
  tags: carriers,
  params: CarrierContactParams,
  body: CarrierContactBody,
  responses: { 200: CarrierContact },
});

export const deleteCarrierContact = defineEndpoint({
  method: "DELETE",
  path: "/carriers/:carrierId/contacts/:contactId",
  families: operator,
  operationId: "deleteCarrierContact",
  permission: "carriers.manage",
  summary: "Remove a carrier contact",
  tags: carriers,
  params: CarrierContactParams,
  responses: { 204: z.null() },
});

export const listCarrierRules = defineEndpoint({
  method: "GET",
  path: "/carriers/:carrierId/rules",
  families: operator,
  operationId: "listCarrierRules",
  permission: "carriers.view",
  summary: "Rules of a carrier",
  tags: carriers,
  params: CarrierParams,
  responses: { 200: z.array(CarrierRule) },
});

export const createCarrierRule = defineEndpoint({
  method: "POST",
  path: "/carriers/:carrierId/rules",
  families: operator,
  operationId: "createCarrierRule",
  permission: "carriers.manage",
  summary: "Add a carrier rule",
  tags: carriers,
  params: CarrierParams,
  body: CarrierRuleBody,
  responses: { 201: CarrierRule },
});

export const getCarrierRule = defineEndpoint({
  method: "GET",
  path: "/carriers/:carrierId/rules/:ruleId",
  families: operator,
  operationId: "getCarrierRule",
  permission: "carriers.view",
  summary: "Get a carrier rule",
  tags: carriers,
  params: CarrierRuleParams,
  responses: { 200: CarrierRule },
});

export const updateCarrierRule = defineEndpoint({
  method: "PUT",
  path: "/carriers/:carrierId/rules/:ruleId",
  families: operator,
  operationId: "updateCarrierRule",
  permission: "carriers.manage",
  summary: "Update a carrier rule",
  tags: carriers,
  params: CarrierRuleParams,
  body: CarrierRuleBody,
  responses: { 200: CarrierRule },
});

export const deleteCarrierRule = defineEndpoint({
  method: "DELETE",
  path: "/carriers/:carrierId/rules/:ruleId",
  families: operator,
  operationId: "deleteCarrierRule",
  permission: "carriers.manage",
  summary: "Remove a carrier rule",
  tags: carriers,
  params: CarrierRuleParams,
  responses: { 204: z.null() },
});

export const listVendorRules = defineEndpoint({
  method: "GET",
  path: "/vendor_rules",
  families: operator,
  operationId: "listVendorRules",
  permission: "accounts.view",
  summary: "List vendor rules",
  tags: vendorRules,
  query: VendorRulesQuery,
  responses: { 200: VendorRuleList },
});

export const createVendorRule = defineEndpoint({
  method: "POST",
  path: "/vendor_rules",
  families: operator,
  operationId: "createVendorRule",
  permission: "accounts.manage",
  summary: "Create a vendor rule",
  tags: vendorRules,
  body: VendorRuleBody,
  responses: { 201: VendorRule },
});

export const getVendorRule = defineEndpoint({
  method: "GET",
  path: "/vendor_rules/:id",
  families: operator,
  operationId: "getVendorRule",
  permission: "accounts.view",
  summary: "Get a vendor rule",
  tags: vendorRules,
  params: IdParams,
  responses: { 200: VendorRule },
});

export const updateVendorRule = defineEndpoint({
  method: "PUT",
  path: "/vendor_rules/:id",
  families: operator,
  operationId: "updateVendorRule",
  permission: "accounts.manage",
  summary: "Update a vendor rule",
  tags: vendorRules,
  params: IdParams,
  body: VendorRuleBody,
  responses: { 200: VendorRule },
});

// The calls of IT asset disposition (SPEC §2, §7): the mobility activity, an order's serials
// (list, check, bulk create), harvested components, LPN packing, bulk routing and device locks.
// They serve shop orders, ITAD jobs and the mobility activity alike.
import { Activity, SlugParams } from "../activities/activities.schemas";
import { BarcodeParams } from "../assets/assets.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  AssetLocks,
  BulkSerialsBody,
  BulkSerialsResult,
  ComponentsBody,
  ComponentsQuery,
  ComponentsResult,
  Lpn,
  LpnList,
  LpnsQuery,
  MobilityQuery,
  PackLpnBody,
  RoutingBody,
  RoutingResult,
  SerialCheckBody,
  SerialCheckResult,
  SerialList,
  SerialsQuery,
} from "./itad.schemas";

const tags = ["itad"] as const;
const operator = ["operator"] as const;
/** Operators reach every order; clients those of their accounts (another's answers 404). */
const staffAndClients = ["operator", "client"] as const;

export const getMobilityActivity = defineEndpoint({
  method: "GET",
  path: "/activities/mobility",
  families: operator,
  operationId: "getMobilityActivity",
  permission: "activities.view",
  summary: "The warehouse's mobility activity (<wh>-mobility); the user's warehouse when none is given",
  tags,
  query: MobilityQuery,
  responses: { 200: Activity },
});

export const listSerials = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/serials",
  families: staffAndClients,
  operationId: "listSerials",
  permission: "assets.view",
  summary: "The serials of a shop order, ITAD job or mobility activity (on it or in its bins), paged",
  tags,
  params: SlugParams,
  query: SerialsQuery,
  responses: { 200: SerialList },
});

export const checkSerials = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/serials/check",
  families: operator,
  operationId: "checkSerials",
  permission: "processing.work",
  summary: "Check a pasted list of serials line by line (blank, too long, duplicate, exists); writes nothing",
  tags,
  params: SlugParams,
  body: SerialCheckBody,
  responses: { 200: SerialCheckResult },
});

export const bulkCreateSerials = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/serials/bulk",
  families: operator,
  operationId: "bulkCreateSerials",
  permission: "processing.work",
  summary: "Create one serial asset per line in a bin of the order, all or none (202 with a job above 500)",
  tags,
  params: SlugParams,
  body: BulkSerialsBody,
  responses: { 201: BulkSerialsResult, 202: JobAccepted },
});

export const createComponents = defineEndpoint({
  method: "POST",
  path: "/assets/:barcode/components",
  families: operator,
  operationId: "createComponents",
  permission: "processing.work",
  summary: "Harvest parts from a device: each a new serial asset linked to it, all or none",
  tags,
  params: BarcodeParams,
  body: ComponentsBody,
  responses: { 201: ComponentsResult },
});

export const listComponents = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/components",
  families: staffAndClients,
  operationId: "listComponents",
  permission: "assets.view",
  summary: "Parts harvested on the order, newest first",
  tags,
  params: SlugParams,
  query: ComponentsQuery,
  responses: { 200: SerialList },
});

export const packLpn = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/lpns",
  families: operator,
  operationId: "packLpn",
  permission: "processing.work",
  summary: "Pack serials into a container identified by an LPN (generated when none is given)",
  tags,
  params: SlugParams,
  body: PackLpnBody,
  responses: { 201: Lpn },
});

export const listLpns = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/lpns",
  families: staffAndClients,
  operationId: "listLpns",
  permission: "assets.view",
  summary: "The order's packed LPNs; updated=true keeps those whose contents changed after packing",
  tags,
  params: SlugParams,
  query: LpnsQuery,
  responses: { 200: LpnList },
});

export const routeAssets = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/routing",
  families: operator,
  operationId: "routeAssets",
  permission: "processing.work",
  summary:
    "Set disposition, R2 classification and routing of many serials (scanned or by filter), all or none",
  tags,
  params: SlugParams,
  body: RoutingBody,
  responses: { 200: RoutingResult },
});

export const listAssetLocks = defineEndpoint({
  method: "GET",
  path: "/assets/:barcode/locks",
  families: staffAndClients,
  operationId: "listAssetLocks",
  permission: "assets.view",
  summary: "A device's locks, with who found each and when",
  tags,
  params: BarcodeParams,
  responses: { 200: AssetLocks },
});

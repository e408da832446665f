import { defineEndpoint } from "../platform/endpoints";
import { OriginLoadList, OriginLoadsQuery } from "./origin-loads.schemas";

export const listOriginLoads = defineEndpoint({
  method: "GET",
  path: "/activities/origin_loads",
  families: ["operator", "client"],
  operationId: "listOriginLoads",
  permission: "activities.view",
  summary:
    "The loads a warehouse's stock came from, with how many of their assets are in stock, paged; clients see their accounts' loads",
  tags: ["activities"],
  query: OriginLoadsQuery,
  responses: { 200: OriginLoadList },
});

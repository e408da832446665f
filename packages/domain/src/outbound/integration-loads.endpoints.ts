// The cancel-integration-load call (SPEC §7): any kind of load an integration created.
import { Activity, SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { CancelIntegrationBody } from "./integration-loads.schemas";

export const cancelIntegrationLoad = defineEndpoint({
  method: "PUT",
  path: "/activities/:slug/cancel_integration",
  families: ["operator"] as const,
  operationId: "cancelIntegrationLoad",
  permission: "activities.edit",
  summary:
    "Cancel a load an integration created, with the reason (409 when a person created it or it can no longer be canceled; an outbound load gives back its stock as a cancel does and needs outbound.edit)",
  tags: ["activities"] as const,
  params: SlugParams,
  body: CancelIntegrationBody,
  responses: { 200: Activity },
});

// The calls of parcel receiving (issue 20 part 4).
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  ParcelAssetUploadResult,
  ParcelLookupQuery,
  ParcelReceivingView,
  ReceiveParcelBody,
  ReceiveParcelResult,
} from "./parcel-receiving.schemas";
import { ProjectPrefixParams, ReferenceIdParams } from "./parcels.schemas";

const tags = ["parcels"] as const;
const operator = ["operator"] as const;

export const lookupParcel = defineEndpoint({
  method: "GET",
  path: "/parcel_receiving/lookup",
  families: operator,
  operationId: "lookupParcel",
  permission: "inbound.receive",
  summary:
    "The request a scanned code names (a reference id from the return label, or a tracking number): who it is from, what was expected, its project and what was received so far; 404 when no request has it",
  tags,
  query: ParcelLookupQuery,
  responses: { 200: ParcelReceivingView },
});

export const getParcelReceiving = defineEndpoint({
  method: "GET",
  path: "/parcel_requests/:referenceId/receiving",
  families: operator,
  operationId: "getParcelReceiving",
  permission: "inbound.receive",
  summary: "A request as the receiving dock sees it (its project, expected devices, assets received so far)",
  tags,
  params: ReferenceIdParams,
  responses: { 200: ParcelReceivingView },
});

export const receiveParcel = defineEndpoint({
  method: "POST",
  path: "/parcel_requests/:referenceId/receive",
  families: operator,
  operationId: "receiveParcel",
  permission: "inbound.receive",
  summary:
    "Receive a parcel's devices into assets of the project's inbound load, all or none (errors devices.<i>.<field>); links them to the request, records a received tracking entry and sets receivedAt. A device already received from this request is not created again (a retry answers the same); a barcode on any other asset is refused (422). trackingNumber is set on a request without one (409 when another request has it); 422 when the project has no load",
  tags,
  params: ReferenceIdParams,
  body: ReceiveParcelBody,
  responses: { 200: ReceiveParcelResult },
});

export const uploadParcelAssets = defineEndpoint({
  method: "POST",
  path: "/parcel_projects/:projectPrefix/assets/upload",
  families: operator,
  operationId: "uploadParcelAssets",
  permission: "inbound.receive",
  summary:
    "Receive many parcels' devices from an .xlsx or .csv file (multipart: file; columns reference_id, barcode, serial_number, product, weight): every bad row is refused with its row number (rows.<row>.<column>) and nothing is written; rows already received from the same request are skipped. Above 500 rows a job (202)",
  tags,
  params: ProjectPrefixParams,
  consumes: ["multipart/form-data"],
  responses: { 201: ParcelAssetUploadResult, 202: JobAccepted },
});

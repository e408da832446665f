import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import {
  ConfirmParcelRequestBody,
  PublicParcelRequest,
  PublicRequestParams,
  RequestTokenQuery,
} from "./parcel-public.schemas";

// The employee's request page calls (`/spa/no_user/…`, no sign-in): the token of the e-mail's
// link is the only key. A wrong, expired, foreign or malformed token answers one plain 404.

const tags = ["parcels"] as const;
const pub = ["public"] as const;

export const getPublicParcelRequest = defineEndpoint({
  method: "GET",
  path: "/parcel_requests/:referenceId",
  families: pub,
  access: "public",
  operationId: "getPublicParcelRequest",
  permission: null,
  summary:
    "An employee's own return request by the token of its e-mail: name, address, devices, project, method, return address, tracking; 404 for any wrong token",
  tags,
  params: PublicRequestParams,
  query: RequestTokenQuery,
  responses: { 200: PublicParcelRequest },
});

export const confirmPublicParcelRequest = defineEndpoint({
  method: "PUT",
  path: "/parcel_requests/:referenceId",
  families: pub,
  access: "public",
  operationId: "confirmPublicParcelRequest",
  permission: null,
  summary:
    "The employee confirms or corrects their address and devices; the first confirmation makes their return label (409 once the project is closed or the parcel received)",
  tags,
  params: PublicRequestParams,
  query: RequestTokenQuery,
  body: ConfirmParcelRequestBody,
  responses: { 200: PublicParcelRequest },
});

export const getPublicParcelLabel = defineEndpoint({
  method: "GET",
  path: "/parcel_requests/:referenceId/label",
  families: pub,
  access: "public",
  operationId: "getPublicParcelLabel",
  permission: null,
  summary:
    "The return label as a 4×6 in PDF: the reference as a Code 128 barcode (a QR code for the QR method), from the employee to the warehouse; 409 before the employee confirmed",
  tags,
  params: PublicRequestParams,
  query: RequestTokenQuery,
  responses: { 200: z.unknown().describe("The label's PDF") },
});

export const getPublicParcelQrCode = defineEndpoint({
  method: "GET",
  path: "/parcel_requests/:referenceId/qr_code",
  families: pub,
  access: "public",
  operationId: "getPublicParcelQrCode",
  permission: null,
  summary:
    "The QR code of the reference as an SVG image, to show at the carrier's counter (QR method); 409 before the employee confirmed",
  tags,
  params: PublicRequestParams,
  query: RequestTokenQuery,
  responses: { 200: z.unknown().describe("The QR code (image/svg+xml)") },
});

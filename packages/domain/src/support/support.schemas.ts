// Support requests (issue 21, SPEC §3 "support request types: general, delete_asset"; §7
// "support requests: list, create, update, remove, and PUT /{id}/execute"): a client (or an
// operator for them) asks for help or for an asset to be removed; an operator executes it.
import { z } from "zod";
import { AssetBarcode } from "../assets/assets.schemas";
import { SUPPORT_REQUEST_STATUS_IDS, SUPPORT_REQUEST_TYPE_IDS } from "../enums/operations";
import { IdParams, UrlId } from "../platform/common.schemas";
import { exportQueryOf } from "../platform/exports.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

export const SupportRequestType = z.enum(SUPPORT_REQUEST_TYPE_IDS, {
  error: "Choose general or delete asset",
});
export type SupportRequestType = z.infer<typeof SupportRequestType>;
export const SupportRequestStatusId = z.enum(SUPPORT_REQUEST_STATUS_IDS);
export type SupportRequestStatusId = z.infer<typeof SupportRequestStatusId>;

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_DESCRIPTION_MAX = 4000;
export const SUPPORT_OUTCOME_MAX = 2000;

const subject = z
  .string({ error: "Give the request a subject" })
  .trim()
  .min(1, "Give the request a subject")
  .max(SUPPORT_SUBJECT_MAX, `The subject is at most ${SUPPORT_SUBJECT_MAX} characters`);
const description = z
  .string()
  .trim()
  .max(SUPPORT_DESCRIPTION_MAX, `The description is at most ${SUPPORT_DESCRIPTION_MAX} characters`)
  .nullable()
  .transform((v) => (v ? v : null));
/** The asset a delete_asset request names, by barcode (upper-cased, SPEC §5). */
const assetBarcode = AssetBarcode;

/** One step of a request's history (its events). */
export const SupportRequestEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  message: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportRequestEvent = z.infer<typeof SupportRequestEvent>;

/** A support request as the screens read it. */
export const SupportRequest = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  type: SupportRequestType,
  subject: z.string(),
  description: z.string().nullable(),
  /** The asset a delete_asset request names (kept after the asset is removed). */
  assetBarcode: z.string().nullable(),
  status: SupportRequestStatusId,
  /** What execution did, or why it was refused. */
  outcome: z.string().nullable(),
  executedBy: z.string().nullable(),
  executedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportRequest = z.infer<typeof SupportRequest>;

/** One request with its history, oldest step first. */
export const SupportRequestDetail = SupportRequest.extend({ events: z.array(SupportRequestEvent) });
export type SupportRequestDetail = z.infer<typeof SupportRequestDetail>;

export const SupportRequestList = paged(SupportRequest);
export type SupportRequestList = z.infer<typeof SupportRequestList>;

export const SupportRequestParams = IdParams;

/** `GET /support-requests`: filters by status, type and account; search by subject or barcode. */
export const SupportRequestsQuery = PageQuery.extend({
  status: SupportRequestStatusId.optional(),
  type: SupportRequestType.optional(),
  accountId: UrlId.optional(),
  sort: z.enum(["id", "createdAt", "status", "subject", "accountName"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type SupportRequestsQuery = z.infer<typeof SupportRequestsQuery>;
export const SupportRequestsExportQuery = exportQueryOf(SupportRequestsQuery);
export type SupportRequestsExportQuery = z.infer<typeof SupportRequestsExportQuery>;

/**
 * `POST /support-requests`: a general request has a subject (and a description); a delete_asset
 * request names its asset by barcode (its subject defaults to "Delete asset <barcode>"). The
 * asset must be one of the account's (checked by the server, 422 on `assetBarcode`).
 */
export const CreateSupportRequestBody = z
  .object({
    accountId: z.number({ error: "Choose an account" }).int().positive("Choose an account"),
    type: SupportRequestType,
    subject: subject.nullable().optional(),
    description: description.optional().default(null),
    assetBarcode: assetBarcode.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "general" && !v.subject)
      ctx.addIssue({ code: "custom", path: ["subject"], message: "Give the request a subject" });
    if (v.type === "delete_asset" && !v.assetBarcode)
      ctx.addIssue({
        code: "custom",
        path: ["assetBarcode"],
        message: "Scan or type the barcode of the asset",
      });
    if (v.type === "general" && v.assetBarcode)
      ctx.addIssue({
        code: "custom",
        path: ["assetBarcode"],
        message: "Only a delete asset request names an asset",
      });
  });
export type CreateSupportRequestBody = z.infer<typeof CreateSupportRequestBody>;
export type CreateSupportRequestInput = z.input<typeof CreateSupportRequestBody>;

/**
 * `PUT /support-requests/{id}`: what changes while the request is open (fields left out stay);
 * the account and the type stay as filed.
 */
export const UpdateSupportRequestBody = z.object({
  subject: subject.optional(),
  description: description.optional(),
  assetBarcode: assetBarcode.optional(),
});
export type UpdateSupportRequestBody = z.infer<typeof UpdateSupportRequestBody>;

/**
 * `PUT /support-requests/{id}/execute`: the outcome note the requester reads. A general request
 * needs one (what was done); a delete_asset request gets "Asset <barcode> removed" by default.
 */
export const ExecuteSupportRequestBody = z.object({
  outcome: z
    .string()
    .trim()
    .max(SUPPORT_OUTCOME_MAX, `The outcome is at most ${SUPPORT_OUTCOME_MAX} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ExecuteSupportRequestBody = z.infer<typeof ExecuteSupportRequestBody>;

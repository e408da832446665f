import { z } from "zod";
import { requiredText } from "../platform/address.schemas";
import { optionalText } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { PARCEL_STAGES, type ParcelStage } from "./parcel.rules";
import {
  ParcelAddress,
  ParcelDevices,
  ParcelProject,
  ParcelProjectStatus,
  ParcelRequest,
  ProjectMethod,
  ProjectPrefix,
  ProjectRequestStatus,
} from "./parcels.schemas";

// Bodies and queries of the operators' parcel project calls (issue 20 part 1): projects, their
// employees' requests, uploads of requests from a spreadsheet and the e-mails of review.

/** Above this many rows an upload of requests is written by a job (202). */
export const PARCEL_UPLOAD_SYNC_LIMIT = 500;
/** The most rows one request upload may hold. */
export const PARCEL_UPLOAD_MAX_ROWS = 10_000;
/** Above this many e-mails, setting a project to review queues them in a job (with progress). */
export const PARCEL_MAIL_SYNC_LIMIT = 200;

const Id = (label: string) =>
  z
    .number({ error: `Choose ${label}` })
    .int()
    .positive(`Choose ${label}`);

/** An employee's e-mail: trimmed, lower-cased, a valid address. */
export const ParcelEmail = z
  .string({ error: "E-mail is required" })
  .trim()
  .toLowerCase()
  .min(1, "E-mail is required")
  .pipe(z.email("Enter a valid e-mail address").max(254, "E-mail is at most 254 characters"));

const Slug = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((v) => (v ? v : null));

/** `GET /parcel_projects`: newest first; filters by account and status, search by name or prefix. */
export const ParcelProjectsQuery = PageQuery.extend({
  accountId: z.coerce.number().int().positive().optional(),
  status: ParcelProjectStatus.optional(),
});
export type ParcelProjectsQuery = z.infer<typeof ParcelProjectsQuery>;

/** `POST /parcel_projects`: a draft project for a client account. */
export const ParcelProjectBody = z.object({
  name: requiredText(200, "Name"),
  projectPrefix: ProjectPrefix,
  accountId: Id("an account"),
  warehouseId: Id("a warehouse"),
  /** The account's inbound load the parcels arrive on (optional; can be set later). */
  activitySlug: Slug.default(null),
  method: ProjectMethod,
  instructions: optionalText(4000, "Instructions"),
  /** Where the parcels go, printed on the return labels. */
  returnAddress: ParcelAddress.nullable().default(null),
});
export type ParcelProjectBody = z.infer<typeof ParcelProjectBody>;
export type ParcelProjectInput = z.input<typeof ParcelProjectBody>;

/** The moves a PUT may ask for: draft → review (sends the e-mails), review → closed. */
export const PARCEL_PROJECT_MOVES = ["review", "closed"] as const;

/** `PUT /parcel_projects/{projectPrefix}`: the fields sent change, then `status` moves it. */
export const ParcelProjectUpdate = z.object({
  name: requiredText(200, "Name").optional(),
  warehouseId: Id("a warehouse").optional(),
  activitySlug: Slug.optional(),
  method: ProjectMethod.optional(),
  instructions: z
    .string()
    .trim()
    .max(4000, "Instructions is at most 4000 characters")
    .nullable()
    .transform((v) => (v ? v : null))
    .optional(),
  returnAddress: ParcelAddress.nullable().optional(),
  status: z.enum(PARCEL_PROJECT_MOVES, { error: "Status is review or closed" }).optional(),
});
export type ParcelProjectUpdate = z.infer<typeof ParcelProjectUpdate>;
export type ParcelProjectUpdateInput = z.input<typeof ParcelProjectUpdate>;

/** A saved project; `mailJobId` names the job queuing its e-mails when review started one. */
export const ParcelProjectSaved = ParcelProject.extend({
  mailJobId: z.string().nullable(),
  /** How many request e-mails this change queued (set to review, or a job's total). */
  mailsQueued: z.number().int(),
});
export type ParcelProjectSaved = z.infer<typeof ParcelProjectSaved>;

export const ParcelProjectList = paged(ParcelProject);
export type ParcelProjectList = z.infer<typeof ParcelProjectList>;

/** `GET /parcel_projects/{projectPrefix}/requests`: by number; filters by status and stage. */
export const ParcelRequestsQuery = PageQuery.extend({
  status: ProjectRequestStatus.optional(),
  stage: z.enum(PARCEL_STAGES.map((s) => s.id) as [ParcelStage, ...ParcelStage[]]).optional(),
});
export type ParcelRequestsQuery = z.infer<typeof ParcelRequestsQuery>;

/** One employee's request, added by hand (or a row of an upload). */
export const ParcelRequestBody = z.object({
  employeeName: requiredText(200, "Name"),
  email: ParcelEmail,
  phone: optionalText(40, "Phone"),
  address: ParcelAddress,
  devices: ParcelDevices.default([]),
});
export type ParcelRequestBody = z.infer<typeof ParcelRequestBody>;
export type ParcelRequestInput = z.input<typeof ParcelRequestBody>;

/** `POST /parcel_requests`: a request by hand, naming its project (the `request/new` screen). */
export const NewParcelRequestBody = ParcelRequestBody.extend({ projectPrefix: ProjectPrefix });
export type NewParcelRequestBody = z.infer<typeof NewParcelRequestBody>;

/** `PUT /parcel_requests/{referenceId}`: the fields sent change (a new e-mail is sent by "send again"). */
export const ParcelRequestUpdate = z.object({
  employeeName: ParcelRequestBody.shape.employeeName.optional(),
  email: ParcelEmail.optional(),
  phone: z
    .string()
    .trim()
    .max(40, "Phone is at most 40 characters")
    .nullable()
    .transform((v) => (v ? v : null))
    .optional(),
  address: ParcelAddress.optional(),
  devices: ParcelDevices.optional(),
});
export type ParcelRequestUpdate = z.infer<typeof ParcelRequestUpdate>;
export type ParcelRequestUpdateInput = z.input<typeof ParcelRequestUpdate>;

export const ParcelRequestList = paged(ParcelRequest);
export type ParcelRequestList = z.infer<typeof ParcelRequestList>;

/** What an upload of requests wrote (directly, or as its job's result). */
export const ParcelUploadResult = z.object({ added: z.number().int(), mailsQueued: z.number().int() });
export type ParcelUploadResult = z.infer<typeof ParcelUploadResult>;

/** An asset received from one of a project's parcels. */
export const ParcelProjectAsset = z.object({
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  productName: z.string().nullable(),
  /** The asset's type (serialized unit, bin, …). */
  type: z.string(),
  referenceId: z.string(),
  employeeName: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type ParcelProjectAsset = z.infer<typeof ParcelProjectAsset>;
export const ParcelProjectAssetList = paged(ParcelProjectAsset);
export type ParcelProjectAssetList = z.infer<typeof ParcelProjectAssetList>;

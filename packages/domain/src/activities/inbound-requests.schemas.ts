import { z } from "zod";
import { SELECTABLE_SHIPMENT_SIZE_IDS } from "../enums/activities";
import { CountryCode } from "../enums/countries";
import { type EnumOption, idsOf } from "../enums/define";
import { IsoDate, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

/** A request is submitted by a client, becomes `load_created` once an operator makes its load. */
export const INBOUND_REQUEST_STATUSES = [
  { id: "submitted", label: "Submitted" },
  { id: "load_created", label: "Load created" },
  { id: "canceled", label: "Canceled" },
] as const satisfies readonly EnumOption[];
export const InboundRequestStatus = z.enum(idsOf(INBOUND_REQUEST_STATUSES));

export const QUESTION_KINDS = [
  { id: "text", label: "Text" },
  { id: "yes_no", label: "Yes or no" },
  { id: "number", label: "Number" },
] as const satisfies readonly EnumOption[];

/** `GET /inbound-requests/questions`: what a client answers when asking for a pickup. */
export const InboundRequestQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  kind: z.enum(idsOf(QUESTION_KINDS)),
  required: z.boolean(),
  position: z.number().int(),
});
export type InboundRequestQuestion = z.infer<typeof InboundRequestQuestion>;

/** Answers keyed by question id; a yes/no answer is "yes" or "no", a number its digits. */
export const InboundRequestAnswers = z.record(z.string(), z.string().trim().max(2000));

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);
const optional = (label: string, max = 200) =>
  z.string().trim().max(max, `${label} is at most ${max} characters`).default("");
const estimate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000)
    .nullable()
    .default(null);

/**
 * A client's pickup request (`POST /client/inbound-requests`); `attributes` follow the inbound
 * form variant configured on the account (INBOUND_ATTRIBUTE_SCHEMAS) and are checked there.
 */
export const InboundRequestBody = z
  .object({
    accountId: z.number({ error: "Account is required" }).int().positive("Account is required"),
    requestedStart: IsoDate,
    requestedEnd: IsoDate,
    street: required("Street"),
    city: required("City", 100),
    region: required("State or region", 100),
    postalCode: required("Postal code", 20),
    country: CountryCode.default("US"),
    contactName: required("Contact name"),
    contactPhone: required("Contact phone", 40),
    contactEmail: z.union([z.email("Enter a valid e-mail address"), z.literal("")]).default(""),
    shipmentSize: z.enum(SELECTABLE_SHIPMENT_SIZE_IDS as [string, ...string[]], {
      error: "Shipment size is required",
    }),
    estimatedPallets: estimate("Pallets"),
    estimatedWeight: estimate("Weight"),
    estimatedUnits: estimate("Units"),
    notes: optional("Notes", 4000),
    answers: InboundRequestAnswers.default({}),
    attributes: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((value, ctx) => {
    if (value.requestedEnd < value.requestedStart) {
      ctx.addIssue({
        code: "custom",
        path: ["requestedEnd"],
        message: "The window cannot end before it starts",
      });
    }
  });
export type InboundRequestBody = z.infer<typeof InboundRequestBody>;
export type InboundRequestInput = z.input<typeof InboundRequestBody>;

/** Operators correct a request (and may cancel it); the account stays. */
export const InboundRequestUpdate = z.object({
  status: z.enum(["submitted", "canceled"]).optional(),
});

export const InboundRequest = z.object({
  number: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  status: InboundRequestStatus,
  requestedStart: z.string(),
  requestedEnd: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  shipmentSize: z.string(),
  estimatedPallets: z.number().nullable(),
  estimatedWeight: z.number().nullable(),
  estimatedUnits: z.number().nullable(),
  notes: z.string(),
  answers: z.record(z.string(), z.string()),
  attributes: z.record(z.string(), z.unknown()),
  /** The load made from this request, once there is one. */
  loadSlug: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InboundRequest = z.infer<typeof InboundRequest>;

export const INBOUND_REQUEST_SORT_COLUMNS = ["number", "requestedStart", "createdAt", "status"] as const;
export const InboundRequestsQuery = PageQuery.extend({
  status: InboundRequestStatus.optional(),
  accountId: UrlId.optional(),
  accountIds: z
    .union([UrlId, z.array(UrlId).max(500)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  sort: z.enum(INBOUND_REQUEST_SORT_COLUMNS).default("number"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type InboundRequestsQuery = z.infer<typeof InboundRequestsQuery>;
export const InboundRequestList = paged(InboundRequest);
export const InboundRequestParams = z.object({ number: UrlId });
/** `GET /client/inbound-requests/recent`: the client's five latest requests (home screen). */
export const RecentInboundRequests = z.array(InboundRequest);

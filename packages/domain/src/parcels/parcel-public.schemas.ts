import { z } from "zod";
import { optionalText } from "../platform/common.schemas";
import { PARCEL_STAGES } from "./parcel.rules";
import {
  ParcelAddress,
  ParcelAddressView,
  ParcelDevice,
  ParcelDeviceView,
  ProjectMethod,
  TrackingType,
} from "./parcels.schemas";

// The employee's own request page (issue 20 part 2): reached by the token link of their e-mail,
// no sign-in. It answers only what the employee may see of their own request.

/**
 * The path of a request page's calls. The reference is only checked to be short text here: a
 * malformed one answers the same plain 404 as a wrong token (the service checks its shape), so a
 * guess learns nothing from a 422.
 */
export const PublicRequestParams = z.object({ referenceId: z.string().max(40) });

/** The token of the e-mail's link, as a query value; any text (a wrong one is a 404). */
export const RequestTokenQuery = z.object({ token: z.string().max(200).default("") });

const stageIds = PARCEL_STAGES.map((s) => s.id) as [
  (typeof PARCEL_STAGES)[number]["id"],
  ...(typeof PARCEL_STAGES)[number]["id"][],
];

/** Where the parcel goes back to: the project's warehouse (its address when the warehouse has one). */
export const ReturnAddress = z.object({
  name: z.string(),
  address: ParcelAddressView.nullable(),
});
export type ReturnAddress = z.infer<typeof ReturnAddress>;

/** What the employee sees of their request: theirs only, never another employee's or the client's. */
export const PublicParcelRequest = z.object({
  referenceId: z.string(),
  employeeName: z.string(),
  phone: z.string().nullable(),
  address: ParcelAddressView,
  devices: z.array(ParcelDeviceView),
  projectName: z.string(),
  instructions: z.string().nullable(),
  method: ProjectMethod,
  returnAddress: ReturnAddress,
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  labelCreatedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Nothing can be changed any more: the project is closed or the parcel was received. */
  closed: z.boolean(),
  tracking: z.object({
    stage: z.enum(stageIds),
    trackingNumber: z.string().nullable(),
    last: z.object({ type: TrackingType, occurredAt: z.iso.datetime({ offset: true }) }).nullable(),
  }),
});
export type PublicParcelRequest = z.infer<typeof PublicParcelRequest>;

/** The employee confirms (or corrects) where they are and what they send back. */
export const ConfirmParcelRequestBody = z.object({
  address: ParcelAddress,
  phone: optionalText(40, "Phone"),
  devices: z
    .array(ParcelDevice)
    .min(1, "Add at least one device you send back")
    .max(50, "At most 50 devices"),
});
export type ConfirmParcelRequestBody = z.infer<typeof ConfirmParcelRequestBody>;

import { z } from "zod";
import {
  PARCEL_PROJECT_STATUSES,
  PROJECT_METHODS,
  PROJECT_REQUEST_STATUSES,
  TRACKING_TYPES,
} from "../enums/parcels";
import { PostalAddress, requiredText } from "../platform/address.schemas";
import { optionalText } from "../platform/common.schemas";

// The parcel area's records (issue 20), shared by every parcel call: projects, their employees'
// requests and the tracking of their parcels. Bodies and queries of each call sit beside its
// endpoints (parcel-projects, parcel-public, parcel-tracking, parcel-receiving, parcel-portal).

const ids = <T extends { id: string }>(list: readonly T[]) =>
  list.map((o) => o.id) as [T["id"], ...T["id"][]];

export const ProjectMethod = z.enum(ids(PROJECT_METHODS), { error: "Choose how employees send back" });
export type ProjectMethod = z.infer<typeof ProjectMethod>;
export const ParcelProjectStatus = z.enum(ids(PARCEL_PROJECT_STATUSES));
export type ParcelProjectStatus = z.infer<typeof ParcelProjectStatus>;
export const ProjectRequestStatus = z.enum(ids(PROJECT_REQUEST_STATUSES));
export type ProjectRequestStatus = z.infer<typeof ProjectRequestStatus>;
export const TrackingType = z.enum(ids(TRACKING_TYPES), { error: "Choose a tracking type" });
export type TrackingType = z.infer<typeof TrackingType>;

/** A project's prefix: 2–10 letters or digits, upper-cased; request ids are `<prefix>-<n>`. */
export const ProjectPrefix = z
  .string({ error: "Prefix is required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, "Use 2 to 10 letters or digits");

/** A request's reference id, `<prefix>-<n>` (any case; upper-cased). */
export const ReferenceId = z
  .string({ error: "Reference is required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}-[1-9][0-9]{0,6}$/, "A reference looks like PREFIX-12");

export const ProjectPrefixParams = z.object({ projectPrefix: ProjectPrefix });
export const ReferenceIdParams = z.object({ referenceId: ReferenceId });

/** A carrier's tracking number: letters and digits (spaces and dashes dropped), upper-cased. */
export const TrackingNumber = z
  .string({ error: "Tracking number is required" })
  .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .min(6, "A tracking number has at least 6 letters or digits")
      .max(40, "A tracking number has at most 40 letters or digits")
      .regex(/^[A-Z0-9]+$/, "A tracking number has only letters and digits"),
  );

/** One kind of device an employee sends back. */
export const ParcelDevice = z.object({
  description: requiredText(200, "Device"),
  serialNumber: optionalText(100, "Serial number"),
  quantity: z
    .number({ error: "Enter a quantity" })
    .int("Enter a whole number")
    .min(1, "At least 1")
    .max(100, "At most 100")
    .default(1),
});
export type ParcelDevice = z.infer<typeof ParcelDevice>;
export const ParcelDevices = z.array(ParcelDevice).max(50, "At most 50 devices");

/** An employee's address (the platform's postal address). */
export const ParcelAddress = PostalAddress;
export type ParcelAddress = z.infer<typeof ParcelAddress>;

/** How far each stage got, counted over a project's requests (see `requestStage`). */
export const ParcelProgress = z.object({
  requests: z.number().int(),
  requested: z.number().int(),
  emailed: z.number().int(),
  labelMade: z.number().int(),
  shipped: z.number().int(),
  received: z.number().int(),
  exceptions: z.number().int(),
  onHold: z.number().int(),
});
export type ParcelProgress = z.infer<typeof ParcelProgress>;

/** An address as calls answer it (plain values: a response is never transformed). */
export const ParcelAddressView = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
});

/** A device as calls answer it. */
export const ParcelDeviceView = z.object({
  description: z.string(),
  serialNumber: z.string().nullable(),
  quantity: z.number().int(),
});

export const ParcelProject = z.object({
  id: z.number().int(),
  projectPrefix: z.string(),
  name: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  /** The inbound load its parcels arrive on, when set. */
  activitySlug: z.string().nullable(),
  method: ProjectMethod,
  status: ParcelProjectStatus,
  instructions: z.string().nullable(),
  /** Where the parcels go (printed on the return labels); null until set. */
  returnAddress: ParcelAddressView.nullable(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  progress: ParcelProgress,
});
export type ParcelProject = z.infer<typeof ParcelProject>;

export const ParcelTrackingEntry = z.object({
  id: z.number().int(),
  referenceId: z.string(),
  type: TrackingType,
  trackingNumber: z.string().nullable(),
  occurredAt: z.iso.datetime({ offset: true }),
  location: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(["manual", "import", "receiving"]),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ParcelTrackingEntry = z.infer<typeof ParcelTrackingEntry>;

export const ParcelRequest = z.object({
  id: z.number().int(),
  projectPrefix: z.string(),
  referenceId: z.string(),
  employeeName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: ParcelAddressView,
  devices: z.array(ParcelDeviceView),
  status: ProjectRequestStatus,
  holdReason: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The newest tracking entry's type and time, if any. */
  lastTracking: z.object({ type: TrackingType, occurredAt: z.iso.datetime({ offset: true }) }).nullable(),
  emailedAt: z.iso.datetime({ offset: true }).nullable(),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  labelCreatedAt: z.iso.datetime({ offset: true }).nullable(),
  receivedAt: z.iso.datetime({ offset: true }).nullable(),
  /** How many assets were received from this request's parcel. */
  receivedAssets: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ParcelRequest = z.infer<typeof ParcelRequest>;

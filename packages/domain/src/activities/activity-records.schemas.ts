import { z } from "zod";
import { SOW_PROVIDERS } from "../enums/activities";
import { type EnumOption, idsOf } from "../enums/define";
import { UrlId } from "../platform/common.schemas";
import { ActivitySlug } from "./activities.schemas";

/** `{slug}/…/{id}`: one note, assignment or file of an activity. */
const ActivityRecordParams = z.object({ slug: ActivitySlug, id: UrlId });

/** Kinds of note on an activity (SPEC §3 notes with a type). */
export const NOTE_TYPES = [
  { id: "general", label: "General" },
  { id: "logistics", label: "Logistics" },
  { id: "receiving", label: "Receiving" },
  { id: "processing", label: "Processing" },
  { id: "billing", label: "Billing" },
] as const satisfies readonly EnumOption[];
export const NoteType = z.enum(idsOf(NOTE_TYPES));

export const ActivityNote = z.object({
  id: z.number().int(),
  note: z.string(),
  type: NoteType,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityNote = z.infer<typeof ActivityNote>;
export const NoteBody = z.object({
  note: z.string().trim().min(1, "Note is required").max(4000, "Note is at most 4000 characters"),
  type: NoteType.default("general"),
});
export type NoteBody = z.infer<typeof NoteBody>;
export const NoteParams = ActivityRecordParams;

/** `POST /activities/{slug}/ratings`: one rating per user per activity; posting again replaces it. */
export const RatingBody = z.object({
  score: z.number().int().min(1, "Choose 1 to 5").max(5, "Choose 1 to 5"),
  comment: z.string().trim().max(2000, "Comment is at most 2000 characters").default(""),
});
export type RatingBody = z.infer<typeof RatingBody>;
export const ActivityRating = z.object({
  id: z.number().int(),
  score: z.number().int(),
  comment: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});

/** What a person assigned to an activity does there. */
export const ASSIGNMENT_ROLES = [
  { id: "lead", label: "Lead" },
  { id: "receiver", label: "Receiver" },
  { id: "processor", label: "Processor" },
  { id: "driver", label: "Driver" },
  { id: "quality", label: "Quality" },
] as const satisfies readonly EnumOption[];
export const AssignmentRole = z.enum(idsOf(ASSIGNMENT_ROLES));

export const ActivityAssignment = z.object({
  id: z.number().int(),
  activitySlug: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  role: AssignmentRole,
  createdAt: z.string(),
});
export type ActivityAssignment = z.infer<typeof ActivityAssignment>;
export const AssignmentBody = z.object({
  userId: z.number({ error: "Choose a person" }).int().positive("Choose a person"),
  role: AssignmentRole.default("lead"),
});
export type AssignmentBody = z.infer<typeof AssignmentBody>;
export const AssignmentParams = ActivityRecordParams;
/**
 * `POST /activities/bulk/assignments`: every person to every activity in one transaction;
 * an assignment that exists already is kept, so a retry adds nothing twice.
 */
export const BulkAssignmentBody = z.object({
  activitySlugs: z.array(ActivitySlug).min(1, "Select at least one activity").max(500),
  userIds: z.array(z.number().int().positive()).min(1, "Choose at least one person").max(100),
  role: AssignmentRole.default("lead"),
});
export type BulkAssignmentBody = z.infer<typeof BulkAssignmentBody>;
export const BulkAssignmentResult = z.object({ created: z.number().int() });

/** A document kept on an activity (document types of SPEC §3; clients see shared, client-visible ones). */
export const ActivityDocument = z.object({
  id: z.number().int(),
  activitySlug: z.string(),
  name: z.string(),
  type: z.string(),
  clientAccess: z.boolean(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityDocument = z.infer<typeof ActivityDocument>;

/** A photo of a load (or, with a barcode, of an asset on it: the assets issue). */
export const Photo = z.object({
  id: z.number().int(),
  activitySlug: z.string().nullable(),
  barcode: z.string().nullable(),
  type: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof Photo>;
export const FileParams = ActivityRecordParams;

/** Who performs a service of a statement of work (SPEC §3 sow provider). */
export const SowProvider = z.enum(idsOf(SOW_PROVIDERS));
export type SowProvider = z.infer<typeof SowProvider>;

/**
 * The services of the load's program, and which of them this load (or shop order) gets: its
 * statement of work (the SOW page); `provider` is who performs a chosen one (null otherwise).
 */
export const ProgramServiceChoice = z.object({
  serviceId: z.number().int(),
  name: z.string(),
  category: z.string(),
  chosen: z.boolean(),
  provider: SowProvider.nullable(),
});
export type ProgramServiceChoice = z.infer<typeof ProgramServiceChoice>;
/**
 * The chosen services (the set is replaced); `providers` names who performs some of them. A
 * chosen service without an entry keeps its provider, or is `internal` when newly chosen.
 */
export const ProgramServicesBody = z.object({
  serviceIds: z.array(z.number().int().positive()).max(500),
  providers: z
    .array(z.object({ serviceId: z.number().int().positive(), provider: SowProvider }))
    .max(500)
    .default([]),
});
export type ProgramServicesBody = z.infer<typeof ProgramServicesBody>;

import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { EVENT_REASON_CODES } from "../enums/activities";
import { idsOf } from "../enums/define";
import { UrlId } from "../platform/common.schemas";
import { PageQuery } from "../platform/paging.schemas";
import { LABOR_MESSAGES } from "./labor.rules";

/** How a segment was recorded: on the clock, or entered by hand afterwards (`virtual`). */
export const LABOR_SEGMENT_TYPES = ["clock", "virtual"] as const;
export const LaborSegmentType = z.enum(LABOR_SEGMENT_TYPES);
export type LaborSegmentType = z.infer<typeof LaborSegmentType>;

/** Largest crew one segment counts (a typo of 100 would multiply the hours a hundredfold). */
export const LABOR_CREW_MAX = 50;

export const CrewSize = z.coerce
  .number({ error: LABOR_MESSAGES.crewSize })
  .int(LABOR_MESSAGES.crewSize)
  .min(1, LABOR_MESSAGES.crewSize)
  .max(LABOR_CREW_MAX, `Crew size is at most ${LABOR_CREW_MAX}`);

export const LaborReasonCode = z.enum(idsOf(EVENT_REASON_CODES), { error: LABOR_MESSAGES.reasonCode });

/** An instant with its offset (`2026-11-25T14:30:00Z`, `…+01:00`). */
export const Instant = z.iso.datetime({ offset: true, error: "Give a date and time" });

/** One labor segment of a work order, with its hours (an open one counts up to now). */
export const LaborSegment = z.object({
  id: z.number().int(),
  activitySlug: z.string(),
  activityType: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  workstationId: z.number().int().nullable(),
  workstationBarcode: z.string().nullable(),
  workstationName: z.string().nullable(),
  type: LaborSegmentType,
  crewSize: z.number().int(),
  startedAt: z.string(),
  /** Null while the person is clocked in. */
  endedAt: z.string().nullable(),
  reasonCode: LaborReasonCode.nullable(),
  note: z.string().nullable(),
  /** Hours on the clock (to now while open), two decimals. */
  hours: z.number(),
  /** Hours × crew size, two decimals. */
  personHours: z.number(),
  createdBy: z.string().nullable(),
});
export type LaborSegment = z.infer<typeof LaborSegment>;

export const LaborPersonTotal = z.object({
  userId: z.number().int(),
  userName: z.string(),
  hours: z.number(),
  personHours: z.number(),
  segments: z.number().int(),
});
export type LaborPersonTotal = z.infer<typeof LaborPersonTotal>;

/** `GET /activities/{slug}/labor_segments`: the segments, newest first, and their totals. */
export const LaborSummary = z.object({
  segments: z.array(LaborSegment),
  /** Per person, most person-hours first. */
  people: z.array(LaborPersonTotal),
  hours: z.number(),
  personHours: z.number(),
  /** When the open segments were counted up to. */
  countedAt: z.string(),
});
export type LaborSummary = z.infer<typeof LaborSummary>;

export const LaborSegmentsQuery = z.object({
  type: LaborSegmentType.optional(),
});
export type LaborSegmentsQuery = z.infer<typeof LaborSegmentsQuery>;

/**
 * `POST /activities/{slug}/labor_segments`: clock in at a workstation with a crew. `userId`
 * clocks in someone else (labor.manage); without it, the signed-in user.
 */
export const ClockInBody = z.object({
  workstationId: z.number({ error: "Choose a workstation" }).int().positive("Choose a workstation"),
  crewSize: CrewSize.default(1),
  userId: z.number().int().positive().optional(),
});
export type ClockInBody = z.infer<typeof ClockInBody>;

/**
 * `PUT /activities/{slug}/labor_segments/{id}` on an open segment: clock out (`reasonCode`, and
 * `endedAt` when the person left earlier than now) or change the crew (`crewSize`: the segment
 * closes with reason crew_size_change and a new one opens with the new crew).
 */
export const UpdateLaborSegmentBody = z
  .object({
    reasonCode: LaborReasonCode.optional(),
    endedAt: Instant.optional(),
    crewSize: CrewSize.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.crewSize !== undefined && (v.reasonCode !== undefined || v.endedAt !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["crewSize"],
        message: "Change the crew or clock out, not both at once",
      });
    if (v.crewSize === undefined && v.reasonCode === undefined)
      ctx.addIssue({ code: "custom", path: ["reasonCode"], message: "Choose why you are clocking out" });
  });
export type UpdateLaborSegmentBody = z.infer<typeof UpdateLaborSegmentBody>;

/** `POST /activities/{slug}/labor_segments?type=virtual`: work done off the clock (labor.manage). */
export const VirtualLaborBody = z
  .object({
    userId: z.number({ error: "Choose a person" }).int().positive("Choose a person"),
    startedAt: Instant,
    endedAt: Instant,
    crewSize: CrewSize.default(1),
    workstationId: z.number().int().positive().nullable().default(null),
    note: z
      .string()
      .trim()
      .max(500, "Note is at most 500 characters")
      .nullable()
      .default(null)
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endedAt) <= Date.parse(v.startedAt))
      ctx.addIssue({ code: "custom", path: ["endedAt"], message: LABOR_MESSAGES.endBeforeStart });
  });
export type VirtualLaborBody = z.infer<typeof VirtualLaborBody>;

/**
 * The body of `POST …/labor_segments`, both forms in one object (the query, not the body, says
 * which): a clock-in gives `workstationId` and `crewSize` (and `userId` for someone else); a
 * virtual segment (`?type=virtual`) gives `userId`, `startedAt`, `endedAt`, `crewSize`, `note`.
 * The service refuses, on the field, what the form it was asked for lacks.
 */
export const CreateLaborBody = z
  .object({
    userId: z.number().int().positive().optional(),
    workstationId: z.number().int().positive().nullable().optional(),
    crewSize: CrewSize.default(1),
    startedAt: Instant.optional(),
    endedAt: Instant.optional(),
    note: z
      .string()
      .trim()
      .max(500, "Note is at most 500 characters")
      .nullable()
      .default(null)
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.startedAt && v.endedAt && Date.parse(v.endedAt) <= Date.parse(v.startedAt))
      ctx.addIssue({ code: "custom", path: ["endedAt"], message: LABOR_MESSAGES.endBeforeStart });
  });
export type CreateLaborBody = z.infer<typeof CreateLaborBody>;

/** `POST …/labor_segments` takes `?type=virtual` for a virtual segment; a clock-in otherwise. */
export const LaborCreateQuery = z.object({ type: z.literal("virtual").optional() });
export type LaborCreateQuery = z.infer<typeof LaborCreateQuery>;

export const LaborSegmentParams = SlugParams.extend({ id: UrlId });

/** `GET /labor_segments/current`: where the signed-in person is clocked in (204 when nowhere). */
export const CurrentLaborSegment = LaborSegment;

// ---- people on work ---------------------------------------------------------------------------

/** How a person touched an asset: scanned it in (processed) or made it in a work order. */
export const UserAssetsQuery = PageQuery.extend({
  type: z.enum(["all", "processed", "created"]).default("all"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type UserAssetsQuery = z.infer<typeof UserAssetsQuery>;

export const UserAsset = z.object({
  workAssetId: z.number().int(),
  assetId: z.number().int(),
  barcode: z.string(),
  assetType: z.string(),
  productName: z.string().nullable(),
  /** `processed`: scanned into the work order; `created`: made in it. */
  kind: z.enum(["processed", "created"]),
  activitySlug: z.string(),
  activityType: z.string(),
  lastAction: z.string().nullable(),
  completedAt: z.string().nullable(),
  addedAt: z.string(),
});
export type UserAsset = z.infer<typeof UserAsset>;

export const UserAssetList = z.object({ data: z.array(UserAsset), total: z.number().int() });
export type UserAssetList = z.infer<typeof UserAssetList>;

/** `GET /users/{id}/activities/{slug}/assignment`: whether the person is assigned, and as what. */
export const UserAssignment = z.object({
  assigned: z.boolean(),
  roles: z.array(z.string()),
});
export type UserAssignment = z.infer<typeof UserAssignment>;

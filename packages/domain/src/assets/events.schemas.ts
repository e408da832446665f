import { z } from "zod";
import { ActivitySlug } from "../activities/activities.schemas";
import { EVENT_REASON_CODES } from "../enums/activities";
import { type EnumOption, idsOf } from "../enums/define";
import { PROGRAM_RULE_TYPE_IDS } from "../enums/programs";
import { EMPTY_BARCODE_MESSAGE } from "../inventory/locations.schemas";
import { IdParams } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

/** The actions an event records (free text is allowed too; these are the ones the product writes). */
export const EVENT_ACTIONS = [
  { id: "received", label: "Received" },
  { id: "updated", label: "Updated" },
  { id: "moved", label: "Moved" },
  { id: "held", label: "Put on hold" },
  { id: "released", label: "Hold released" },
  { id: "photo_added", label: "Photo added" },
  { id: "photo_removed", label: "Photo removed" },
  { id: "priced", label: "Priced" },
  { id: "deleted", label: "Deleted" },
  { id: "note", label: "Note" },
] as const satisfies readonly EnumOption[];

/** An event (SPEC §3: id, activitySlug, activitySlugs, barcode): one step of a chain of custody. */
export const Event = z.object({
  id: z.number().int(),
  activitySlug: z.string().nullable(),
  barcode: z.string().nullable(),
  action: z.string(),
  /** The program rule that wrote the event, when one did. */
  rule: z.enum(PROGRAM_RULE_TYPE_IDS).nullable().optional(),
  reasonCode: z.enum(idsOf(EVENT_REASON_CODES)).nullable(),
  message: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type Event = z.infer<typeof Event>;

/**
 * `POST /events`. A barcode of `""` is refused with SPEC §8's text on `barcode`; a barcode is
 * upper-cased. `activitySlugs` records the same event on several activities at once.
 */
export const EventBody = z
  .object({
    activitySlug: ActivitySlug.nullable().default(null),
    activitySlugs: z.array(ActivitySlug).max(100).default([]),
    barcode: z
      .string()
      .trim()
      .min(1, EMPTY_BARCODE_MESSAGE)
      .max(64)
      .transform((v) => v.toUpperCase())
      .nullable()
      .default(null),
    action: z.string().trim().min(1, "Action is required").max(100),
    reasonCode: z.enum(idsOf(EVENT_REASON_CODES)).nullable().default(null),
    message: z.string().trim().max(2000).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (!v.activitySlug && v.activitySlugs.length === 0 && !v.barcode)
      ctx.addIssue({ code: "custom", path: ["activitySlug"], message: "Name an activity or a barcode" });
  });
export type EventBody = z.infer<typeof EventBody>;
export const EventUpdate = z.object({
  action: z.string().trim().min(1, "Action is required").max(100).optional(),
  reasonCode: z.enum(idsOf(EVENT_REASON_CODES)).nullable().optional(),
  message: z.string().trim().max(2000).nullable().optional(),
});
export const EventsQuery = PageQuery.extend({
  activitySlug: ActivitySlug.optional(),
  barcode: z.string().trim().max(64).optional(),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export const EventList = paged(Event);
export const EventParams = IdParams;

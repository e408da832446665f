import { z } from "zod";
import { DocumentFields } from "../accounts/documents.schemas";
import { ASSET_PHOTO_TYPES } from "../enums/assets";
import { idsOf } from "../enums/define";
import { defineEndpoint } from "../platform/endpoints";
import { ActivityEventList, ActivityEventsQuery, SlugParams } from "./activities.schemas";
import {
  ActivityAssignment,
  ActivityDocument,
  ActivityNote,
  ActivityRating,
  AssignmentBody,
  AssignmentParams,
  BulkAssignmentBody,
  BulkAssignmentResult,
  FileParams,
  NoteBody,
  NoteParams,
  Photo,
  ProgramServiceChoice,
  ProgramServicesBody,
  RatingBody,
} from "./activity-records.schemas";

const tags = ["activities"] as const;
const operator = ["operator"] as const;
const operatorAndClient = ["operator", "client"] as const;
const multipart = ["multipart/form-data"] as const;

/** The multipart text fields of a document upload. */
export const ActivityDocumentUploadFields = DocumentFields.pick({
  name: true,
  type: true,
  client_access: true,
});

/** Multipart text fields of a photo; an empty field means "none" (forms send every field). */
export const ActivityPhotoFields = z.object({
  type: z
    .union([z.enum(idsOf(ASSET_PHOTO_TYPES)), z.literal("")], { error: "Choose a photo type from the list" })
    .optional()
    .transform((v) => v || null),
  barcode: z
    .string()
    .trim()
    .max(64, "Barcode is at most 64 characters")
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          /^([A-Z0-9][A-Z0-9._/-]*)?$/,
          "Barcode may contain letters, digits and . _ / - (starting with a letter or digit)",
        ),
    )
    .optional()
    .transform((v) => v || null),
});

// ---- documents: staff upload and delete; clients list and download shared ones ----------------

export const listActivityDocuments = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/documents",
  families: operatorAndClient,
  operationId: "listActivityDocuments",
  permission: "activities.view",
  summary: "Documents of an activity (clients: shared, client-visible types)",
  tags,
  params: SlugParams,
  responses: { 200: z.array(ActivityDocument) },
});

/** Sends the file (no JSON answer). */
export const downloadActivityDocument = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/documents/:id/download",
  families: operatorAndClient,
  operationId: "downloadActivityDocument",
  permission: "activities.view",
  summary: "Download a document's file",
  tags,
  params: FileParams,
  responses: {},
});

export const uploadActivityDocument = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/documents",
  families: operator,
  operationId: "uploadActivityDocument",
  permission: "activities.edit",
  summary: "Upload a document (multipart: file, name, type, client_access)",
  tags,
  params: SlugParams,
  consumes: multipart,
  responses: { 201: ActivityDocument },
});

export const deleteActivityDocument = defineEndpoint({
  method: "DELETE",
  path: "/activities/:slug/documents/:id",
  families: operator,
  operationId: "deleteActivityDocument",
  permission: "activities.edit",
  summary: "Delete a document",
  tags,
  params: FileParams,
  responses: { 204: z.null() },
});

// ---- photos: staff upload and delete; clients see their own loads' photos ----------------------

export const listActivityPhotos = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/photos",
  families: operatorAndClient,
  operationId: "listActivityPhotos",
  permission: "activities.view",
  summary: "Photos of an activity",
  tags,
  params: SlugParams,
  responses: { 200: z.array(Photo) },
});

/** Sends the image (no JSON answer). */
export const getActivityPhotoFile = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/photos/:id/file",
  families: operatorAndClient,
  operationId: "getActivityPhotoFile",
  permission: "activities.view",
  summary: "The image of a photo",
  tags,
  params: FileParams,
  responses: {},
});

export const uploadActivityPhoto = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/photos",
  families: operator,
  operationId: "uploadActivityPhoto",
  permission: "activities.edit",
  summary: "Upload a photo (multipart: file as JPEG, PNG or WebP; optional type and barcode)",
  tags,
  params: SlugParams,
  consumes: multipart,
  responses: { 201: Photo },
});

export const deleteActivityPhoto = defineEndpoint({
  method: "DELETE",
  path: "/activities/:slug/photos/:id",
  families: operator,
  operationId: "deleteActivityPhoto",
  permission: "activities.edit",
  summary: "Delete a photo",
  tags,
  params: FileParams,
  responses: { 204: z.null() },
});

// ---- notes: staff notes with a type (operators only) ------------------------------------------

export const listActivityNotes = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/notes",
  families: operator,
  operationId: "listActivityNotes",
  permission: "activities.view",
  summary: "Notes of an activity",
  tags,
  params: SlugParams,
  responses: { 200: z.array(ActivityNote) },
});

export const createActivityNote = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/notes",
  families: operator,
  operationId: "createActivityNote",
  permission: "activities.edit",
  summary: "Add a note",
  tags,
  params: SlugParams,
  body: NoteBody,
  responses: { 201: ActivityNote },
});

export const updateActivityNote = defineEndpoint({
  method: "PUT",
  path: "/activities/:slug/notes/:id",
  families: operator,
  operationId: "updateActivityNote",
  permission: "activities.edit",
  summary: "Edit a note",
  tags,
  params: NoteParams,
  body: NoteBody,
  responses: { 200: ActivityNote },
});

export const deleteActivityNote = defineEndpoint({
  method: "DELETE",
  path: "/activities/:slug/notes/:id",
  families: operator,
  operationId: "deleteActivityNote",
  permission: "activities.edit",
  summary: "Delete a note",
  tags,
  params: NoteParams,
  responses: { 204: z.null() },
});

// ---- ratings: staff, and clients rating their own loads ----------------------------------------

export const listActivityRatings = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/ratings",
  families: operatorAndClient,
  operationId: "listActivityRatings",
  permission: "activities.view",
  summary: "Ratings of an activity",
  tags,
  params: SlugParams,
  responses: { 200: z.array(ActivityRating) },
});

/** 201 for a new rating, 200 when it replaces the caller's earlier one. */
export const rateActivity = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/ratings",
  families: operatorAndClient,
  operationId: "rateActivity",
  permission: "activities.rate",
  summary: "Rate an activity (posting again replaces your rating)",
  tags,
  params: SlugParams,
  body: RatingBody,
  responses: { 200: ActivityRating, 201: ActivityRating },
});

// ---- assignments: who works on an activity (operators only) -----------------------------------

export const bulkAssignActivities = defineEndpoint({
  method: "POST",
  path: "/activities/bulk/assignments",
  families: operator,
  operationId: "bulkAssignActivities",
  permission: "activities.edit",
  summary: "Assign every person to every activity (a retry adds nothing twice)",
  tags,
  body: BulkAssignmentBody,
  responses: { 200: BulkAssignmentResult },
});

export const listActivityAssignments = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/assignments",
  families: operator,
  operationId: "listActivityAssignments",
  permission: "activities.view",
  summary: "People assigned to an activity",
  tags,
  params: SlugParams,
  responses: { 200: z.array(ActivityAssignment) },
});

export const createActivityAssignment = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/assignments",
  families: operator,
  operationId: "createActivityAssignment",
  permission: "activities.edit",
  summary: "Assign a person",
  tags,
  params: SlugParams,
  body: AssignmentBody,
  responses: { 201: ActivityAssignment },
});

export const deleteActivityAssignment = defineEndpoint({
  method: "DELETE",
  path: "/activities/:slug/assignments/:id",
  families: operator,
  operationId: "deleteActivityAssignment",
  permission: "activities.edit",
  summary: "Remove an assignment",
  tags,
  params: AssignmentParams,
  responses: { 204: z.null() },
});

// ---- events and the statement of work ---------------------------------------------------------

/** The activity's chain of custody (who changed what, when). */
export const listActivityEvents = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/events",
  families: operator,
  operationId: "listActivityEvents",
  permission: "activities.view",
  summary: "Events of an activity",
  tags,
  params: SlugParams,
  query: ActivityEventsQuery,
  responses: { 200: ActivityEventList },
});

export const listActivityProgramServices = defineEndpoint({
  method: "GET",
  path: "/activities/:slug/program_services",
  families: operator,
  operationId: "listActivityProgramServices",
  permission: "activities.view",
  summary: "Services of the activity's program, with those chosen for it",
  tags,
  params: SlugParams,
  responses: { 200: z.array(ProgramServiceChoice) },
});

export const setActivityProgramServices = defineEndpoint({
  method: "PUT",
  path: "/activities/:slug/program_services",
  families: operator,
  operationId: "setActivityProgramServices",
  permission: "activities.edit",
  summary: "Choose the program services this activity gets (replaces the set)",
  tags,
  params: SlugParams,
  body: ProgramServicesBody,
  responses: { 200: z.array(ProgramServiceChoice) },
});

// The calls of the platform area (ARCHITECTURE §4: one descriptor per call).
import { z } from "zod";
import { defineEndpoint } from "./endpoints";
import { findTermRoute } from "./find.endpoint-routes";
import { FindParams, FindResult } from "./find.schemas";
import { Job, JobParams } from "./jobs.schemas";
import { Region, Routing, Tag, TagBody, TagsQuery } from "./reference.schemas";

const operator = ["operator"] as const;

/** Global find (SPEC §7); its route is in find.endpoint-routes.ts for the shell. */
export const findTerm = defineEndpoint({
  ...findTermRoute,
  params: FindParams,
  responses: { 200: FindResult },
});

/** The screen polls it for long work's progress, in every signed-in family. */
export const getJob = defineEndpoint({
  method: "GET",
  path: "/jobs/:id",
  families: ["operator", "client", "vendor"],
  operationId: "getJob",
  permission: null,
  summary: "Progress and result of long work",
  tags: ["jobs"],
  params: JobParams,
  responses: { 200: Job },
});

/** The file a finished export job wrote (so no result schema), to whoever may read the job. */
export const getJobFile = defineEndpoint({
  method: "GET",
  path: "/jobs/:id/file",
  families: ["operator", "client", "vendor"],
  operationId: "getJobFile",
  permission: null,
  summary: "The file a finished export job wrote",
  tags: ["jobs"],
  params: JobParams,
  responses: {},
});

/** Address and rule forms of every audience pick regions. */
export const listRegions = defineEndpoint({
  method: "GET",
  path: "/regions",
  families: operator,
  access: "signedIn",
  operationId: "listRegions",
  permission: null,
  summary: "Regions with their countries",
  tags: ["reference"],
  responses: { 200: z.array(Region) },
});

export const listTags = defineEndpoint({
  method: "GET",
  path: "/tags",
  families: operator,
  operationId: "listTags",
  permission: null,
  summary: "Tags",
  tags: ["reference"],
  query: TagsQuery,
  responses: { 200: z.array(Tag) },
});

export const createTag = defineEndpoint({
  method: "POST",
  path: "/tags",
  families: operator,
  operationId: "createTag",
  permission: "activities.edit",
  summary: "Add a tag",
  tags: ["reference"],
  body: TagBody,
  responses: { 201: Tag },
});

export const listRoutings = defineEndpoint({
  method: "GET",
  path: "/routings",
  families: operator,
  operationId: "listRoutings",
  permission: null,
  summary: "Routings and their steps",
  tags: ["reference"],
  responses: { 200: z.array(Routing) },
});

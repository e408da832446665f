import type { Region, Routing, Tag, TagBody, TagsQuery } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./reference.repo";

/** Tag pickers filter as the user types; the cap keeps one call bounded. */
const TAG_LIMIT = 500;

export function listRegions(ctx: ServiceContext): Promise<Region[]> {
  return repo.listRegions(ctx.db);
}

/** The ids among `ids` that are regions; takes a Db so a caller's transaction can run it. */
export function existingRegionIds(db: Db, ids: number[]): Promise<Set<number>> {
  return repo.existingRegionIds(db, ids);
}

export function listTags(ctx: ServiceContext, query: TagsQuery): Promise<Tag[]> {
  return repo.listTags(ctx.db, query.search, TAG_LIMIT);
}

/** Adds a tag; names are unique whatever their case. */
export async function createTag(ctx: ServiceContext, body: TagBody): Promise<Tag> {
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff can add tags");
  return ctx.db.transaction(async (tx) => {
    if (await repo.tagNameTaken(tx, body.name))
      throw fieldError("name", `The tag ${body.name} already exists`);
    return repo.insertTag(tx, body.name);
  });
}

export function listRoutings(ctx: ServiceContext): Promise<Routing[]> {
  return repo.listRoutings(ctx.db);
}

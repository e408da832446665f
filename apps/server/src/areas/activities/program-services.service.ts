import type { ProgramServiceChoice, ProgramServicesBody, SowProvider } from "@ops/domain";
import { AppError, fieldError } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { findActivity } from "./core/activity-scope";
import * as repo from "./program-services.repo";

function assertStaff(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff choose a load's services");
}

/** The SOW page: the services of the load's program and which of them it gets; none without a program. */
export async function listProgramServices(
  ctx: ServiceContext,
  slug: string,
): Promise<ProgramServiceChoice[]> {
  assertStaff(ctx);
  const activity = await findActivity(ctx, slug);
  if (activity.programId === null) return [];
  return repo.listChoices(ctx.db, activity.id, activity.programId);
}

/**
 * Replaces the chosen services in one transaction: each must be a service of the load's
 * program, and a provider only for a chosen service; the event names the services added and
 * removed and the providers changed.
 */
export async function setProgramServices(
  ctx: ServiceContext,
  slug: string,
  body: Pick<ProgramServicesBody, "serviceIds"> & { providers?: ProgramServicesBody["providers"] },
): Promise<ProgramServiceChoice[]> {
  const { serviceIds } = body;
  const providers = body.providers ?? [];
  assertStaff(ctx);
  return ctx.db.transaction(async (tx) => {
    const found = await findActivity({ ...ctx, db: tx }, slug);
    await repo.lockActivity(tx, found.id);
    // Read again under the lock: the program may have changed since the first read.
    const activity = await findActivity({ ...ctx, db: tx }, slug);
    if (activity.programId === null) throw new AppError(409, "Choose a program for this load first");
    const before = await repo.listChoices(tx, activity.id, activity.programId);
    const inProgram = new Set(before.map((c) => c.serviceId));
    const wanted = [...new Set(serviceIds)];
    const outside = wanted.filter((id) => !inProgram.has(id));
    if (outside.length > 0) {
      throw fieldError(
        "serviceIds",
        `${outside.length === 1 ? "Service" : "Services"} ${outside.join(", ")} ${outside.length === 1 ? "is" : "are"} not in this load's program`,
      );
    }
    const wantedSet = new Set(wanted);
    const unchosen = providers.filter((p) => !wantedSet.has(p.serviceId)).map((p) => p.serviceId);
    if (unchosen.length > 0) {
      throw fieldError("providers", `Choose service ${unchosen.join(", ")} before naming who performs it`);
    }
    const sentProvider = new Map(providers.map((p) => [p.serviceId, p.provider]));
    const previous = new Map(before.map((c) => [c.serviceId, c.provider]));
    await repo.replaceChoices(
      tx,
      activity.id,
      wanted.map((serviceId) => ({
        serviceId,
        provider: sentProvider.get(serviceId) ?? previous.get(serviceId) ?? ("internal" as SowProvider),
      })),
    );
    const after = await repo.listChoices(tx, activity.id, activity.programId);
    const names = (list: ProgramServiceChoice[]) => list.filter((c) => c.chosen).map((c) => c.name);
    const added = after.filter((c) => c.chosen && !before.find((b) => b.serviceId === c.serviceId)?.chosen);
    const removed = before.filter((c) => c.chosen && !after.find((a) => a.serviceId === c.serviceId)?.chosen);
    const moved = after.filter((c) => {
      const was = before.find((b) => b.serviceId === c.serviceId);
      return c.chosen && was?.chosen && was.provider !== c.provider;
    });
    if (added.length > 0 || removed.length > 0 || moved.length > 0) {
      const parts = [
        added.length > 0 ? `added ${added.map((c) => c.name).join(", ")}` : "",
        removed.length > 0 ? `removed ${removed.map((c) => c.name).join(", ")}` : "",
        moved.length > 0 ? `provider of ${moved.map((c) => `${c.name} now ${c.provider}`).join(", ")}` : "",
      ].filter(Boolean);
      await recordEvents(tx, [
        {
          activityId: activity.id,
          action: "program_services_changed",
          message: `Services ${parts.join("; ")}`,
          changes: [
            { field: "programServices", from: names(before), to: names(after) },
            ...moved.map((c) => ({
              field: `provider:${c.name}`,
              from: before.find((b) => b.serviceId === c.serviceId)?.provider ?? null,
              to: c.provider,
            })),
          ],
          userId: ctx.actor.id,
        },
      ]);
    }
    return after;
  });
}

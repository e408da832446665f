import {
  ActivityBody,
  type CascadeSubject,
  cascadeProperties,
  cascadeSummary,
  HOLD_TYPES,
  type InboundStatus,
  inboundTransitionRefusal,
  isWorkOrderType,
  LOCK_TYPES,
  loadPricedSteps,
  PROGRAM_RULE_TYPES,
  RULE_EVENT_ACTION,
  RULE_SKIPPED_ACTION,
  ruleOf,
  rulesAt,
  shopOrderRuleToApply,
  skippedAt,
} from "@ops/domain";
import { AppError } from "../../../platform/app-error";
import { type EventInput, recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import { createActivity } from "../../activities/use-cases/create-activity";
import { pricedRefusal } from "../../settlement/finalize";
import * as repo from "./program-rules.repo";

/**
 * The one program-rules module (docs/decisions.md, Program rules): the operation rules of a
 * program applied where they act — on receiving (holds, locks, tested upstream, the load's shop
 * order), on creating assets in work (cascade), and on completing work (keeping assets out of
 * "complete all", moving the load to priced). Every application writes an event whose `rule` is
 * the rule type. Each runs in the caller's transaction with a few set-based statements, and
 * does nothing (no query) for loads without a program.
 */

const label = (type: string) => PROGRAM_RULE_TYPES.find((t) => t.id === type)?.label ?? type;
const holdLabel = (id: string) => HOLD_TYPES.find((h) => h.id === id)?.label ?? id;
const lockLabel = (id: string) => LOCK_TYPES.find((l) => l.id === id)?.label ?? id;
const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/** What was received on one load in a batch. */
export type ReceivedOnLoad = {
  load: { id: number; slug: string; type: string; accountId: number | null; programId: number | null };
  assetIds: number[];
  /** The assets received inside a container (an existing one or one of the batch). */
  contained?: CreatedInContainer[];
};

/**
 * Receiving: applies hold_asset, lock_asset and assets_tested_upstream to the assets just
 * received, and the shop-order rules to their load (the first asset for the SOW and configure
 * rules, the minimum received value for the value rule; once per load, the load's row locked
 * while deciding). A few statements per rule and load, whatever the batch's size.
 */
export async function applyReceivingRules(ctx: ServiceContext, received: ReceivedOnLoad[]): Promise<void> {
  const withProgram = received.filter((r) => r.load.programId !== null && r.assetIds.length > 0);
  if (withProgram.length === 0) return;
  const programs = await repo.programsById(ctx.db, [
    ...new Set(withProgram.map((r) => r.load.programId as number)),
  ]);
  for (const { load, assetIds, contained = [] } of withProgram) {
    const program = programs.get(load.programId as number);
    if (!program) continue;
    // An asset received into a container is created in it: the program's cascade applies.
    if (contained.length > 0 && rulesAt(program.rules, "creation").length > 0)
      await applyCreationRules(ctx, load.id, contained);
    // A receiving rule that cannot apply as stored (an unknown hold type…) says so on the load, once.
    const skipped = skippedAt(program.rules, "receiving");
    const told = await repo.rulesWithEvent(
      ctx.db,
      load.id,
      RULE_SKIPPED_ACTION,
      skipped.map((s) => s.type),
    );
    await recordEvents(
      ctx.db,
      skipped
        .filter((s) => !told.has(s.type))
        .map((s) => ({
          activityId: load.id,
          action: RULE_SKIPPED_ACTION,
          rule: s.type,
          message: `Program ${program.name}: ${label(s.type)} was not applied on receiving. ${s.reason}`,
          userId: ctx.actor.id,
        })),
    );
    const rules = rulesAt(program.rules, "receiving");
    if (rules.length === 0) continue;
    const event = (rule: string, message: string): repo.RuleEvent => ({
      activityId: load.id,
      rule,
      message,
      userId: ctx.actor.id,
    });
    const hold = ruleOf(rules, "hold_asset");
    if (hold) {
      const instructions = hold.instructions ? `: ${hold.instructions}` : "";
      await repo.holdAssets(
        ctx.db,
        assetIds,
        { type: hold.holdType, programId: program.id, instructions: hold.instructions, userId: ctx.actor.id },
        event(
          hold.type,
          `Put on hold (${holdLabel(hold.holdType)}) on receiving by program ${program.name}${instructions}`,
        ),
      );
    }
    const lock = ruleOf(rules, "lock_asset");
    if (lock) {
      await repo.lockAssets(
        ctx.db,
        assetIds,
        lock.lockType,
        event(lock.type, `${lockLabel(lock.lockType)} added on receiving by program ${program.name}`),
      );
    }
    const tested = ruleOf(rules, "assets_tested_upstream");
    if (tested) {
      const by = tested.upstreamVendor ? ` by ${tested.upstreamVendor}` : "";
      await repo.markTestedUpstream(
        ctx.db,
        assetIds,
        tested.upstreamVendor,
        event(tested.type, `Marked tested upstream${by} by program ${program.name}`),
      );
    }
    await createLoadShopOrder(ctx, load, program, rules);
  }
}

/** The shop-order rules: the load's shop order with its statement of work, once per load. */
async function createLoadShopOrder(
  ctx: ServiceContext,
  load: ReceivedOnLoad["load"],
  program: repo.ProgramRules,
  rules: ReturnType<typeof rulesAt>,
): Promise<void> {
  const creating = rules.some(
    (r) =>
      r.type === "sow_automated_shop_order" ||
      r.type === "configure_shop_orders" ||
      r.type === "value_automated_shop_order",
  );
  // A shop order works an inbound load (assets received on other activities make none).
  if (!creating || load.type !== "inbound") return;
  await repo.lockLoad(ctx.db, load.id);
  if (await repo.hasShopOrder(ctx.db, load.id)) return;
  const needsValue = !rules.some(
    (r) => r.type === "sow_automated_shop_order" || r.type === "configure_shop_orders",
  );
  const receivedValue = needsValue ? await repo.receivedValue(ctx.db, load.id, load.accountId) : 0;
  const rule = shopOrderRuleToApply(rules, { hasShopOrder: false, receivedValue });
  if (!rule) return;
  const why =
    rule.type === "sow_automated_shop_order"
      ? `Statement of work${rule.sowName ? `: ${rule.sowName}` : ""}`
      : rule.type === "configure_shop_orders"
        ? `Shop order template${rule.template ? `: ${rule.template}` : ""}`
        : `Received value ${money(receivedValue)} reached the minimum of ${money(rule.minimumValue)}`;
  // The rule acts for the receiving operator: the order is the system's, not a screen's create.
  // Its own savepoint: a shop order the activity core refuses leaves the receiving standing,
  // and the refusal is written on the load as the rule's event.
  let order: Awaited<ReturnType<typeof createActivity>>;
  try {
    order = await createActivity(
      { db: ctx.db, actor: { ...ctx.actor, audience: "operator" } },
      ActivityBody.parse({
        type: "shop_order",
        loadSlug: load.slug,
        description: `${why} (program ${program.name}, ${label(rule.type)})`,
      }),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await recordEvents(ctx.db, [
      {
        activityId: load.id,
        action: RULE_EVENT_ACTION,
        rule: rule.type,
        message: `Program ${program.name} could not create the shop order on receiving: ${error.message}`,
        userId: ctx.actor.id,
      },
    ]);
    return;
  }
  const orderId = await repo.activityIdOf(ctx.db, order.slug);
  const services = await repo.sowCount(ctx.db, orderId);
  const sow = `with ${plural(services, "service")} in its statement of work`;
  await recordEvents(ctx.db, [
    {
      activityId: load.id,
      action: RULE_EVENT_ACTION,
      rule: rule.type,
      message: `Shop order ${order.slug} created on receiving ${sow} by program ${program.name} (${why})`,
      userId: ctx.actor.id,
    },
    {
      activityId: orderId,
      action: RULE_EVENT_ACTION,
      rule: rule.type,
      message: `Created on receiving ${load.slug} ${sow} by program ${program.name} (${why})`,
      userId: ctx.actor.id,
    },
  ]);
}

const money = (n: number) =>
  `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An asset created in a container (a work order's input, or a bin it was made in). */
export type CreatedInContainer = { assetId: number; containerId: number };

/**
 * Creation: asset_cascade_properties of the container's program (its receiving load's) copies
 * the named properties from each container to what was created in it, never over a value the
 * created asset has; one update and one event statement for the batch.
 */
export async function applyCreationRules(
  ctx: ServiceContext,
  activityId: number,
  created: CreatedInContainer[],
): Promise<void> {
  if (created.length === 0) return;
  const programs = await repo.cascadeProgramsOf(ctx.db, [...new Set(created.map((c) => c.containerId))]);
  if (programs.size === 0) return;
  const relevant = created.filter((c) => programs.has(c.containerId));
  const rows = await repo.cascadeRows(ctx.db, [
    ...new Set(relevant.flatMap((c) => [c.assetId, c.containerId])),
  ]);
  const updates: (CascadeSubject & { id: number })[] = [];
  const events: EventInput[] = [];
  for (const c of relevant) {
    const program = programs.get(c.containerId) as repo.ProgramRules;
    const rule = ruleOf(rulesAt(program.rules, "creation"), "asset_cascade_properties");
    const container = rows.get(c.containerId);
    const asset = rows.get(c.assetId);
    if (!rule || !container || !asset) continue;
    const patch = cascadeProperties(rule.properties, subject(container), subject(asset));
    if (Object.keys(patch).length === 0) continue;
    updates.push({ id: asset.id, ...subject(asset), ...patch });
    events.push({
      activityId,
      barcode: asset.barcode,
      action: RULE_EVENT_ACTION,
      rule: rule.type,
      message: `Copied ${cascadeSummary(patch, subject(asset))} from ${container.barcode} by program ${program.name}`,
      changes: Object.entries(patch).map(([field, to]) => ({
        field,
        from: subject(asset)[field as keyof CascadeSubject],
        to,
      })),
      userId: ctx.actor.id,
    });
  }
  await repo.applyCascades(ctx.db, updates);
  await recordEvents(ctx.db, events);
}

function subject(row: repo.CascadeRow): CascadeSubject {
  return {
    attributes: (row.attributes ?? {}) as Record<string, unknown>,
    stockType: row.stockType,
    source: row.source,
    locationId: row.locationId === null ? null : Number(row.locationId),
    notes: row.notes,
  };
}

/**
 * Completion ("complete all"): the candidates left once exclude_automatic_operations_complete
 * keeps out the assets received on a load whose program has it; one event on the work order
 * says how many were kept out and why. Call it in the complete-all transaction.
 */
export async function withoutExcludedFromCompleteAll<T extends { assetId: number }>(
  ctx: ServiceContext,
  workOrder: { id: number; slug: string },
  candidates: T[],
): Promise<T[]> {
  const excluded = await repo.excludedFromAutomaticCompletion(
    ctx.db,
    candidates.map((c) => c.assetId),
  );
  if (excluded.length === 0) return candidates;
  const out = new Set(excluded.map((e) => e.assetId));
  const programs = [...new Set(excluded.map((e) => e.programName))].join(", ");
  await recordEvents(ctx.db, [
    {
      activityId: workOrder.id,
      action: RULE_EVENT_ACTION,
      rule: "exclude_automatic_operations_complete",
      message: `Complete all left ${plural(out.size, "asset")} to complete one by one: program ${programs} excludes them from automatic completion`,
      userId: ctx.actor.id,
    },
  ]);
  return candidates.filter((c) => !out.has(c.assetId));
}

/**
 * Completion (a status change): when a work order of a load is completed or closed, or an
 * inbound load is marked processed, move_load_to_priced moves the load through processed to
 * priced once every work order of it is done — each move a `status_changed` event naming the
 * rule. Call it in the transaction of the status change.
 */
export async function applyStatusChangeRules(ctx: ServiceContext, activityId: number): Promise<void> {
  const activity = await repo.activityRow(ctx.db, activityId);
  if (!activity) return;
  let loadId: number | null = null;
  if (isWorkOrderType(activity.type) && (activity.status === "completed" || activity.status === "closed"))
    loadId = activity.loadId;
  else if (activity.type === "inbound" && activity.status === "processed") loadId = activity.id;
  if (loadId === null) return;
  const state = await repo.lockLoadWithWork(ctx.db, loadId);
  if (!state) return;
  if (state.load.type !== "inbound" || state.load.programId === null) return;
  const programs = await repo.programsById(ctx.db, [state.load.programId]);
  const program = programs.get(state.load.programId);
  const rule = program && ruleOf(rulesAt(program.rules, "completion"), "move_load_to_priced");
  if (!program || !rule) return;
  let from = state.load.status;
  const trigger =
    activity.id === state.load.id
      ? "the load was marked processed"
      : `${activity.slug} is ${activity.status}`;
  for (const to of loadPricedSteps(from, state.workStatuses, rule.whenProcessed)) {
    if (inboundTransitionRefusal(from as InboundStatus, to)) return;
    // A load with unpriced products stays processed (the completion of the work still stands).
    const refusal = to === "priced" ? await pricedRefusal(ctx.db, state.load.id) : null;
    if (refusal) {
      await recordEvents(ctx.db, [
        {
          activityId: state.load.id,
          action: RULE_SKIPPED_ACTION,
          rule: rule.type,
          message: `Program ${program.name} (${label(rule.type)}) left the load ${from}: ${refusal}`,
          userId: ctx.actor.id,
        },
      ]);
      return;
    }
    await repo.setStatus(ctx.db, state.load.id, to);
    await recordEvents(ctx.db, [
      {
        activityId: state.load.id,
        action: "status_changed",
        rule: rule.type,
        message: `Status ${from} → ${to} by program ${program.name} (${label(rule.type)}): processing is complete, ${trigger}`,
        changes: [{ field: "status", from, to }],
        userId: ctx.actor.id,
      },
    ]);
    from = to;
  }
}

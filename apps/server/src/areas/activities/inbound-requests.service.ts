import {
  type FieldErrors,
  futureDateRefusal,
  type InboundRequest,
  InboundRequestBody,
  type InboundRequestQuestion,
  type InboundRequestsQuery,
  InboundRequestUpdate,
  type Paged,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { parseOrThrow } from "../../platform/validate";
import { assertAccountVisible, visibleAccountIds } from "../accounts/account-scope";
import { mailInboundRequestStatus } from "../notifications/account-mails";
import { parseInboundAttributes } from "./inbound-attributes";
import * as repo from "./inbound-requests.repo";

const RECENT_COUNT = 5;

const publicOf = ({ id: _id, ...request }: repo.InboundRequestRow): InboundRequest => request;

/** Active questions by position (what the request form asks). */
export async function listQuestions(ctx: ServiceContext): Promise<InboundRequestQuestion[]> {
  const rows = await repo.listQuestions(ctx.db, true);
  return rows.map(({ active: _active, ...q }) => q);
}

type Question = InboundRequestQuestion & { active: boolean };

/**
 * Checks answers against the questions: unknown question ids are refused, a yes/no answer is
 * "yes" or "no", a number answer is numeric, and every active required question is answered.
 * Empty answers are dropped. `allowRetired` (an operator correcting an older request) keeps
 * answers to questions that are no longer asked.
 */
function checkAnswers(
  questions: Question[],
  answers: Record<string, string>,
  allowRetired: boolean,
): { answers: Record<string, string>; errors: FieldErrors } {
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  const kept: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [key, raw] of Object.entries(answers)) {
    const question = byId.get(key);
    const value = raw.trim();
    if (!question || (!question.active && !allowRetired)) {
      errors[`answers.${key}`] = ["This question is not on the request form"];
      continue;
    }
    if (value === "") continue;
    if (question.kind === "yes_no") {
      const lower = value.toLowerCase();
      if (lower !== "yes" && lower !== "no") errors[`answers.${key}`] = ["Answer yes or no"];
      else kept[key] = lower;
    } else if (question.kind === "number") {
      if (!/^-?\d+(\.\d+)?$/.test(value)) errors[`answers.${key}`] = ["Answer with a number"];
      else kept[key] = value;
    } else {
      kept[key] = value;
    }
  }
  for (const question of questions) {
    const key = String(question.id);
    if (question.active && question.required && kept[key] === undefined && !errors[`answers.${key}`]) {
      errors[`answers.${key}`] = ["This question needs an answer"];
    }
  }
  return { answers: kept, errors };
}

/**
 * The stored values of a request body: answers and attributes (by the account's inbound form)
 * are checked together, so every refused field comes back in one 422.
 */
async function valuesOf(
  db: Db,
  accountId: number,
  body: InboundRequestBody,
  allowRetired: boolean,
  stored?: { requestedStart: string; requestedEnd: string },
): Promise<repo.RequestValues> {
  const questions = await repo.listQuestions(db, false);
  const checked = checkAnswers(questions, body.answers, allowRetired);
  const errors: FieldErrors = { ...checked.errors };
  // A pickup window still to come cannot lie in the past; a stored one left unchanged stands.
  for (const [field, label] of [
    ["requestedStart", "The earliest pickup date"],
    ["requestedEnd", "The latest pickup date"],
  ] as const) {
    const refusal = body[field] === stored?.[field] ? null : futureDateRefusal(label, body[field]);
    if (refusal) errors[field] = [refusal];
  }
  let attributes: Record<string, unknown> = {};
  try {
    ({ attributes } = await parseInboundAttributes(db, accountId, body.attributes));
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    Object.assign(errors, error.fieldErrors);
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, "Some fields need attention", errors);
  const { accountId: _account, answers: _answers, attributes: _attributes, ...fields } = body;
  return { ...fields, answers: checked.answers, attributes };
}

/** Only clients ask for pickups (SPEC §6), and only for their own accounts (others answer 404). */
export async function createRequest(ctx: ServiceContext, body: InboundRequestBody): Promise<InboundRequest> {
  if (ctx.actor.audience !== "client") throw new AppError(403, "Only client users request pickups");
  const number = await ctx.db.transaction(async (tx) => {
    const account = await assertAccountVisible({ ...ctx, db: tx }, body.accountId);
    if (account.type !== "active") throw notFound("Account");
    const values = await valuesOf(tx, body.accountId, body, false);
    const next = await repo.nextNumber(tx);
    await repo.insertRequest(tx, {
      ...values,
      number: next,
      accountId: body.accountId,
      createdBy: ctx.actor.id,
    });
    return next;
  });
  return getRequest(ctx, number);
}

/** The SQL scope of the actor: all requests for staff, their accounts' for clients. */
async function scopeOf(ctx: ServiceContext) {
  if (ctx.actor.audience === "vendor") throw new AppError(403, "Vendors do not see inbound requests");
  return repo.accountScope(await visibleAccountIds(ctx));
}

export async function listRequests(
  ctx: ServiceContext,
  query: InboundRequestsQuery,
): Promise<Paged<InboundRequest>> {
  const { rows, total } = await repo.pageRequests(ctx.db, query, await scopeOf(ctx));
  return { data: rows.map(publicOf), total };
}

/** The client's latest requests, for their home screen. */
export async function recentRequests(ctx: ServiceContext): Promise<InboundRequest[]> {
  return (await repo.recentRequests(ctx.db, await scopeOf(ctx), RECENT_COUNT)).map(publicOf);
}

export async function getRequest(ctx: ServiceContext, number: number): Promise<InboundRequest> {
  await scopeOf(ctx);
  const request = await repo.findRequest(ctx.db, number);
  if (!request) throw notFound("Inbound request");
  const visible = await visibleAccountIds(ctx);
  if (visible !== "all" && !visible.includes(request.accountId)) throw notFound("Inbound request");
  return publicOf(request);
}

/**
 * An operator corrects a request and/or cancels (or reopens) it. A body with only `status`
 * changes the status; any other field means the whole request body is sent again and checked
 * as on create (the account stays). A request that has its load is final (409).
 */
export async function updateRequest(
  ctx: ServiceContext,
  number: number,
  body: Record<string, unknown>,
): Promise<InboundRequest> {
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff edit inbound requests");
  const { status: rawStatus, ...fields } = body;
  const { status } = parseOrThrow(InboundRequestUpdate, { status: rawStatus });
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockRequest(tx, number);
    if (!current) throw notFound("Inbound request");
    if (current.loadSlug !== null || current.status === "load_created") {
      throw new AppError(409, "This request already has a load");
    }
    if (fields.accountId !== undefined && fields.accountId !== current.accountId) {
      throw fieldError("accountId", "The account of a request does not change");
    }
    const edits = Object.keys(fields).some((key) => key !== "accountId");
    const values = edits
      ? await valuesOf(
          tx,
          current.accountId,
          parseOrThrow(InboundRequestBody, { ...fields, accountId: current.accountId }),
          true,
          current,
        )
      : {};
    if (!edits && status === undefined) throw fieldError("status", "Send the fields to change or a status");
    await repo.updateRequest(tx, current.id, { ...values, ...(status ? { status } : {}) });
    // The account's contacts subscribed to "Inbound request status changed" hear of it (issue 21).
    if (status && status !== current.status)
      await mailInboundRequestStatus(tx, { requestId: current.id, from: current.status, to: status });
  });
  return getRequest(ctx, number);
}

/** DCA numbers used on an account's requests and loads (suggestions); the account must be visible. */
export async function dcaNumbers(ctx: ServiceContext, accountId: number): Promise<string[]> {
  if (ctx.actor.audience === "vendor") throw new AppError(403, "Vendors do not see inbound requests");
  await assertAccountVisible(ctx, accountId);
  return repo.dcaNumbers(ctx.db, accountId);
}

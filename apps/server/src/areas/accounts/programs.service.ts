import type { Program, ProgramBody, ProgramTemplate, ProgramTemplateBody } from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { assertAccountVisible, assertOperator } from "./account-scope";
import * as repo from "./programs.repo";

const DUPLICATE_PROGRAM = "A program with this name already exists";
const DUPLICATE_TEMPLATE = "A template with this name already exists";

function assertTemplateEditor(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff can change program templates");
}

async function assertServicesExist(db: Db, ids: number[]): Promise<void> {
  const found = await repo.existingServiceIds(db, ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) throw fieldError("serviceIds", `Unknown service: ${unknown.join(", ")}`);
}

/**
 * What a new program stores: the body, with the template's rules, categories and services for
 * whichever of those the body leaves empty. Template services that no longer exist are dropped
 * (templates keep plain ids), while unknown ids the operator chose are refused.
 */
async function resolveProgramValues(db: Db, body: ProgramBody, copyFromTemplate: boolean) {
  const template = body.templateId === null ? undefined : await repo.findTemplate(db, body.templateId);
  if (body.templateId !== null && !template) throw fieldError("templateId", "Unknown program template");
  await assertServicesExist(db, body.serviceIds);
  let { rules, serviceCategories, serviceIds } = body;
  if (template && copyFromTemplate) {
    if (!rules.length) rules = template.rules;
    if (!serviceCategories.length) serviceCategories = template.serviceCategories;
    if (!serviceIds.length) {
      const found = await repo.existingServiceIds(db, template.serviceIds);
      serviceIds = template.serviceIds.filter((id) => found.has(id));
    }
  }
  const values: repo.ProgramWrite = {
    templateId: body.templateId,
    name: body.name,
    description: body.description,
    active: body.active,
    certificateType: body.certificateType,
    turnaroundDays: body.turnaroundDays,
    serviceCategories: [...new Set(serviceCategories)],
    rules,
  };
  return { values, serviceIds: [...new Set(serviceIds)] };
}

/** Lists an account's programs; clients only for accounts they belong to (else 404). */
export async function listPrograms(ctx: ServiceContext, accountId: number): Promise<Program[]> {
  await assertAccountVisible(ctx, accountId);
  return repo.listPrograms(ctx.db, accountId);
}

/** One program of an account; a program of another account answers 404 like an unknown one. */
export async function getProgram(
  ctx: ServiceContext,
  accountId: number,
  programId: number,
): Promise<Program> {
  await assertAccountVisible(ctx, accountId);
  const program = await repo.findProgram(ctx.db, accountId, programId);
  if (!program) throw notFound("Program");
  return program;
}

/**
 * Creates a program on an account, from a template (copying what the body leaves empty) or from
 * scratch; the program and its services are written in one transaction.
 */
export async function createProgram(
  ctx: ServiceContext,
  accountId: number,
  body: ProgramBody,
): Promise<Program> {
  assertOperator(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await assertAccountVisible({ ...ctx, db: tx }, accountId);
    if (await repo.programNameTaken(tx, accountId, body.name)) throw fieldError("name", DUPLICATE_PROGRAM);
    const { values, serviceIds } = await resolveProgramValues(tx, body, true);
    const newId = await repo.insertProgram(tx, accountId, values);
    await repo.replaceProgramServices(tx, newId, serviceIds);
    return newId;
  });
  return getProgram(ctx, accountId, id);
}

/** Replaces a program's fields and services as the body gives them (no copying from the template). */
export async function updateProgram(
  ctx: ServiceContext,
  accountId: number,
  programId: number,
  body: ProgramBody,
): Promise<Program> {
  assertOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    await assertAccountVisible({ ...ctx, db: tx }, accountId);
    if (!(await repo.findProgram(tx, accountId, programId))) throw notFound("Program");
    if (await repo.programNameTaken(tx, accountId, body.name, programId)) {
      throw fieldError("name", DUPLICATE_PROGRAM);
    }
    const { values, serviceIds } = await resolveProgramValues(tx, body, false);
    await repo.updateProgram(tx, programId, values);
    await repo.replaceProgramServices(tx, programId, serviceIds);
  });
  return getProgram(ctx, accountId, programId);
}

/** Every program template, by name. */
export function listTemplates(ctx: ServiceContext): Promise<ProgramTemplate[]> {
  return repo.listTemplates(ctx.db);
}

export async function getTemplate(ctx: ServiceContext, id: number): Promise<ProgramTemplate> {
  const template = await repo.findTemplate(ctx.db, id);
  if (!template) throw notFound("Program template");
  return template;
}

function templateValues(body: ProgramTemplateBody): repo.TemplateWrite {
  return {
    name: body.name,
    description: body.description,
    serviceCategories: [...new Set(body.serviceCategories)],
    serviceIds: [...new Set(body.serviceIds)],
    rules: body.rules,
  };
}

/** Creates a program template; its name is unique (any case). */
export async function createTemplate(
  ctx: ServiceContext,
  body: ProgramTemplateBody,
): Promise<ProgramTemplate> {
  assertTemplateEditor(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    if (await repo.templateNameTaken(tx, body.name)) throw fieldError("name", DUPLICATE_TEMPLATE);
    await assertServicesExist(tx, body.serviceIds);
    return repo.insertTemplate(tx, templateValues(body));
  });
  return getTemplate(ctx, id);
}

/** Updates a template; programs already made from it keep their own copies. */
export async function updateTemplate(
  ctx: ServiceContext,
  id: number,
  body: ProgramTemplateBody,
): Promise<ProgramTemplate> {
  assertTemplateEditor(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findTemplate(tx, id))) throw notFound("Program template");
    if (await repo.templateNameTaken(tx, body.name, id)) throw fieldError("name", DUPLICATE_TEMPLATE);
    await assertServicesExist(tx, body.serviceIds);
    await repo.updateTemplate(tx, id, templateValues(body));
  });
  return getTemplate(ctx, id);
}

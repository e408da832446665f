import type { CertificateType, Program, ProgramRule, ProgramTemplate, ServiceCategory } from "@ops/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { programServices, programs, programTemplates, services } from "../../db/schema";

// `${programs}.id`, not `${programs.id}`: Drizzle leaves columns unqualified in a single-table select.
const serviceIdsColumn = sql<
  number[]
>`coalesce((select array_agg(ps.service_id order by ps.service_id) from ${programServices} ps where ps.program_id = ${programs}.id), '{}')`;

const programColumns = {
  id: programs.id,
  accountId: programs.accountId,
  templateId: programs.templateId,
  name: programs.name,
  description: programs.description,
  active: programs.active,
  certificateType: programs.certificateType,
  turnaroundDays: programs.turnaroundDays,
  serviceCategories: programs.serviceCategories,
  serviceIds: serviceIdsColumn,
  rules: programs.rules,
  updatedAt: programs.updatedAt,
};

type ProgramRow = {
  id: number;
  accountId: number;
  templateId: number | null;
  name: string;
  description: string | null;
  active: boolean;
  certificateType: string | null;
  turnaroundDays: number | null;
  serviceCategories: string[];
  serviceIds: number[] | null;
  rules: unknown;
  updatedAt: Date;
};

// The columns hold what the domain schemas validated on the way in; the casts only restore their types.
function toProgram(row: ProgramRow): Program {
  return {
    ...row,
    certificateType: row.certificateType as CertificateType | null,
    serviceCategories: row.serviceCategories as ServiceCategory[],
    serviceIds: (row.serviceIds ?? []).map(Number),
    rules: (row.rules ?? []) as ProgramRule[],
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toTemplate(row: typeof programTemplates.$inferSelect): ProgramTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    serviceCategories: row.serviceCategories as ServiceCategory[],
    serviceIds: row.serviceIds.map(Number),
    rules: (row.rules ?? []) as ProgramRule[],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPrograms(db: Db, accountId: number): Promise<Program[]> {
  const rows = await db
    .select(programColumns)
    .from(programs)
    .where(eq(programs.accountId, accountId))
    .orderBy(asc(programs.name), asc(programs.id));
  return rows.map((r) => toProgram(r));
}

export async function findProgram(
  db: Db,
  accountId: number,
  programId: number,
): Promise<Program | undefined> {
  const rows = await db
    .select(programColumns)
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.accountId, accountId)))
    .limit(1);
  return rows[0] ? toProgram(rows[0]) : undefined;
}

export async function programNameTaken(
  db: Db,
  accountId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: programs.id })
    .from(programs)
    .where(
      and(
        eq(programs.accountId, accountId),
        sql`lower(${programs.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${programs.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type ProgramWrite = {
  templateId: number | null;
  name: string;
  description: string | null;
  active: boolean;
  certificateType: CertificateType | null;
  turnaroundDays: number | null;
  serviceCategories: string[];
  rules: ProgramRule[];
};

export async function insertProgram(db: Db, accountId: number, values: ProgramWrite): Promise<number> {
  const [row] = await db
    .insert(programs)
    .values({ ...values, accountId })
    .returning({ id: programs.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateProgram(db: Db, id: number, values: ProgramWrite): Promise<void> {
  await db
    .update(programs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(programs.id, id));
}

/** Replaces a program's services with one delete and one multi-row insert. */
export async function replaceProgramServices(db: Db, programId: number, serviceIds: number[]): Promise<void> {
  await db.delete(programServices).where(eq(programServices.programId, programId));
  if (serviceIds.length) {
    await db.insert(programServices).values(serviceIds.map((serviceId) => ({ programId, serviceId })));
  }
}

export async function listTemplates(db: Db): Promise<ProgramTemplate[]> {
  const rows = await db.select().from(programTemplates).orderBy(asc(programTemplates.name));
  return rows.map(toTemplate);
}

export async function findTemplate(db: Db, id: number): Promise<ProgramTemplate | undefined> {
  const rows = await db.select().from(programTemplates).where(eq(programTemplates.id, id)).limit(1);
  return rows[0] ? toTemplate(rows[0]) : undefined;
}

export async function templateNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: programTemplates.id })
    .from(programTemplates)
    .where(
      and(
        sql`lower(${programTemplates.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${programTemplates.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type TemplateWrite = {
  name: string;
  description: string | null;
  serviceCategories: string[];
  serviceIds: number[];
  rules: ProgramRule[];
};

export async function insertTemplate(db: Db, values: TemplateWrite): Promise<number> {
  const [row] = await db.insert(programTemplates).values(values).returning({ id: programTemplates.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateTemplate(db: Db, id: number, values: TemplateWrite): Promise<void> {
  await db
    .update(programTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(programTemplates.id, id));
}

/** Which of the given service ids exist (active or not: a saved program may keep a retired service). */
export async function existingServiceIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: services.id }).from(services).where(inArray(services.id, ids));
  return new Set(rows.map((r) => r.id));
}

import { downloadSettlement } from "@ops/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { activities, warehouses } from "../../db/schema";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { SHEET_CONTENT_TYPES } from "../../platform/spreadsheets";
import { contentDisposition } from "../../platform/uploads";
import { renderStatementPdf } from "./documents/statement-pdf";
import { OPERATOR_NAME, type StatementIssuer } from "./documents/statement-text";
import { renderStatementXlsx } from "./documents/statement-xlsx";
import { getStatement } from "./statement-read";

/** The operator issuing a load's statement: its name and the warehouse that received the load. */
async function issuerOf(db: Db, slug: string): Promise<StatementIssuer> {
  const [row] = await db
    .select({ facility: warehouses.name })
    .from(activities)
    .leftJoin(warehouses, eq(warehouses.id, activities.warehouseId))
    .where(eq(activities.slug, slug));
  return { name: OPERATOR_NAME, facility: row?.facility ?? null };
}

/**
 * The statement as a PDF or an xlsx workbook, `ST-<LOAD>.pdf|xlsx`, downloaded. What it shows is
 * what `getStatement` answers the caller: a client only their accounts' final statements (404
 * for a draft or another client's load).
 */
export const statementFilesRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, downloadSettlement, async ({ params }, ctx, _request, reply) => {
    const statement = await getStatement(ctx, params.slug);
    const issuer = await issuerOf(ctx.db, statement.load.slug);
    const [bytes, type] =
      params.format === "pdf"
        ? [await renderStatementPdf(statement, issuer), "application/pdf"]
        : [await renderStatementXlsx(statement, issuer), SHEET_CONTENT_TYPES.xlsx];
    return reply
      .header("Content-Type", type)
      .header("Content-Disposition", contentDisposition(`${statement.number}.${params.format}`, "attachment"))
      .header("Cache-Control", "private, no-store")
      .send(bytes);
  });
};

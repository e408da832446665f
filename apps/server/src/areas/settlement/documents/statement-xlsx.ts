import type { SettlementStatement } from "@ops/domain";
import ExcelJS from "exceljs";
import { neutraliseFormula } from "../../../platform/spreadsheets";
import {
  dayOf,
  directionLabel,
  KIND_TOTALS,
  kindLabel,
  paymentLabel,
  ruleLabel,
  type StatementIssuer,
  skippedText,
  statusLabel,
  unitLabel,
} from "./statement-text";

const MONEY_FORMAT = '"$"#,##0.00;-"$"#,##0.00';
const PRICE_FORMAT = '"$"#,##0.00##';
const QUANTITY_FORMAT = "#,##0.###";

/**
 * A decimal string as the cell's number. The API's strings have at most 4 places and 12 whole
 * digits, so the nearest double reads back as the same decimal in any spreadsheet (15 significant
 * digits): the amount is exact, never summed in floating point here.
 */
const numberOf = (decimal: string) => Number(decimal);
const textCell = (value: string | null) => (value === null ? null : neutraliseFormula(value));

/**
 * A statement as an xlsx workbook: a "Summary" sheet (the facts, each kind's total, credits,
 * charges and the net with its direction) and a "Lines" sheet (a row per line). Amounts are
 * numbers formatted as currency; every text cell is neutralised against formulas.
 */
export async function renderStatementXlsx(s: SettlementStatement, issuer: StatementIssuer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = issuer.name;
  const summary = workbook.addWorksheet("Summary");
  summary.columns = [{ width: 32 }, { width: 40 }];
  const fact = (label: string, value: string | null) => summary.addRow([label, textCell(value)]);
  const money = (label: string, amount: string) => {
    const row = summary.addRow([label, numberOf(amount)]);
    row.getCell(2).numFmt = MONEY_FORMAT;
    return row;
  };
  summary.addRow([textCell(issuer.name), "Settlement statement"]).font = { bold: true };
  fact("Statement", s.number);
  fact("Status", statusLabel(s));
  fact("Load", s.load.slug.toUpperCase());
  fact("Account", s.load.accountName);
  fact("Program", s.load.programName);
  fact("Received", s.load.receivedAt ? dayOf(s.load.receivedAt) : null);
  fact("Payment type", paymentLabel(s.paymentType));
  fact("Finalized", s.finalizedAt ? dayOf(s.finalizedAt) : null);
  fact("Finalized by", s.finalizedBy);
  if (s.carrierCost !== null) money("Carrier cost", s.carrierCost);
  if (s.miles !== null) {
    const row = summary.addRow(["Miles", numberOf(s.miles)]);
    row.getCell(2).numFmt = QUANTITY_FORMAT;
  }
  fact("Notes", s.notes);
  summary.addRow([]);
  summary.addRow(["Totals"]).font = { bold: true };
  for (const { kind, total } of KIND_TOTALS) money(kindLabel(kind), s.totals[total]);
  money("Credits (owed to the client)", s.totals.credits);
  money("Charges (charged to the client)", s.totals.charges);
  money("Net", s.totals.net).font = { bold: true };
  fact("Direction", directionLabel(s.direction));
  // What is still open matters while the statement is a draft (as on the PDF).
  if (s.status === "draft") {
    for (const p of s.unpricedProducts) fact("Unpriced product", `${p.name}: ${p.reason}`);
    for (const r of s.skippedRules) fact("Not applied", skippedText(r));
  }

  const lines = workbook.addWorksheet("Lines");
  lines.columns = [
    { header: "Kind", width: 14 },
    { header: "Date", width: 12 },
    { header: "Description", width: 44 },
    { header: "Source", width: 36 },
    { header: "Rule", width: 26 },
    { header: "Quantity", width: 12, style: { numFmt: QUANTITY_FORMAT } },
    { header: "Unit", width: 9 },
    { header: "Unit price", width: 12, style: { numFmt: PRICE_FORMAT } },
    { header: "Amount", width: 14, style: { numFmt: MONEY_FORMAT } },
    { header: "Reason", width: 36 },
    { header: "By", width: 20 },
  ];
  lines.getRow(1).font = { bold: true };
  for (const line of s.lines) {
    lines.addRow([
      kindLabel(line.kind),
      dayOf(line.lineDate),
      textCell(line.description),
      textCell(line.source),
      ruleLabel(line.rule),
      numberOf(line.quantity),
      unitLabel(line.unit),
      line.unitPrice === null ? null : numberOf(line.unitPrice),
      numberOf(line.amount),
      textCell(line.reason),
      textCell(line.createdBy),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

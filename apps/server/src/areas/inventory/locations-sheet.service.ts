import type { FieldErrors } from "@ops/domain";
import {
  LOCATION_IMPORT_MAX_ROWS,
  LOCATION_SHEET_COLUMNS,
  LOCATION_TYPES,
  LocationBody,
  type LocationImportResult,
  type LocationType,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { readSheet, type SheetFormat, type SheetRow, writeSheet } from "../../platform/spreadsheets";
import * as repo from "./locations.repo";
import { assertOperator } from "./locations.service";
import { findWarehouse } from "./warehouses.repo";

const YES = new Set(["", "yes", "y", "true", "1", "active"]);
const NO = new Set(["no", "n", "false", "0", "inactive"]);

/** A type by id or by label, whatever the case ("Customer quarantine" or customer_quarantine). */
function typeOf(text: string): LocationType | undefined {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, " ");
  return LOCATION_TYPES.find((t) => t.id === wanted.replace(/ /g, "_") || t.label.toLowerCase() === wanted)
    ?.id;
}

type ParsedRow = {
  rowNumber: number;
  barcode: string;
  name: string;
  type: LocationType;
  active: boolean;
  parentBarcode: string | null;
};

/** Checks one row on its own; errors go into `errors` under `rows.<row>.<column>`. */
function parseRow(row: SheetRow, errors: FieldErrors): ParsedRow | null {
  const add = (column: string, message: string) => {
    const key = `rows.${row.rowNumber}.${column}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const barcode = LocationBody.shape.barcode.safeParse(row.cells.barcode ?? "");
  if (!barcode.success) add("barcode", barcode.error.issues[0]?.message ?? "Invalid barcode");
  const name = LocationBody.shape.name.safeParse(row.cells.name ?? "");
  if (!name.success) add("name", name.error.issues[0]?.message ?? "Invalid name");
  const type = typeOf(row.cells.type ?? "");
  if (!type) add("type", `Unknown type; use one of ${LOCATION_TYPES.map((t) => t.id).join(", ")}`);
  const activeText = (row.cells.active ?? "").toLowerCase();
  if (!YES.has(activeText) && !NO.has(activeText)) add("active", "Write yes or no");
  const parentText = (row.cells.parent_barcode ?? "").toUpperCase();
  if (!barcode.success || !name.success || !type) return null;
  return {
    rowNumber: row.rowNumber,
    barcode: barcode.data,
    name: name.data,
    type,
    active: !NO.has(activeText),
    parentBarcode: parentText || null,
  };
}

/**
 * Imports new locations into a warehouse from an .xlsx or .csv file. Every row is checked first
 * and all errors answer together (422, keyed `rows.<spreadsheet row>.<column>`); only a file
 * without errors is written, in one transaction with one multi-row insert. A parent is an
 * existing location of the warehouse or another row of the file, by barcode.
 */
export async function importLocations(
  ctx: ServiceContext,
  warehouseId: number,
  file: { bytes: Buffer; fileName: string },
): Promise<LocationImportResult> {
  assertOperator(ctx);
  const sheetRows = await readSheet(file, {
    required: ["barcode", "name", "type"],
    maxRows: LOCATION_IMPORT_MAX_ROWS,
  });
  if (sheetRows.length === 0) throw fieldError("file", "The file has no location rows");
  const errors: FieldErrors = {};
  const rowError = (rowNumber: number, column: string, message: string) => {
    const key = `rows.${rowNumber}.${column}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const parsed = sheetRows.map((row) => parseRow(row, errors));
  const typedBarcodes = new Set(
    sheetRows.flatMap((r, i) => (parsed[i] ? [] : [(r.cells.barcode ?? "").trim().toUpperCase()])),
  );

  const created = await ctx.db.transaction(async (tx) => {
    if (!(await findWarehouse(tx, warehouseId))) throw fieldError("warehouse_id", "Unknown warehouse");
    const valid = parsed.filter((r): r is ParsedRow => r !== null);
    const inFile = new Map<string, ParsedRow>();
    for (const row of valid) {
      const first = inFile.get(row.barcode);
      if (first)
        rowError(row.rowNumber, "barcode", `Barcode ${row.barcode} is already in row ${first.rowNumber}`);
      else inFile.set(row.barcode, row);
    }
    const wanted = [
      ...new Set(valid.flatMap((r) => [r.barcode, ...(r.parentBarcode ? [r.parentBarcode] : [])])),
    ];
    const existing = await repo.idsByBarcode(tx, warehouseId, wanted);
    for (const row of valid) {
      if (existing.has(row.barcode))
        rowError(row.rowNumber, "barcode", `Barcode ${row.barcode} already exists in this warehouse`);
      if (!row.parentBarcode) continue;
      if (row.parentBarcode === row.barcode)
        rowError(row.rowNumber, "parent_barcode", "A location cannot be its own parent");
      // A parent row that has errors of its own is reported there, not again here.
      else if (
        !existing.has(row.parentBarcode) &&
        !inFile.has(row.parentBarcode) &&
        !typedBarcodes.has(row.parentBarcode)
      )
        rowError(
          row.rowNumber,
          "parent_barcode",
          `No location ${row.parentBarcode} in this warehouse or this file`,
        );
    }
    for (const row of valid) {
      // A chain of parents inside the file must end outside it; a loop never does.
      const seen = new Set([row.barcode]);
      let next = row.parentBarcode ? inFile.get(row.parentBarcode) : undefined;
      while (next && !existing.has(next.barcode)) {
        if (seen.has(next.barcode)) {
          rowError(row.rowNumber, "parent_barcode", "The parents in this file form a loop");
          break;
        }
        seen.add(next.barcode);
        next = next.parentBarcode ? inFile.get(next.parentBarcode) : undefined;
      }
    }
    if (Object.keys(errors).length > 0) {
      const rowCount = new Set(Object.keys(errors).map((k) => k.split(".")[1])).size;
      throw new AppError(
        422,
        `${rowCount} row${rowCount === 1 ? "" : "s"} need attention; nothing was imported`,
        errors,
      );
    }
    return repo.insertLocations(
      tx,
      valid.map((row) => ({
        warehouseId,
        barcode: row.barcode,
        name: row.name,
        type: row.type,
        active: row.active,
        parent: !row.parentBarcode
          ? null
          : existing.has(row.parentBarcode)
            ? { id: existing.get(row.parentBarcode) as number }
            : { barcode: row.parentBarcode },
      })),
    );
  });
  return { created };
}

/** A warehouse's locations as a spreadsheet with the import columns, so an export imports back. */
export async function exportLocations(
  ctx: ServiceContext,
  warehouseId: number,
  format: SheetFormat,
): Promise<{ fileName: string; bytes: Buffer }> {
  const warehouse = await findWarehouse(ctx.db, warehouseId);
  if (!warehouse) throw notFound("Warehouse");
  const rows = await repo.exportRows(ctx.db, warehouseId);
  const bytes = await writeSheet(
    LOCATION_SHEET_COLUMNS,
    rows.map((r) => ({
      barcode: r.barcode,
      name: r.name,
      type: r.type,
      parent_barcode: r.parentBarcode,
      active: r.active ? "yes" : "no",
    })),
    format,
    "Locations",
  );
  const date = new Date().toISOString().slice(0, 10);
  const short = warehouse.shortName.replace(/[^A-Za-z0-9_-]/g, "_");
  return { fileName: `locations-${short}-${date}.${format}`, bytes };
}

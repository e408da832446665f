import {
  type FieldErrors,
  MAX_PRODUCT_IMPORT_ROWS,
  PRODUCT_SHEET_COLUMNS,
  ProductBody,
  type ProductImportResult,
} from "@ops/domain";
import { AppError, fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { readSheet, type SheetFormat, writeSheet } from "../../platform/spreadsheets";
import * as brandsRepo from "./brands.repo";
import * as classesRepo from "./classes.repo";
import * as repo from "./products.repo";

type Column = (typeof PRODUCT_SHEET_COLUMNS)[number];
const INSERT_CHUNK = 2000;
const MAX_EXPORT_ROWS = 200_000;

/** Where a body field's error lands in the sheet. */
const FIELD_COLUMN: Record<string, Column> = {
  name: "name",
  type: "type",
  aliasOfId: "type",
  classId: "class",
  brandId: "brand",
  lineId: "line",
  group: "group",
  description: "description",
  weight: "weight",
  serialPattern: "serial_pattern",
  references: "mpn",
  active: "active",
};

const BOOLEAN_TEXT: Record<string, boolean> = {
  "": true,
  yes: true,
  y: true,
  true: true,
  "1": true,
  no: false,
  n: false,
  false: false,
  "0": false,
};

const key = (text: string) => text.trim().toLowerCase();

/**
 * Imports products from the first sheet of an xlsx or csv: every row is checked first and every
 * bad cell reported at once (`rows.<row>.<column>`, spreadsheet row numbers); nothing is written
 * unless all rows are valid, then all are written in one transaction with multi-row inserts.
 */
export async function importProducts(
  ctx: ServiceContext,
  file: { bytes: Buffer; fileName: string },
): Promise<ProductImportResult> {
  const rows = await readSheet(file, { required: ["name", "type"], maxRows: MAX_PRODUCT_IMPORT_ROWS });
  if (!rows.length) throw fieldError("file", "The sheet has no product rows");
  const unknown = Object.keys(rows[0]?.cells ?? {}).filter(
    (h) => !(PRODUCT_SHEET_COLUMNS as readonly string[]).includes(h),
  );
  if (unknown.length) throw fieldError("file", `Unknown columns: ${unknown.join(", ")}`);

  // Reference lists are small: one query each, then every row is resolved in memory.
  const [classes, brands, lines] = await Promise.all([
    classesRepo.listClasses(ctx.db),
    brandsRepo.listBrands(ctx.db),
    brandsRepo.listLines(ctx.db),
  ]);
  const classByName = new Map(classes.map((c) => [key(c.name), c]));
  const brandByName = new Map(brands.map((b) => [key(b.name), b]));
  const lineByName = new Map(lines.map((l) => [`${l.brandId}|${key(l.name)}`, l]));

  const errors: FieldErrors = {};
  const add = (row: number, column: Column, message: string) => {
    const field = `rows.${row}.${column}`;
    errors[field] = [...(errors[field] ?? []), message];
  };
  const cell = (cells: Record<string, string>, column: Column) => cells[column] ?? "";

  const bodies: { rowNumber: number; body: ProductBody }[] = [];
  const namesSeen = new Map<string, number>();
  const mpnSeen = new Map<string, number>();
  for (const { rowNumber, cells } of rows) {
    const className = cell(cells, "class");
    const brandName = cell(cells, "brand");
    const lineName = cell(cells, "line");
    const productClass = className ? classByName.get(key(className)) : undefined;
    const brand = brandName ? brandByName.get(key(brandName)) : undefined;
    if (className && !productClass) add(rowNumber, "class", `Unknown class: ${className}`);
    if (brandName && !brand) add(rowNumber, "brand", `Unknown brand: ${brandName}`);
    const line = brand && lineName ? lineByName.get(`${brand.id}|${key(lineName)}`) : undefined;
    if (lineName && !brandName) add(rowNumber, "line", "A line needs its brand");
    else if (lineName && brand && !line) add(rowNumber, "line", `${brandName} has no line ${lineName}`);
    const type = cell(cells, "type").toLowerCase();
    if (type === "alias") add(rowNumber, "type", "Aliases are added on the aliases screen, not imported");
    if (productClass && type === "serialized" && !productClass.serialized)
      add(rowNumber, "class", "A serialized product needs a serialized class");
    const weightText = cell(cells, "weight");
    const weight = weightText === "" ? null : Number(weightText.replace(/,/g, ""));
    if (weight !== null && !Number.isFinite(weight))
      add(rowNumber, "weight", "Weight must be a number (lbs)");
    const activeText = cell(cells, "active").toLowerCase();
    if (!(activeText in BOOLEAN_TEXT)) add(rowNumber, "active", "Active must be yes or no");
    const mpn = cell(cells, "mpn");

    const parsed = ProductBody.safeParse({
      name: cell(cells, "name"),
      type,
      classId: productClass?.id ?? null,
      brandId: brand?.id ?? null,
      lineId: line?.id ?? null,
      group: cell(cells, "group"),
      description: cell(cells, "description"),
      weight: weight !== null && Number.isFinite(weight) ? weight : null,
      serialPattern: cell(cells, "serial_pattern"),
      active: BOOLEAN_TEXT[activeText] ?? true,
      references: mpn ? [{ topic: "mpn", identifier: mpn }] : [],
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = FIELD_COLUMN[String(issue.path[0])] ?? "name";
        add(rowNumber, column, issue.message);
      }
      continue;
    }
    const nameKey = key(parsed.data.name);
    const firstRow = namesSeen.get(nameKey);
    if (firstRow) add(rowNumber, "name", `Same name as row ${firstRow}`);
    else namesSeen.set(nameKey, rowNumber);
    if (mpn) {
      const mpnRow = mpnSeen.get(key(mpn));
      if (mpnRow) add(rowNumber, "mpn", `Same part number as row ${mpnRow}`);
      else mpnSeen.set(key(mpn), rowNumber);
    }
    bodies.push({ rowNumber, body: parsed.data });
  }

  return ctx.db.transaction(async (tx) => {
    const [takenNames, takenMpns] = await Promise.all([
      repo.takenNames(
        tx,
        bodies.map((b) => b.body.name),
      ),
      repo.takenReferences(
        tx,
        bodies.flatMap((b) => b.body.references),
      ),
    ]);
    for (const { rowNumber, body } of bodies) {
      if (takenNames.has(key(body.name)))
        add(rowNumber, "name", "A product or alias with this name already exists");
      for (const ref of body.references) {
        const owner = takenMpns.get(`${ref.topic}|${key(ref.identifier)}`);
        if (owner) add(rowNumber, "mpn", `Already the part number of ${owner}`);
      }
    }
    const count = Object.keys(errors).length;
    if (count) throw new AppError(422, `${count} cell(s) need attention; nothing was imported`, errors);

    let created = 0;
    for (let start = 0; start < bodies.length; start += INSERT_CHUNK) {
      const chunk = bodies.slice(start, start + INSERT_CHUNK).map((b) => b.body);
      const ids = await repo.insertProducts(
        tx,
        chunk.map((b) => ({ ...b, serialRequired: false, aliasOfId: null })),
      );
      const refs = chunk.flatMap((b, i) => b.references.map((r) => ({ ...r, productId: ids[i] ?? 0 })));
      await repo.replaceReferences(tx, [], refs);
      created += ids.length;
    }
    return { created };
  });
}

/** Every product as a sheet with the import's columns; text that would run as a formula is neutralised. */
export async function exportProducts(ctx: ServiceContext, format: SheetFormat): Promise<Buffer> {
  const products = await repo.allProducts(ctx.db, MAX_EXPORT_ROWS);
  const rows = products.map(
    (p): Record<Column, string | number | null> => ({
      name: p.name,
      type: p.type,
      class: p.className ?? "",
      brand: p.brandName ?? "",
      line: p.lineName ?? "",
      group: p.group ?? "",
      description: p.description ?? "",
      mpn: p.mpn ?? "",
      weight: p.weight === null ? null : Number(p.weight),
      serial_pattern: p.serialPattern ?? "",
      active: p.active ? "yes" : "no",
    }),
  );
  return writeSheet(PRODUCT_SHEET_COLUMNS, rows, format, "Products");
}

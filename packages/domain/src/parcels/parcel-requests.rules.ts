import type { FieldErrors } from "../errors.schemas";
import { type ParcelRequestBody, ParcelRequestBody as RequestBody } from "./parcel-projects.schemas";
import type { ParcelDevice } from "./parcels.schemas";

// Reading an upload of parcel requests: one spreadsheet row per employee. Every row is checked
// (all errors in one pass, keyed `rows.<spreadsheet row>.<field>`) before anything is written.

/** The column keys each field is read from (headers as `columnKey` makes them), first found wins. */
export const REQUEST_COLUMNS = {
  employeeName: ["name", "employee_name", "employee", "full_name"],
  email: ["email", "e_mail", "email_address"],
  phone: ["phone", "phone_number", "telephone"],
  line1: ["address_line_1", "address_1", "line_1", "address", "street"],
  line2: ["address_line_2", "address_2", "line_2"],
  city: ["city", "town"],
  region: ["state/region", "state_/_region", "state", "region", "state_region", "province"],
  postalCode: ["postal_code", "postcode", "zip", "zip_code"],
  country: ["country", "country_code"],
  devices: ["devices", "device", "equipment"],
} as const;

/** The columns an upload must have (by any of their names). */
export const REQUIRED_REQUEST_COLUMNS = [
  "employeeName",
  "email",
  "line1",
  "city",
  "postalCode",
  "country",
] as const;

type Field = keyof typeof REQUEST_COLUMNS;

const cellOf = (cells: Record<string, string>, field: Field): string => {
  for (const key of REQUEST_COLUMNS[field]) if (cells[key] !== undefined) return cells[key] ?? "";
  return "";
};

/** The required fields with no column in the header (their first names, for the message). */
export function missingRequestColumns(keys: readonly string[]): string[] {
  return REQUIRED_REQUEST_COLUMNS.filter((f) => !REQUEST_COLUMNS[f].some((k) => keys.includes(k))).map(
    (f) => REQUEST_COLUMNS[f][0],
  );
}

/**
 * Devices as people type them in one cell: `Laptop x2; Monitor` → Laptop ×2 and Monitor ×1.
 * Items are split on `;` or a new line; a trailing `x2` / `×2` / `(2)` is the quantity.
 */
export function parseDevicesText(text: string): ParcelDevice[] | string {
  const items = text
    .split(/[;\n]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  const devices: ParcelDevice[] = [];
  for (const item of items) {
    const m = /^(.*?)\s*(?:[x×*]\s*(\d+)|\((\d+)\))$/i.exec(item);
    const description = (m?.[1] ?? item).trim();
    const quantity = Number(m?.[2] ?? m?.[3] ?? 1);
    if (!description) return `"${item}" names no device`;
    if (description.length > 200) return "A device is at most 200 characters";
    if (quantity < 1 || quantity > 100) return `"${item}": a quantity is 1 to 100`;
    devices.push({ description, serialNumber: null, quantity });
  }
  if (devices.length > 50) return "At most 50 devices";
  return devices;
}

/** Which field of the body an error path names, as the upload reports it (the address flattened). */
const fieldOfPath = (path: PropertyKey[]): string => {
  if (path[0] === "address" && typeof path[1] === "string") return path[1];
  return String(path[0] ?? "_");
};

export type RequestSheetRow = { rowNumber: number; cells: Record<string, string> };
export type ParsedRequestRows = { bodies: (ParcelRequestBody & { row: number })[]; errors: FieldErrors };

/**
 * Every row of an upload as a request body, or its errors: a bad or missing value, an e-mail
 * repeated in the file (both rows named) or already on the project (`existingEmails`, lower case).
 */
export function requestRowsOf(
  rows: readonly RequestSheetRow[],
  existingEmails: ReadonlySet<string>,
): ParsedRequestRows {
  const errors: FieldErrors = {};
  const add = (row: number, field: string, message: string) => {
    const key = `rows.${row}.${field}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const bodies: ParsedRequestRows["bodies"] = [];
  const firstRowOfEmail = new Map<string, number>();
  for (const { rowNumber, cells } of rows) {
    let ok = true;
    const devices = parseDevicesText(cellOf(cells, "devices"));
    if (typeof devices === "string") {
      add(rowNumber, "devices", devices);
      ok = false;
    }
    const parsed = RequestBody.safeParse({
      employeeName: cellOf(cells, "employeeName"),
      email: cellOf(cells, "email"),
      phone: cellOf(cells, "phone"),
      address: {
        line1: cellOf(cells, "line1"),
        line2: cellOf(cells, "line2"),
        city: cellOf(cells, "city"),
        region: cellOf(cells, "region"),
        postalCode: cellOf(cells, "postalCode"),
        country: cellOf(cells, "country"),
      },
      devices: typeof devices === "string" ? [] : devices,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(rowNumber, fieldOfPath(issue.path), issue.message);
      ok = false;
    }
    const email = cellOf(cells, "email").trim().toLowerCase();
    if (email) {
      const first = firstRowOfEmail.get(email);
      if (first !== undefined) {
        add(rowNumber, "email", `${email} is also in row ${first}`);
        ok = false;
      } else {
        firstRowOfEmail.set(email, rowNumber);
        if (existingEmails.has(email)) {
          add(rowNumber, "email", `${email} already has a request in this project`);
          ok = false;
        }
      }
    }
    if (ok && parsed.success) bodies.push({ ...parsed.data, row: rowNumber });
  }
  return { bodies, errors };
}

/** The 422 message of an upload with bad rows. */
export function requestRowErrorsMessage(errors: FieldErrors): string {
  const rows = new Set(Object.keys(errors).map((k) => k.split(".")[1])).size;
  return `${rows.toLocaleString("en-US")} ${rows === 1 ? "row needs" : "rows need"} attention; nothing was added`;
}

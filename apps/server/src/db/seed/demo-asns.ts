import { and, asc, eq } from "drizzle-orm";
import { uploadAsn } from "../../areas/activities/asns.service";
import { saveFieldRelationship } from "../../areas/activities/field-relationships.service";
import type { ServiceContext } from "../../platform/context";
import { accounts, activities } from "../schema";

type Line = (string | number)[];

/** Cells with commas or quotes quoted, as a spreadsheet program writes CSV. */
const csv = (lines: Line[]) =>
  Buffer.from(
    `${lines.map((l) => l.map((c) => (/[",]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(",")).join("\r\n")}\r\n`,
    "utf8",
  );

/** The client's own sheet layout: "Serial #" is read through the account's saved rule. */
function northwindAsn(): Buffer {
  const lines: Line[] = [["Serial #", "Asset Tag", "Product", "Qty", "Weight", "Pallet", "Department"]];
  const desktops = ["Dell OptiPlex 7090 SFF", "HP ProDesk 600 G6"];
  for (let i = 1; i <= 12; i++) {
    lines.push([
      `NWH7090${String(4100 + i)}`,
      `NWH-${20410 + i}`,
      desktops[i % 2] ?? "",
      1,
      12.5,
      "NWH-P01",
      "Radiology",
    ]);
  }
  for (let i = 1; i <= 6; i++) {
    lines.push([
      `CN0U2720Q${String(880 + i)}`,
      `NWH-${20440 + i}`,
      "Dell UltraSharp U2720Q",
      1,
      14.2,
      "NWH-P02",
      "Radiology",
    ]);
  }
  lines.push(["", "", "Keyboards and mice", 24, 31, "NWH-P02", "Radiology"]);
  lines.push(["5CG1234XYZ", "NWH-20460", "Latitude 7420", 1, 3.4, "NWH-P02", "Billing"]);
  return csv(lines);
}

/** Standard column names, matched by name; an unknown part number stays as text for receiving. */
function acmeAsn(): Buffer {
  const lines: Line[] = [
    ["Serial Number", "Manufacturer", "Model", "Product", "Quantity", "Weight", "Pallet ID", "PO Number"],
  ];
  for (let i = 1; i <= 10; i++) {
    lines.push([
      `FOC2231${String(i).padStart(4, "0")}X`,
      "Cisco",
      "WS-C2960X-48FPD-L",
      "Cisco Catalyst 2960-X 48-port",
      1,
      16.1,
      "ACM-01",
      "PO-77310",
    ]);
  }
  for (let i = 1; i <= 4; i++) {
    lines.push([`MXQ0${String(5120 + i)}`, "HP", "DL380 Gen10", "DL380 G10", 1, 51.5, "ACM-02", "PO-77310"]);
  }
  lines.push(["", "", "", "CAT6 patch cables", 180, 42, "ACM-03", "PO-77310"]);
  lines.push(["", "APC", "RBC55", "APC Smart-UPS battery packs", 6, 192, "ACM-03", "PO-77310"]);
  for (let i = 1; i <= 3; i++) {
    lines.push([
      `JN${String(90210 + i)}`,
      "Juniper",
      "EX2300-24T",
      "Juniper EX2300 24-port",
      1,
      9.8,
      "ACM-02",
      "PO-77310",
    ]);
  }
  lines.push(["DNPF3Q1XK7", "Apple", "A2482", "iPhone13", 1, 0.5, "ACM-03", "PO-77310"]);
  return csv(lines);
}

/** The first scheduled inbound load of an account: a load on the dock schedule gets an ASN. */
async function scheduledLoad(ctx: ServiceContext, accountName: string): Promise<string> {
  const [row] = await ctx.db
    .select({ slug: activities.slug })
    .from(activities)
    .innerJoin(accounts, eq(accounts.id, activities.accountId))
    .where(
      and(eq(accounts.name, accountName), eq(activities.type, "inbound"), eq(activities.status, "scheduled")),
    )
    .orderBy(asc(activities.scheduledDate), asc(activities.id))
    .limit(1);
  if (!row) throw new Error(`no scheduled demo load of ${accountName}`);
  return row.slug;
}

/**
 * Demo ASNs through the import use case: Northwind Health's saved rule ("Serial #" → serial
 * number) and its next load's ASN in its own layout, and an ASN for Acme Telecom's next load.
 */
export async function seedDemoAsns(ctx: ServiceContext): Promise<void> {
  const [northwind] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, "Northwind Health"));
  if (!northwind) throw new Error("the demo account Northwind Health is missing");
  await saveFieldRelationship(ctx, {
    accountId: northwind.id,
    oldField: "Serial #",
    newField: "serialNumber",
  });
  await uploadAsn(
    ctx,
    await scheduledLoad(ctx, "Northwind Health"),
    { bytes: northwindAsn(), fileName: "northwind-asn.csv" },
    {
      Department: "ignore",
    },
  );
  await uploadAsn(
    ctx,
    await scheduledLoad(ctx, "Acme Telecom"),
    { bytes: acmeAsn(), fileName: "acme-po-77310-asn.csv" },
    {},
  );
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { demoPdf } from "../../db/seed/demo-accounts";
import { insertLoad, multipart } from "../activities/activity-records.fixtures";
import { eventsOfBarcode, insertAssets, insertProgram, unique } from "./asset-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let load: { id: number; slug: string; accountId: number };
let program: number;
let foreignProgram: number;
const tag = unique();
const bc = (n: number) => `HLD${n}-${tag}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  const db = t.database.db;
  load = await insertLoad(db, "Northwind Health");
  program = await insertProgram(db, "Northwind Health");
  foreignProgram = await insertProgram(db, "Acme Telecom");
  const base = { activityId: load.id, accountId: load.accountId };
  await insertAssets(db, [
    { ...base, barcode: bc(1), serialNumber: `HS1-${tag}` },
    { ...base, barcode: bc(2), serialNumber: `HS2-${tag}` },
    { ...base, barcode: bc(3), serialNumber: `DUP-${tag}` },
    { ...base, barcode: bc(4), serialNumber: `dup-${tag}` },
    { ...base, barcode: bc(5) },
  ]);
});
afterAll(() => t.close());

function putHold(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  return operator({ method: "POST", url: "/spa/holds", ...multipart(fields, file) });
}

describe("holds", () => {
  it("puts a hold by barcode in any case, with a program, instructions and a file, and writes a held event", async () => {
    const pdf = demoPdf("Legal hold order");
    const res = await putHold(
      {
        barcode: bc(1).toLowerCase(),
        type: "legal_hold",
        programId: String(program),
        processingInstructions: "Keep sealed until counsel releases it",
      },
      { name: "order.pdf", bytes: pdf },
    );
    expect(res.statusCode).toBe(201);
    const hold = res.json();
    expect(hold).toMatchObject({
      barcode: bc(1),
      serialNumber: `HS1-${tag}`,
      type: "legal_hold",
      programId: program,
      processingInstructions: "Keep sealed until counsel releases it",
      fileName: "order.pdf",
      status: "active",
      createdBy: "Olivia Ortega",
      releasedAt: null,
    });
    expect(hold.programName).toMatch(/^Hold program/);
    const events = await eventsOfBarcode(t.database.db, bc(1));
    expect(events.at(-1)).toMatchObject({ action: "held", activity_id: load.id });
    expect(events.at(-1)?.message).toContain("Keep sealed until counsel releases it");

    const file = await operator({ method: "GET", url: `/spa/holds/${hold.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses a second active hold of the same type, but takes another type", async () => {
    const again = await putHold({ barcode: bc(1), type: "legal_hold" });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.type[0]).toBe(`${bc(1)} already has an active hold of this type (Legal hold)`);
    expect((await putHold({ barcode: bc(1), type: "engineering" })).statusCode).toBe(201);
  });

  it("puts a hold by serial number (upper-case compare) and refuses an ambiguous or unknown serial", async () => {
    const bySerial = await putHold({ serial_number: `hs2-${tag}`, type: "recon" });
    expect(bySerial.statusCode).toBe(201);
    expect(bySerial.json()).toMatchObject({ barcode: bc(2), serialNumber: `HS2-${tag}`, fileName: null });

    const ambiguous = await putHold({ serial_number: `DUP-${tag}`, type: "recon" });
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().errors.serial_number[0]).toBe(
      `Several assets carry serial number DUP-${tag}; scan the asset's barcode instead`,
    );
    const unknown = await putHold({ serial_number: `NOPE-${tag}`, type: "recon" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.serial_number[0]).toBe(`No asset has serial number NOPE-${tag}`);
  });

  it("refuses bad input with the field that is wrong and writes nothing", async () => {
    const before = (await operator({ method: "GET", url: "/spa/holds?pageSize=200" })).json().total;
    const cases: [Record<string, string>, string][] = [
      [{ type: "legal_hold" }, "barcode"],
      [{ barcode: `NOPE-${tag}`, type: "legal_hold" }, "barcode"],
      [{ barcode: bc(5), type: "frozen" }, "type"],
      [{ barcode: bc(5), type: "leased", programId: String(foreignProgram) }, "programId"],
      [{ barcode: bc(2), serial_number: "OTHER", type: "leased" }, "serial_number"],
    ];
    for (const [fields, field] of cases) {
      const res = await putHold(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const script = await putHold(
      { barcode: bc(5), type: "leased" },
      { name: "x.html", bytes: Buffer.from([0, 1, 2, 3]) },
    );
    expect(script.statusCode).toBe(422);
    expect(script.json().errors.file).toBeDefined();
    expect((await operator({ method: "GET", url: "/spa/holds?pageSize=200" })).json().total).toBe(before);
    expect(await eventsOfBarcode(t.database.db, bc(5))).toEqual([]);
  });

  it("lists holds by status and type with search, and releases once (409 the second time)", async () => {
    const list = await operator({ method: "GET", url: `/spa/holds?search=hld1-${tag}&sort=type&order=asc` });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().data.map((h: { type: string }) => h.type)).toEqual(["engineering", "legal_hold"]);
    const bySerial = await operator({ method: "GET", url: `/spa/holds?search=HS2-${tag}&type=recon` });
    expect(bySerial.json().data).toHaveLength(1);
    const hold = bySerial.json().data[0];

    const released = await operator({ method: "PUT", url: `/spa/holds/${hold.id}/release` });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: "released", releasedBy: "Olivia Ortega" });
    const twice = await operator({ method: "PUT", url: `/spa/holds/${hold.id}/release` });
    expect(twice.statusCode).toBe(409);
    expect((await eventsOfBarcode(t.database.db, bc(2))).map((e) => e.action)).toEqual(["held", "released"]);

    const active = await operator({ method: "GET", url: `/spa/holds?search=HS2-${tag}` });
    expect(active.json().total).toBe(0);
    const gone = await operator({ method: "GET", url: `/spa/holds?search=HS2-${tag}&status=released` });
    expect(gone.json().data[0]).toMatchObject({ id: hold.id, status: "released" });
    // Released, the same type can be put on again.
    expect((await putHold({ barcode: bc(2), type: "recon" })).statusCode).toBe(201);
    expect((await operator({ method: "GET", url: `/spa/holds/${hold.id}/file` })).statusCode).toBe(404);
    expect((await operator({ method: "PUT", url: "/spa/holds/999999/release" })).statusCode).toBe(404);
  });

  it("keeps a held asset in its activity: the move is refused until the hold is released", async () => {
    const target = await insertLoad(t.database.db, "Northwind Health");
    const [assetId] = await insertAssets(t.database.db, [
      { activityId: load.id, accountId: load.accountId, barcode: bc(6) },
    ]);
    const hold = (await putHold({ barcode: bc(6), type: "leased" })).json();
    const move = () =>
      operator({ method: "PUT", url: `/spa/assets/${assetId}`, payload: { activitySlug: target.slug } });
    const refused = await move();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(bc(6));
    const asset = await operator({ method: "GET", url: `/spa/assets/${assetId}` });
    expect(asset.json()).toMatchObject({ activitySlug: load.slug, holds: [{ id: hold.id, type: "leased" }] });

    expect((await operator({ method: "PUT", url: `/spa/holds/${hold.id}/release` })).statusCode).toBe(200);
    const moved = await move();
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ activitySlug: target.slug, holds: [] });
  });

  it("is for operators only", async () => {
    expect((await client({ method: "GET", url: "/spa/holds" })).statusCode).toBe(403);
    const post = await client({
      method: "POST",
      url: "/spa/holds",
      ...multipart({ barcode: bc(5), type: "leased" }),
    });
    expect(post.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/spa/holds" })).statusCode).toBe(401);
    expect((await client({ method: "GET", url: "/spa/client/holds" })).statusCode).toBe(404);
  });
});

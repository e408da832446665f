import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import { certificateAssets, certificates, events } from "../../db/schema";
import { insertLoad, userId } from "../activities/activity-records.fixtures";
import { insertAssets, unique } from "../assets/asset-records.fixtures";
import { holdAsset, newBarcode, releaseHolds } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let load: { id: number; slug: string; accountId: number };
let otherLoad: { id: number; slug: string; accountId: number };
let clientUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
  const otherAccounts = (await otherClient({ method: "GET", url: "/spa/client/accounts" })).json();
  const otherAccount = (otherAccounts.data as { id: number; name: string }[])[0];
  if (!otherAccount) throw new Error("the other demo client has no account");
  const [named] = await rowsOf<{ name: string }>(
    t.database.db,
    sql`select name from accounts where id = ${otherAccount.id}`,
  );
  otherLoad = await insertLoad(t.database.db, named?.name ?? "");
  clientUserId = await userId(t.database.db, "client@example.com");
});
afterAll(() => t.close());

/** A new asset on a load (straight in the table: receiving has its own tests). */
async function newAsset(on = load, extra: { parentBarcode?: string; type?: string } = {}) {
  const barcode = newBarcode("SR");
  const [id] = await insertAssets(t.database.db, [
    {
      barcode,
      activityId: on.id,
      accountId: on.accountId,
      type: extra.type ?? "serial",
      serialNumber: `S${unique()}`,
    },
  ]);
  if (extra.parentBarcode)
    await t.database.db.execute(
      sql`update assets set parent_id = (select id from assets where barcode = ${extra.parentBarcode}) where id = ${id}`,
    );
  return { barcode, id: id as number };
}

async function file(caller: Caller, family: string, payload: Record<string, unknown>) {
  return caller({ method: "POST", url: `/spa${family}/support-requests`, payload });
}

async function fileDelete(barcode: string, caller = client, family = "/client") {
  const res = await file(caller, family, {
    accountId: load.accountId,
    type: "delete_asset",
    assetBarcode: barcode,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; subject: string };
}

const execute = (id: number, payload: Record<string, unknown> = {}) =>
  operator({ method: "PUT", url: `/spa/support-requests/${id}/execute`, payload });

const countRequests = async () =>
  Number(
    (await rowsOf<{ n: unknown }>(t.database.db, sql`select count(*) as n from support_requests`))[0]?.n,
  );

const requestEvents = (id: number) =>
  t.database.db
    .select({ action: events.action, message: events.message, userId: events.userId })
    .from(events)
    .where(eq(events.supportRequestId, id))
    .orderBy(events.id);

const notices = (kind: string, id: number) =>
  rowsOf<{ user_id: number; title: string; body: string | null; link: string | null }>(
    t.database.db,
    sql`select user_id, title, body, link from user_notifications
      where kind = ${kind} and link = ${`/support-requests/${id}`} order by id`,
  );

const mails = (id: number) =>
  rowsOf<{ to: string; subject: string }>(
    t.database.db,
    sql`select "to", subject from outbox where dedupe_key like ${`%support_request:${id}:%`}`,
  );

const assetExists = async (id: number) =>
  (await rowsOf(t.database.db, sql`select 1 from assets where id = ${id}`)).length === 1;

describe("the demo", () => {
  it("holds the demo client's requests: one executed with its outcome, a general and a delete_asset one open", async () => {
    const list = (
      await client({ method: "GET", url: "/spa/client/support-requests?sort=id&order=asc&pageSize=3" })
    ).json();
    expect(
      list.data.map((r: { type: string; status: string; outcome: string | null }) => [
        r.type,
        r.status,
        !!r.outcome,
      ]),
    ).toEqual([
      ["general", "executed", true],
      ["general", "open", false],
      ["delete_asset", "open", false],
    ]);
  });
});

describe("filing", () => {
  it("files a general request for the client's account, writes the filed event and tells the executors", async () => {
    const res = await file(client, "/client", {
      accountId: load.accountId,
      type: "general",
      subject: "  Missing weight ticket ",
      description: "The October pickup has no weight ticket.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({
      accountId: load.accountId,
      accountName: "Northwind Health",
      type: "general",
      subject: "Missing weight ticket",
      status: "open",
      outcome: null,
      assetBarcode: null,
      createdBy: expect.any(String),
    });
    expect(request.events.map((e: { action: string }) => e.action)).toEqual(["filed"]);
    const filed = await notices("support_request_filed", request.id);
    expect(filed.length).toBeGreaterThan(0);
    expect(filed.length).toBeLessThanOrEqual(100);
    // Only users whose roles hold support.execute are told.
    const holders = await rowsOf<{ user_id: number }>(
      t.database.db,
      sql`select distinct ur.user_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
        where rp.permission = 'support.execute'`,
    );
    const allowed = new Set(holders.map((h) => Number(h.user_id)));
    for (const n of filed) expect(allowed.has(Number(n.user_id))).toBe(true);
    expect(filed.some((n) => Number(n.user_id) === clientUserId)).toBe(false);
  });

  it("files a delete_asset request naming an asset of the account, its subject by default", async () => {
    const asset = await newAsset();
    const request = await fileDelete(asset.barcode.toLowerCase());
    expect(request).toMatchObject({
      type: "delete_asset",
      assetBarcode: asset.barcode,
      subject: `Delete asset ${asset.barcode}`,
      status: "open",
    });
  });

  it("operators file for a client's account", async () => {
    const asset = await newAsset();
    const request = await fileDelete(asset.barcode, operator, "");
    expect(request.status).toBe("open");
  });

  it("refuses bad input with 422 on the field and files nothing", async () => {
    const before = await countRequests();
    const cases: [Record<string, unknown>, string][] = [
      [{ accountId: load.accountId, type: "general", subject: "" }, "subject"],
      [{ accountId: load.accountId, type: "general" }, "subject"],
      [{ accountId: load.accountId, type: "delete_asset" }, "assetBarcode"],
      [{ accountId: load.accountId, type: "delete_asset", assetBarcode: "" }, "assetBarcode"],
      [{ accountId: load.accountId, type: "delete_asset", assetBarcode: "NO-SUCH-ASSET-1" }, "assetBarcode"],
      [{ accountId: load.accountId, type: "general", subject: "x", assetBarcode: "A1" }, "assetBarcode"],
      [{ accountId: load.accountId, type: "move_asset", subject: "x" }, "type"],
      [{ type: "general", subject: "x" }, "accountId"],
      [{ accountId: load.accountId, type: "general", subject: "x".repeat(201) }, "subject"],
    ];
    for (const [payload, field] of cases) {
      const res = await file(client, "/client", payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    // Another account's asset is not this account's: the same 422, nothing of the other's told.
    const foreign = await newAsset(otherLoad);
    const res = await file(operator, "", {
      accountId: load.accountId,
      type: "delete_asset",
      assetBarcode: foreign.barcode,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.assetBarcode[0]).toBe(`No asset ${foreign.barcode} on this account's loads`);
    expect(await countRequests()).toBe(before);
  });

  it("refuses a client filing for another client's account (404) and vendors (403)", async () => {
    const before = await countRequests();
    const res = await file(otherClient, "/client", {
      accountId: load.accountId,
      type: "general",
      subject: "x",
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await file(vendor, "/vendor", { accountId: load.accountId, type: "general", subject: "x" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await file(vendor, "", { accountId: load.accountId, type: "general", subject: "x" })).statusCode,
    ).toBe(403);
    expect(await countRequests()).toBe(before);
  });
});

describe("reading, listing, updating and removing", () => {
  it("lists with filters and paging; a client sees only their accounts' requests", async () => {
    const mine = await fileDelete((await newAsset()).barcode);
    const theirs = await file(otherClient, "/client", {
      accountId: otherLoad.accountId,
      type: "general",
      subject: `Other client ${unique()}`,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const theirsId = theirs.json().id as number;

    const page = (await client({ method: "GET", url: "/spa/client/support-requests?pageSize=200" })).json();
    const ids = page.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirsId);
    expect(page.data.every((r: { accountId: number }) => r.accountId === load.accountId)).toBe(true);

    const filtered = (
      await operator({
        method: "GET",
        url: `/spa/support-requests?type=general&status=open&accountId=${otherLoad.accountId}`,
      })
    ).json();
    expect(filtered.data.map((r: { id: number }) => r.id)).toEqual([theirsId]);
    expect(filtered.total).toBe(1);

    const paged = (await operator({ method: "GET", url: "/spa/support-requests?pageSize=1&page=2" })).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(2);

    const bad = await operator({ method: "GET", url: "/spa/support-requests?status=closed" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain("status");

    const exported = await client({ method: "GET", url: "/spa/client/support-requests/export?format=csv" });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(`Delete asset ${mine.subject.slice("Delete asset ".length)}`);
    expect(exported.body).not.toContain("Other client");
  });

  it("answers another client's request with 404 to read, change and withdraw it", async () => {
    const request = await fileDelete((await newAsset()).barcode);
    const url = `/spa/client/support-requests/${request.id}`;
    expect((await client({ method: "GET", url })).statusCode).toBe(200);
    const read = await otherClient({ method: "GET", url });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(request.subject);
    expect((await otherClient({ method: "PUT", url, payload: { subject: "Mine now" } })).statusCode).toBe(
      404,
    );
    expect((await otherClient({ method: "DELETE", url })).statusCode).toBe(404);
    // Clients do not execute: the client family has no such call, the operator family refuses them.
    expect((await otherClient({ method: "PUT", url: `${url}/execute`, payload: {} })).statusCode).toBe(404);
    const asOperator = await client({
      method: "PUT",
      url: `/spa/support-requests/${request.id}/execute`,
      payload: {},
    });
    expect(asOperator.statusCode).toBe(403);
    expect((await client({ method: "GET", url })).json()).toMatchObject({
      status: "open",
      subject: request.subject,
    });
  });

  it("updates an open request, records the change, and refuses a bad field with nothing changed", async () => {
    const first = await newAsset();
    const second = await newAsset();
    const request = await fileDelete(first.barcode);
    const url = `/spa/client/support-requests/${request.id}`;
    const res = await client({
      method: "PUT",
      url,
      payload: {
        subject: "Remove the wrong scan",
        assetBarcode: second.barcode,
        description: "Scanned twice",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      subject: "Remove the wrong scan",
      assetBarcode: second.barcode,
      description: "Scanned twice",
    });
    const bad = await client({ method: "PUT", url, payload: { assetBarcode: "NO-SUCH-ASSET-2" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.assetBarcode).toBeDefined();
    const empty = await client({ method: "PUT", url, payload: { subject: " " } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.subject).toBeDefined();
    const after = (await client({ method: "GET", url })).json();
    expect(after).toMatchObject({ subject: "Remove the wrong scan", assetBarcode: second.barcode });
    expect(after.events.map((e: { action: string }) => e.action)).toEqual(["filed", "updated"]);

    const general = await file(client, "/client", {
      accountId: load.accountId,
      type: "general",
      subject: "Hi",
    });
    const noAsset = await client({
      method: "PUT",
      url: `/spa/client/support-requests/${general.json().id}`,
      payload: { assetBarcode: first.barcode },
    });
    expect(noAsset.statusCode).toBe(422);
    expect(noAsset.json().errors.assetBarcode).toBeDefined();
  });

  it("withdraws an open request (its events stay) and refuses changes once executed", async () => {
    const request = await fileDelete((await newAsset()).barcode);
    const url = `/spa/client/support-requests/${request.id}`;
    expect((await client({ method: "DELETE", url })).statusCode).toBe(204);
    expect((await client({ method: "GET", url })).statusCode).toBe(404);
    expect((await requestEvents(request.id)).map((e) => e.action)).toEqual(["filed", "removed"]);

    const general = (
      await file(client, "/client", { accountId: load.accountId, type: "general", subject: "Label reprint" })
    ).json();
    expect((await execute(general.id, { outcome: "Reprinted and mailed" })).statusCode).toBe(200);
    const generalUrl = `/spa/client/support-requests/${general.id}`;
    expect(
      (await client({ method: "PUT", url: generalUrl, payload: { subject: "Changed" } })).statusCode,
    ).toBe(409);
    expect((await client({ method: "DELETE", url: generalUrl })).statusCode).toBe(409);
    expect((await client({ method: "GET", url: generalUrl })).json().subject).toBe("Label reprint");
  });
});

describe("execution", () => {
  it("executes a general request with its outcome; twice changes nothing; the requester is told once", async () => {
    const request = (
      await file(client, "/client", {
        accountId: load.accountId,
        type: "general",
        subject: "Need a BOL copy",
      })
    ).json();
    const missing = await execute(request.id, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.outcome).toBeDefined();
    expect(
      (await client({ method: "GET", url: `/spa/client/support-requests/${request.id}` })).json().status,
    ).toBe("open");

    const done = await execute(request.id, { outcome: "Sent the BOL to your contact" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: "executed",
      outcome: "Sent the BOL to your contact",
      executedBy: expect.any(String),
      executedAt: expect.any(String),
    });
    const again = await execute(request.id, { outcome: "Something else" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(done.json());
    expect((await requestEvents(request.id)).map((e) => e.action)).toEqual(["filed", "executed"]);
    const told = await notices("support_request_outcome", request.id);
    expect(told).toHaveLength(1);
    expect(Number(told[0]?.user_id)).toBe(clientUserId);
    expect(told[0]?.body).toBe("Sent the BOL to your contact");
    expect(await mails(request.id)).toHaveLength(1);
    expect((await mails(request.id))[0]?.to).toBe("client@example.com");

    const seen = (await client({ method: "GET", url: `/spa/client/support-requests/${request.id}` })).json();
    expect(seen).toMatchObject({ status: "executed", outcome: "Sent the BOL to your contact" });
  });

  it("removes a delete_asset request's asset, keeps its chain of custody, and runs only once", async () => {
    const asset = await newAsset();
    const request = await fileDelete(asset.barcode);
    const res = await execute(request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "executed", outcome: `Asset ${asset.barcode} removed` });
    expect(await assetExists(asset.id)).toBe(false);
    const [deleted] = await rowsOf<{ action: string; asset_id: number | null; activity_id: number | null }>(
      t.database.db,
      sql`select action, asset_id, activity_id from events where barcode = ${asset.barcode} and action = 'deleted'`,
    );
    expect(deleted).toMatchObject({ action: "deleted", asset_id: asset.id, activity_id: load.id });
    expect((await requestEvents(request.id)).map((e) => e.action)).toEqual(["filed", "deleted", "executed"]);

    const again = await execute(request.id);
    expect(again.json()).toEqual(res.json());
    expect((await requestEvents(request.id)).map((e) => e.action)).toEqual(["filed", "deleted", "executed"]);
    expect(await notices("support_request_outcome", request.id)).toHaveLength(1);
    expect(await mails(request.id)).toHaveLength(1);
  });

  it("refuses a held asset with the reason and removes nothing; runs once the hold is released", async () => {
    const asset = await newAsset();
    const request = await fileDelete(asset.barcode);
    await holdAsset(t.database.db, asset.barcode, "legal_hold");
    const refused = await execute(request.id);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().status).toBe("refused");
    expect(refused.json().outcome).toMatch(new RegExp(`^Asset ${asset.barcode} is on legal hold`));
    expect(await assetExists(asset.id)).toBe(true);
    // Refused again for the same reason: nothing new.
    expect((await execute(request.id)).json()).toEqual(refused.json());
    expect((await requestEvents(request.id)).map((e) => e.action)).toEqual(["filed", "refused"]);
    expect(await notices("support_request_outcome", request.id)).toHaveLength(1);
    // A refused request stays closed to the requester's edits.
    const edit = await client({
      method: "PUT",
      url: `/spa/client/support-requests/${request.id}`,
      payload: { subject: "Please" },
    });
    expect(edit.statusCode).toBe(409);

    await releaseHolds(t.database.db, asset.barcode);
    const done = await execute(request.id);
    expect(done.json().status).toBe("executed");
    expect(await assetExists(asset.id)).toBe(false);
    expect(await notices("support_request_outcome", request.id)).toHaveLength(2);
    const seen = (await client({ method: "GET", url: `/spa/client/support-requests/${request.id}` })).json();
    expect(seen.events.map((e: { action: string }) => e.action)).toEqual([
      "filed",
      "refused",
      "deleted",
      "executed",
    ]);
  });

  it("refuses a container that holds assets, a shipped asset and a certified one", async () => {
    const pallet = await newAsset(load, { type: "pallet" });
    await newAsset(load, { parentBarcode: pallet.barcode });
    const shipped = await newAsset();
    await t.database.db.insert(events).values({
      activityId: load.id,
      barcode: shipped.barcode,
      assetId: shipped.id,
      action: "shipped",
      message: "Shipped",
    });
    const certified = await newAsset();
    const operatorId = await userId(t.database.db, "operator@example.com");
    const number = `COD-T-${unique()}`;
    const [certificate] = await t.database.db
      .insert(certificates)
      .values({
        number,
        activityId: load.id,
        accountId: load.accountId,
        kind: "destruction",
        sha256: "b".repeat(64),
        serialCount: 1,
        dataBearingCount: 1,
        issuedBy: operatorId,
      })
      .returning({ id: certificates.id });
    await t.database.db
      .insert(certificateAssets)
      .values({ certificateId: certificate?.id as number, assetId: certified.id });

    const expectations: [{ id: number; barcode: string }, RegExp][] = [
      [pallet, /contains 1 asset/],
      [shipped, /has shipped/],
      [certified, new RegExp(`is on certificate ${number}`)],
    ];
    for (const [asset, reason] of expectations) {
      const request = await fileDelete(asset.barcode);
      const res = await execute(request.id);
      expect(res.json().status).toBe("refused");
      expect(res.json().outcome).toMatch(reason);
      expect(await assetExists(asset.id)).toBe(true);
    }
    // The same rules guard the assets call itself.
    expect((await operator({ method: "DELETE", url: `/spa/assets/${shipped.id}` })).statusCode).toBe(409);
    expect((await operator({ method: "DELETE", url: `/spa/assets/${certified.id}` })).statusCode).toBe(409);
  });

  it("refuses an asset removed before the request ran", async () => {
    const asset = await newAsset();
    const request = await fileDelete(asset.barcode);
    expect((await operator({ method: "DELETE", url: `/spa/assets/${asset.id}` })).statusCode).toBe(204);
    const res = await execute(request.id);
    expect(res.json()).toMatchObject({
      status: "refused",
      outcome: `Asset ${asset.barcode} no longer exists`,
    });
  });

  it("runs once under concurrent executions", async () => {
    const asset = await newAsset();
    const request = await fileDelete(asset.barcode);
    const answers = await Promise.all([execute(request.id), execute(request.id), execute(request.id)]);
    for (const a of answers) expect(a.json().status).toBe("executed");
    expect((await requestEvents(request.id)).filter((e) => e.action === "executed")).toHaveLength(1);
    expect(await notices("support_request_outcome", request.id)).toHaveLength(1);
  });

  it("needs support.execute: an operator without it is refused with 403 and nothing changes", async () => {
    const request = await fileDelete((await newAsset()).barcode);
    const coordinator = as(t.app, await signIn(t.app, await userWithout("support.execute")));
    const res = await coordinator({
      method: "PUT",
      url: `/spa/support-requests/${request.id}/execute`,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/support.execute/);
    expect(
      (await operator({ method: "GET", url: `/spa/support-requests/${request.id}` })).json().status,
    ).toBe("open");
  });
});

/** The e-mail of an active demo operator whose roles do not hold a permission. */
async function userWithout(permission: string): Promise<string> {
  const [row] = await rowsOf<{ email: string }>(
    t.database.db,
    sql`select u.email from users u where u.type = 'operator' and u.active
      and exists (select 1 from user_roles ur where ur.user_id = u.id)
      and not exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
        where ur.user_id = u.id and rp.permission = ${permission})
      order by u.id limit 1`,
  );
  if (!row) throw new Error(`no demo operator without ${permission}`);
  return row.email;
}

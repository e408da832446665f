import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { startSmtpServer, UNKNOWN_MAILBOX } from "../../../test/smtp-server";
import { rowsOf } from "../../db/paging";
import { settleJobs } from "../../platform/jobs";
import { NO_SMTP_REASON } from "../../platform/mail/deliver";
import {
  csvOf,
  draftProject,
  employeeLine,
  mailsTo,
  multipart,
  REQUEST_HEADER,
  storedRequests,
} from "./parcel-projects.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let northwind: number;
let acme: number;
let dal: number;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const asClient =
  (caller: Caller): Caller =>
  (options) =>
    caller({ ...options, url: String(options.url).replace(/^\/spa\//, "/spa/client/") });

const employee = (key: string, email = `${key}@staff.example.com`) => ({
  employeeName: `Employee ${key}`,
  email,
  phone: null,
  address: { line1: `${key} Main St`, city: "Austin", region: "TX", postalCode: "78701", country: "us" },
  devices: [{ description: "Laptop", quantity: 1 }],
});

const upload = (prefix: string, name: string, bytes: Buffer) =>
  operator({
    method: "POST",
    url: `/spa/parcel_projects/${prefix}/requests/upload`,
    ...multipart(name, bytes),
  });
const setStatus = (prefix: string, status: string) =>
  operator({ method: "PUT", url: `/spa/parcel_projects/${prefix}`, payload: { status } });

beforeAll(async () => {
  t = await createTestApp();
  const callers = await accountCallers(t.app);
  operator = callers.operator;
  client = asClient(callers.client);
  otherClient = asClient(callers.otherClient);
  vendor = callers.vendor;
  northwind = await accountId(operator, "Northwind Health");
  acme = await accountId(operator, "Acme Telecom");
  const [w] = await rowsOf<{ id: number }>(
    t.database.db,
    sql`select id from warehouses where short_name = 'DAL'`,
  );
  dal = Number(w?.id);
  smtp = await startSmtpServer();
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe("parcel projects", () => {
  it("creates a draft for a client account; a taken prefix is 409; a load of another account is 422", async () => {
    const prefix = await draftProject(operator, { prefix: "nwa", accountId: northwind, warehouseId: dal });
    expect(prefix).toBe("NWA");
    const got = await operator({ method: "GET", url: "/spa/parcel_projects/nwa" });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      projectPrefix: "NWA",
      status: "draft",
      accountName: "Northwind Health",
      warehouseName: "DAL",
      progress: { requests: 0 },
    });
    const again = await operator({
      method: "POST",
      url: "/spa/parcel_projects",
      payload: { name: "Other", projectPrefix: "NWA", accountId: acme, warehouseId: dal, method: "qr_code" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/NWA is used/);
    const [acmeLoad] = await rowsOf<{ slug: string }>(
      t.database.db,
      sql`select slug from activities where account_id = ${acme} and type = 'inbound' limit 1`,
    );
    const wrongLoad = await operator({
      method: "POST",
      url: "/spa/parcel_projects",
      payload: {
        name: "Wrong load",
        projectPrefix: "NWX",
        accountId: northwind,
        warehouseId: dal,
        method: "qr_code",
        activitySlug: acmeLoad?.slug,
      },
    });
    expect(wrongLoad.statusCode).toBe(422);
    expect(wrongLoad.json().errors.activitySlug).toBeDefined();
    const bad = await operator({
      method: "POST",
      url: "/spa/parcel_projects",
      payload: { name: "", projectPrefix: "x", accountId: northwind, warehouseId: dal, method: "fax" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["method", "name", "projectPrefix"]);
  });

  it("keeps the return address its labels print; an address without a city is 422 on the field", async () => {
    await draftProject(operator, { prefix: "nwaddr", accountId: northwind, warehouseId: dal });
    const address = {
      line1: "Dock 4",
      line2: null,
      city: "Dallas",
      region: "TX",
      postalCode: "75207",
      country: "us",
    };
    const saved = await operator({
      method: "PUT",
      url: "/spa/parcel_projects/NWADDR",
      payload: { returnAddress: address },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().returnAddress).toEqual({ ...address, country: "US" });
    const noCity = await operator({
      method: "PUT",
      url: "/spa/parcel_projects/NWADDR",
      payload: { returnAddress: { ...address, city: "" } },
    });
    expect(noCity.statusCode).toBe(422);
    expect(noCity.json().errors["returnAddress.city"]).toEqual(["City is required"]);
    const cleared = await operator({
      method: "PUT",
      url: "/spa/parcel_projects/NWADDR",
      payload: { returnAddress: null },
    });
    expect(cleared.json().returnAddress).toBeNull();
  });

  it("shows clients their own accounts' projects only; another's is 404; clients and vendors cannot create", async () => {
    await draftProject(operator, { prefix: "ACM1", accountId: acme, warehouseId: dal });
    await draftProject(operator, { prefix: "NWB", accountId: northwind, warehouseId: dal });
    const list = await client({ method: "GET", url: "/spa/parcel_projects?pageSize=200" });
    expect(list.statusCode).toBe(200);
    const prefixes = (list.json().data as { projectPrefix: string; accountId: number }[]).map(
      (p) => p.projectPrefix,
    );
    expect(prefixes).toContain("NWB");
    expect(prefixes).not.toContain("ACM1");
    expect((await client({ method: "GET", url: "/spa/parcel_projects/NWB" })).statusCode).toBe(200);
    expect((await client({ method: "GET", url: "/spa/parcel_projects/ACM1" })).statusCode).toBe(404);
    expect((await client({ method: "GET", url: "/spa/parcel_projects/ACM1/requests" })).statusCode).toBe(404);
    expect((await otherClient({ method: "GET", url: "/spa/parcel_projects/NWB" })).statusCode).toBe(404);
    expect((await client({ method: "GET", url: `/spa/parcel_projects?accountId=${acme}` })).statusCode).toBe(
      404,
    );
    const create = await client({
      method: "POST",
      url: "/spa/parcel_projects",
      payload: {
        name: "Mine",
        projectPrefix: "CLI",
        accountId: northwind,
        warehouseId: dal,
        method: "qr_code",
      },
    });
    expect(create.statusCode).toBe(404);
    expect((await vendor({ method: "GET", url: "/spa/vendor/parcel_projects" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/spa/parcel_projects" })).statusCode).toBe(401);
    const filtered = await operator({ method: "GET", url: `/spa/parcel_projects?search=acm&status=draft` });
    expect(filtered.json().data.map((p: { projectPrefix: string }) => p.projectPrefix)).toEqual(["ACM1"]);
  });

  it("numbers requests added by hand PREFIX-n; a duplicate e-mail is 422; edits and deletes them", async () => {
    await draftProject(operator, { prefix: "NWC", accountId: northwind, warehouseId: dal });
    const first = await operator({
      method: "POST",
      url: "/spa/parcel_projects/NWC/requests",
      payload: employee("a1"),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      referenceId: "NWC-1",
      status: "review",
      email: "a1@staff.example.com",
    });
    const second = await operator({
      method: "POST",
      url: "/spa/parcel_requests",
      payload: { ...employee("a2"), projectPrefix: "nwc" },
    });
    expect(second.json().referenceId).toBe("NWC-2");
    const dup = await operator({
      method: "POST",
      url: "/spa/parcel_projects/NWC/requests",
      payload: employee("x", "A1@Staff.example.com"),
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.email).toEqual(["a1@staff.example.com already has a request in this project"]);
    const clash = await operator({
      method: "PUT",
      url: "/spa/parcel_requests/NWC-2",
      payload: { email: "a1@staff.example.com" },
    });
    expect(clash.statusCode).toBe(422);
    const edit = await operator({
      method: "PUT",
      url: "/spa/parcel_requests/nwc-2",
      payload: { employeeName: "Bea Two", address: { ...employee("a2").address, city: "Dallas" } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      employeeName: "Bea Two",
      address: { city: "Dallas", country: "US" },
    });
    expect((await client({ method: "GET", url: "/spa/parcel_requests/NWC-2" })).json().employeeName).toBe(
      "Bea Two",
    );
    expect((await client({ method: "PUT", url: "/spa/parcel_requests/NWC-2", payload: {} })).statusCode).toBe(
      404,
    );
    expect((await operator({ method: "DELETE", url: "/spa/parcel_requests/NWC-2" })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: "/spa/parcel_requests/NWC-2" })).statusCode).toBe(404);
    const third = await operator({
      method: "POST",
      url: "/spa/parcel_projects/NWC/requests",
      payload: employee("a3"),
    });
    expect(third.json().referenceId).toBe("NWC-3");
  });

  it("refuses an upload with bad rows in one pass by row number and writes nothing; a good file adds all", async () => {
    await draftProject(operator, { prefix: "NWU", accountId: northwind, warehouseId: dal });
    await operator({ method: "POST", url: "/spa/parcel_projects/NWU/requests", payload: employee("old") });
    const bad = await upload(
      "NWU",
      "staff.csv",
      csvOf([
        REQUEST_HEADER,
        employeeLine("u1"),
        employeeLine("u2", { email: "not an email" }),
        employeeLine("u3", { email: "U1@staff.example.com" }),
        employeeLine("u4", { city: "", postal: "" }),
        employeeLine("u5", { email: "old@staff.example.com" }),
      ]),
    );
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      "rows.3.email",
      "rows.4.email",
      "rows.5.city",
      "rows.5.postalCode",
      "rows.6.email",
    ]);
    expect(errors["rows.4.email"]).toEqual(["u1@staff.example.com is also in row 2"]);
    expect(bad.json().message).toBe("4 rows need attention; nothing was added");
    expect(await storedRequests(t.database.db, "NWU")).toHaveLength(1);

    const missing = await upload("NWU", "staff.csv", csvOf(["name,email", "A,a@b.example.com"]));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file[0]).toMatch(
      /Missing columns: address_line_1, city, postal_code, country/,
    );

    const good = await upload(
      "NWU",
      "staff.csv",
      csvOf([REQUEST_HEADER, ...["g1", "g2", "g3"].map((k) => employeeLine(k))]),
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toEqual({ added: 3, mailsQueued: 0 });
    const stored = await storedRequests(t.database.db, "NWU");
    expect(stored.map((r) => r.ref)).toEqual(["NWU-1", "NWU-2", "NWU-3", "NWU-4"]);
    const list = await operator({ method: "GET", url: "/spa/parcel_projects/NWU/requests?search=g2" });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({
      referenceId: "NWU-3",
      devices: [
        { description: "Laptop", quantity: 2 },
        { description: "Monitor", quantity: 1 },
      ],
    });
    expect(
      (await client({ method: "POST", url: "/spa/parcel_projects/NWU/requests/upload" })).statusCode,
    ).toBe(404);
  });

  it("setting review e-mails every request through the outbox; without SMTP they go on hold with the reason", async () => {
    await draftProject(operator, { prefix: "NWR", accountId: northwind, warehouseId: dal });
    await upload(
      "NWR",
      "staff.csv",
      csvOf([REQUEST_HEADER, ...["r1", "r2", "r3"].map((k) => employeeLine(k))]),
    );
    expect((await setStatus("NWR", "closed")).statusCode).toBe(409);
    const review = await setStatus("NWR", "review");
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ status: "review", mailsQueued: 3, mailJobId: null });
    expect(review.json().sentAt).not.toBeNull();
    const queued = await storedRequests(t.database.db, "NWR");
    expect(queued.every((r) => r.outbox_id !== null)).toBe(true);
    const [mail] = await mailsTo(t.database.db, "r1@staff.example.com");
    expect(mail?.kind).toBe("parcel_request");
    expect(mail?.text).toMatch(/\/parcel\/request\/NWR-1\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.text).toContain("Please pack the charger too.");
    await settleJobs();
    const held = await storedRequests(t.database.db, "NWR");
    expect(held.map((r) => [r.status, r.hold_reason])).toEqual([
      ["hold", NO_SMTP_REASON],
      ["hold", NO_SMTP_REASON],
      ["hold", NO_SMTP_REASON],
    ]);
    const list = await operator({ method: "GET", url: "/spa/parcel_projects/NWR/requests?status=hold" });
    expect(list.json().total).toBe(3);
    expect((await setStatus("NWR", "review")).statusCode).toBe(200);
    const draftAgain = await operator({ method: "DELETE", url: "/spa/parcel_projects/NWR" });
    expect(draftAgain.statusCode).toBe(409);
    expect(draftAgain.json().message).toMatch(/review; only a draft/);
    expect((await setStatus("NWR", "closed")).json().status).toBe("closed");
    const reopened = await setStatus("NWR", "review");
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toMatch(/closed/);
    expect(
      (
        await operator({
          method: "POST",
          url: "/spa/parcel_projects/NWR/requests",
          payload: employee("late"),
        })
      ).statusCode,
    ).toBe(409);
  });

  it("delivers through SMTP: a good address is email_sent with the link; a refused one is on hold with the reason", async () => {
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("MAIL_FROM", "Operations <ops@example.com>");
    await draftProject(operator, { prefix: "NWS", accountId: northwind, warehouseId: dal });
    await operator({ method: "POST", url: "/spa/parcel_projects/NWS/requests", payload: employee("s1") });
    await operator({
      method: "POST",
      url: "/spa/parcel_projects/NWS/requests",
      payload: employee("s2", UNKNOWN_MAILBOX),
    });
    expect((await setStatus("NWS", "review")).json().mailsQueued).toBe(2);
    await settleJobs();
    const [good, refused] = await storedRequests(t.database.db, "NWS");
    expect(good).toMatchObject({ ref: "NWS-1", status: "email_sent", hold_reason: null });
    expect(refused?.status).toBe("hold");
    expect(refused?.hold_reason).toMatch(/No such user/);
    const arrived = smtp.received.filter((m) => m.to.includes("s1@staff.example.com"));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.raw).toMatch(/parcel\/request\/NWS-1\?token=/);

    // A request added while the project is in review is e-mailed when added.
    const added = await operator({
      method: "POST",
      url: "/spa/parcel_projects/NWS/requests",
      payload: employee("s3"),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().status).toBe("email_sending");
    await settleJobs();
    expect((await operator({ method: "GET", url: "/spa/parcel_requests/NWS-3" })).json().status).toBe(
      "email_sent",
    );

    // Sending again after fixing the address: a new mail and link, then sent.
    await operator({
      method: "PUT",
      url: "/spa/parcel_requests/NWS-2",
      payload: { email: "s2@staff.example.com" },
    });
    const again = await operator({ method: "POST", url: "/spa/parcel_requests/NWS-2/send" });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: "email_sending", holdReason: null });
    await settleJobs();
    const [, fixed] = await storedRequests(t.database.db, "NWS");
    expect(fixed).toMatchObject({ status: "email_sent", email: "s2@staff.example.com" });
    expect(fixed?.outbox_id).not.toBe(refused?.outbox_id);
    expect((await mailsTo(t.database.db, UNKNOWN_MAILBOX))[0]?.status).toBe("failed");
  });

  it("sends again only in review; deletes a draft with its requests", async () => {
    await draftProject(operator, { prefix: "NWD", accountId: northwind, warehouseId: dal });
    await operator({ method: "POST", url: "/spa/parcel_projects/NWD/requests", payload: employee("d1") });
    const send = await operator({ method: "POST", url: "/spa/parcel_requests/NWD-1/send" });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toMatch(/draft/);
    expect((await operator({ method: "DELETE", url: "/spa/parcel_projects/NWD" })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: "/spa/parcel_projects/NWD" })).statusCode).toBe(404);
    expect(await storedRequests(t.database.db, "NWD")).toEqual([]);
  });
});

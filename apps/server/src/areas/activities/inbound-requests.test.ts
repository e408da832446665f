import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, grantRole, signIn, type TestApp } from "../../../test/harness";
import { activities, inboundRequests } from "../../db/schema";
import { insertLoad } from "./activity-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let dana: Caller;
let marco: Caller;
let vendor: Caller;
let northwind: number;
let acme: number;
let globex: number;
const q = { dock: "", coi: "", drives: "", access: "" };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient: dana, vendor } = await accountCallers(t.app));
  // Marco is the demo client viewer (read only); here he files Globex's requests.
  await grantRole(t.database.db, "marco.moretti@example.com", "client", "Client User");
  marco = as(t.app, await signIn(t.app, "marco.moretti@example.com"));
  northwind = await accountId(operator, "Northwind Health");
  acme = await accountId(operator, "Acme Telecom");
  globex = await accountId(operator, "Globex Software");
  const questions = (await client({ method: "GET", url: "/spa/client/inbound-requests/questions" })).json();
  const idOf = (start: string) =>
    String(questions.find((x: { question: string }) => x.question.startsWith(start)).id);
  q.dock = idOf("Is there a loading dock");
  q.coi = idOf("Does the site need a certificate");
  q.drives = idOf("Approximate number of hard drives");
  q.access = idOf("Access instructions");
});
afterAll(() => t.close());

const base = (accountIdValue: number, overrides: Record<string, unknown> = {}) => ({
  accountId: accountIdValue,
  requestedStart: "2027-03-01",
  requestedEnd: "2027-03-03",
  street: "1 Main St",
  city: "Dallas",
  region: "TX",
  postalCode: "75201",
  contactName: "Pat Doe",
  contactPhone: "+1 214 555 0000",
  shipmentSize: "ltl",
  answers: { [q.dock]: "Yes" },
  ...overrides,
});
const typeOne = {
  projectType: "Office Closure",
  clientRef: "PO-1",
  businessUnit: "CC 10",
  emergencyService: false,
};

const create = (caller: Caller, body: Record<string, unknown>) =>
  caller({ method: "POST", url: "/spa/client/inbound-requests", payload: body });

describe("inbound request questions", () => {
  it("lists the active questions by position for staff and clients", async () => {
    const staff = await operator({ method: "GET", url: "/spa/inbound-requests/questions" });
    expect(staff.statusCode).toBe(200);
    const list = staff.json();
    expect(list[0]).toMatchObject({
      question: "Is there a loading dock at the pickup site?",
      kind: "yes_no",
      required: true,
    });
    expect(list.map((x: { position: number }) => x.position)).toEqual(
      [...list.map((x: { position: number }) => x.position)].sort((a, b) => a - b),
    );
    expect(list.map((x: { kind: string }) => x.kind)).toEqual(
      expect.arrayContaining(["yes_no", "number", "text"]),
    );
    const mine = await client({ method: "GET", url: "/spa/client/inbound-requests/questions" });
    expect(mine.json()).toEqual(list);
    expect((await t.app.inject({ method: "GET", url: "/spa/inbound-requests/questions" })).statusCode).toBe(
      401,
    );
    expect((await vendor({ method: "GET", url: "/spa/client/inbound-requests/questions" })).statusCode).toBe(
      403,
    );
  });
});

describe("creating inbound requests", () => {
  it("lets a client request a pickup for their account, numbered from the sequence", async () => {
    const res = await create(
      client,
      base(northwind, {
        answers: { [q.dock]: "Yes", [q.drives]: " 40 ", [q.access]: "Ring the bell", [q.coi]: "" },
        estimatedPallets: 3,
        attributes: typeOne,
      }),
    );
    expect(res.statusCode).toBe(201);
    const request = res.json();
    expect(request.number).toBeGreaterThanOrEqual(5001);
    expect(request).toMatchObject({
      accountId: northwind,
      accountName: "Northwind Health",
      status: "submitted",
      country: "US",
      estimatedPallets: 3,
      loadSlug: null,
      createdBy: "Casey Clarke",
      answers: { [q.dock]: "yes", [q.drives]: "40", [q.access]: "Ring the bell" },
      attributes: typeOne,
    });
    const again = await create(client, base(northwind, { attributes: { ...typeOne, clientRef: "PO-2" } }));
    expect(again.json().number).toBe(request.number + 1);
  });

  it("is for clients only: staff are refused and have no create call", async () => {
    const onClientPath = await create(operator, base(northwind, { attributes: typeOne }));
    expect(onClientPath.statusCode).toBe(403);
    const staffPath = await operator({
      method: "POST",
      url: "/spa/inbound-requests",
      payload: base(northwind),
    });
    expect(staffPath.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/spa/client/inbound-requests",
      payload: base(northwind),
    });
    expect(anonymous.statusCode).toBe(403); // no X-Requested-With: refused before the session is read
  });

  it("answers 404 for another client's account", async () => {
    const res = await create(client, base(acme, { attributes: { dcaNumbers: ["1"] } }));
    expect(res.statusCode).toBe(404);
    const count = await t.database.db
      .select()
      .from(inboundRequests)
      .where(eq(inboundRequests.contactName, "Nobody"));
    expect(count).toHaveLength(0);
  });

  it("checks client type one attributes", async () => {
    const missing = await create(client, base(northwind, { attributes: {} }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      "attributes.projectType": ["Project type is required"],
      "attributes.businessUnit": ["Cost Center Information is required"],
    });
    const noPo = await create(client, base(northwind, { attributes: { ...typeOne, clientRef: "" } }));
    expect(noPo.json().errors["attributes.clientRef"]).toEqual([
      "PO Number is required: Required for non-BAU",
    ]);
    const bau = await create(
      client,
      base(northwind, { attributes: { ...typeOne, projectType: "Business as Usual", clientRef: "" } }),
    );
    expect(bau.statusCode).toBe(201);
  });

  it("checks and normalises cable client DCA numbers", async () => {
    const bad = await create(
      dana,
      base(acme, { attributes: { serializedAssets: true, dcaNumbers: ["DCA-77 01", "ÉCLAIR"] } }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["attributes.dcaNumbers.1"]).toEqual([
      "DCA can only include numbers and letters",
    ]);
    const none = await create(dana, base(acme, { attributes: { serializedAssets: true, dcaNumbers: [] } }));
    expect(none.json().errors["attributes.dcaNumbers"]).toEqual([
      "DCA Numbers are required for serialized assets",
    ]);
    const ok = await create(dana, base(acme, { attributes: { dcaNumbers: ["dca 77-01", "DCA7702"] } }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().attributes).toEqual({
      serializedAssets: true,
      dcaNumbers: ["7701", "7702"],
      clientRef: "7701, 7702",
    });
  });

  it("checks software client job types", async () => {
    const itpac = await create(marco, base(globex, { attributes: { supplierJobType: "ITPAC" } }));
    expect(itpac.statusCode).toBe(422);
    expect(itpac.json().errors).toMatchObject({
      "attributes.msPoNumber": ["PO Number is required for ITPAC"],
      "attributes.collectionSiteName": ["Collection Site Name is required for ITPAC"],
      "attributes.collectionSiteCode": ["Collection Site Code is required for ITPAC"],
      "attributes.msCollectionTicketNumber": ["Collection Ticket Number is required for ITPAC"],
    });
    const noType = await create(marco, base(globex, { attributes: {} }));
    expect(noType.json().errors["attributes.supplierJobType"]).toEqual(["Job Type is required"]);
    const buyback = await create(marco, base(globex, { attributes: { supplierJobType: "Buyback" } }));
    expect(buyback.statusCode).toBe(201);
  });

  it("checks answers: required, yes/no, numbers, known questions, together with the attributes", async () => {
    const res = await create(
      client,
      base(northwind, { answers: { [q.coi]: "maybe", [q.drives]: "lots", "999999": "x" }, attributes: {} }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors[`answers.${q.dock}`]).toEqual(["This question needs an answer"]);
    expect(errors[`answers.${q.coi}`]).toEqual(["Answer yes or no"]);
    expect(errors[`answers.${q.drives}`]).toEqual(["Answer with a number"]);
    expect(errors["answers.999999"]).toEqual(["This question is not on the request form"]);
    expect(errors["attributes.projectType"]).toEqual(["Project type is required"]);
    const blank = await create(client, base(northwind, { answers: { [q.dock]: "  " }, attributes: typeOne }));
    expect(blank.json().errors[`answers.${q.dock}`]).toEqual(["This question needs an answer"]);
  });

  it("checks the body: required fields, shipment size, window order", async () => {
    const res = await create(
      client,
      base(northwind, { street: "", shipmentSize: "data_center_decomm", attributes: typeOne }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      street: ["Street is required"],
      shipmentSize: ["Shipment size is required"],
    });
    const window = await create(client, base(northwind, { requestedEnd: "2027-02-27", attributes: typeOne }));
    expect(window.json().errors).toEqual({ requestedEnd: ["The window cannot end before it starts"] });
  });

  it("refuses a pickup window more than a day in the past, and keeps a stored one that has since passed", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const past = await create(
      client,
      base(northwind, { requestedStart: day(-4), requestedEnd: day(-3), attributes: typeOne }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({
      requestedStart: [
        "The earliest pickup date cannot be more than a day in the past; choose today or a later day",
      ],
      requestedEnd: [
        "The latest pickup date cannot be more than a day in the past; choose today or a later day",
      ],
    });
    const created = await create(
      client,
      base(northwind, { requestedStart: day(-1), requestedEnd: day(2), attributes: typeOne }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const {
      number,
      accountName: _a,
      status: _s,
      loadSlug: _l,
      createdBy: _c,
      createdAt: _t,
      updatedAt: _u,
      ...body
    } = created.json();
    await t.database.db
      .update(inboundRequests)
      .set({ requestedStart: day(-9) })
      .where(eq(inboundRequests.number, number));
    const url = `/spa/inbound-requests/${number}`;
    const kept = await operator({
      method: "PUT",
      url,
      payload: { ...body, requestedStart: day(-9), city: "Plano" },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await operator({ method: "PUT", url, payload: { ...body, requestedStart: day(-8) } });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(["requestedStart"]);
  });
});

describe("reading inbound requests", () => {
  it("lists every request for staff, filtered and paged", async () => {
    const all = await operator({ method: "GET", url: "/spa/inbound-requests?pageSize=200" });
    expect(all.statusCode).toBe(200);
    const { data, total } = all.json();
    expect(total).toBe(data.length);
    const accountsSeen = new Set(data.map((r: { accountId: number }) => r.accountId));
    expect(accountsSeen.has(northwind) && accountsSeen.has(acme) && accountsSeen.has(globex)).toBe(true);
    const numbers = data.map((r: { number: number }) => r.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    const page = await operator({
      method: "GET",
      url: "/spa/inbound-requests?pageSize=2&page=2&sort=number&order=asc",
    });
    expect(page.json().data.map((r: { number: number }) => r.number)).toEqual(
      [...numbers].reverse().slice(2, 4),
    );
    const acmeOnly = await operator({ method: "GET", url: `/spa/inbound-requests?accountIds[]=${acme}` });
    expect(acmeOnly.json().data.every((r: { accountId: number }) => r.accountId === acme)).toBe(true);
    const found = await operator({ method: "GET", url: `/spa/inbound-requests?search=${numbers[0]}` });
    expect(found.json().data.map((r: { number: number }) => r.number)).toEqual([numbers[0]]);
    const canceled = await operator({ method: "GET", url: "/spa/inbound-requests?status=canceled" });
    expect(canceled.json().data.every((r: { status: string }) => r.status === "canceled")).toBe(true);
    expect((await client({ method: "GET", url: "/spa/inbound-requests" })).statusCode).toBe(403);
  });

  it("lists only the client's own accounts' requests, and the five latest for their home", async () => {
    const mine = (await client({ method: "GET", url: "/spa/client/inbound-requests?pageSize=200" })).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(
      mine.data.every((r: { accountName: string }) => r.accountName.startsWith("Northwind Health")),
    ).toBe(true);
    const theirs = (
      await client({ method: "GET", url: `/spa/client/inbound-requests?accountId=${acme}` })
    ).json();
    expect(theirs).toEqual({ data: [], total: 0 });
    const recent = await client({ method: "GET", url: "/spa/client/inbound-requests/recent" });
    expect(recent.statusCode).toBe(200);
    const latest = recent.json();
    expect(latest.length).toBeLessThanOrEqual(5);
    expect(latest.length).toBe(Math.min(5, mine.total));
    const times = latest.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await operator({ method: "GET", url: "/spa/client/inbound-requests/recent" })).statusCode).toBe(
      403,
    );
  });

  it("reads one request by number in both families; another client's answers 404", async () => {
    const created = (await create(dana, base(acme, { attributes: { dcaNumbers: ["8801"] } }))).json();
    const staff = await operator({ method: "GET", url: `/spa/inbound-requests/${created.number}` });
    expect(staff.json()).toEqual(created);
    const own = await dana({ method: "GET", url: `/spa/client/inbound-requests/${created.number}` });
    expect(own.statusCode).toBe(200);
    const other = await client({ method: "GET", url: `/spa/client/inbound-requests/${created.number}` });
    expect(other.statusCode).toBe(404);
    expect((await operator({ method: "GET", url: "/spa/inbound-requests/999999" })).statusCode).toBe(404);
  });

  it("includes demo requests for each inbound form variant", async () => {
    const { data } = (
      await operator({ method: "GET", url: "/spa/inbound-requests?pageSize=200&order=asc" })
    ).json();
    const demo = data.filter((r: { createdAt: string; contactName: string }) => r.contactName !== "Pat Doe");
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(demo.some((r: { attributes: { projectType?: string } }) => r.attributes.projectType)).toBe(true);
    expect(
      demo.some((r: { attributes: { dcaNumbers?: string[] } }) => r.attributes.dcaNumbers?.includes("10442")),
    ).toBe(true);
    expect(
      demo.some(
        (r: { attributes: { supplierJobType?: string } }) => r.attributes.supplierJobType === "ITPAC",
      ),
    ).toBe(true);
  });
});

describe("changing inbound requests", () => {
  it("lets staff cancel, reopen and correct a request, checked as on create", async () => {
    const created = (await create(client, base(northwind, { attributes: typeOne }))).json();
    const url = `/spa/inbound-requests/${created.number}`;
    const canceled = await operator({ method: "PUT", url, payload: { status: "canceled" } });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: "canceled", city: "Dallas" });
    const reopened = await operator({ method: "PUT", url, payload: { status: "submitted" } });
    expect(reopened.json().status).toBe("submitted");

    const {
      number: _n,
      accountName: _a,
      status: _s,
      loadSlug: _l,
      createdBy: _c,
      createdAt: _t,
      updatedAt: _u,
      ...body
    } = created;
    const edited = await operator({
      method: "PUT",
      url,
      payload: { ...body, city: "Fort Worth", notes: "Gate code 4411" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ city: "Fort Worth", notes: "Gate code 4411", status: "submitted" });

    const partial = await operator({ method: "PUT", url, payload: { city: "Austin" } });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors.street).toEqual(["Street is required"]);
    const badAttributes = await operator({
      method: "PUT",
      url,
      payload: { ...body, attributes: { ...typeOne, projectType: "" } },
    });
    expect(badAttributes.json().errors["attributes.projectType"]).toEqual(["Project type is required"]);
    const otherAccount = await operator({ method: "PUT", url, payload: { ...body, accountId: acme } });
    expect(otherAccount.json().errors.accountId).toEqual(["The account of a request does not change"]);
    const badStatus = await operator({ method: "PUT", url, payload: { status: "load_created" } });
    expect(badStatus.statusCode).toBe(422);
    const empty = await operator({ method: "PUT", url, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect((await operator({ method: "GET", url })).json().city).toBe("Fort Worth");

    expect((await client({ method: "PUT", url, payload: { status: "canceled" } })).statusCode).toBe(403);
    expect(
      (await client({ method: "PUT", url: `/spa/client/inbound-requests/${created.number}`, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await operator({
          method: "PUT",
          url: "/spa/inbound-requests/999999",
          payload: { status: "canceled" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses to change a request that has its load, and names the load", async () => {
    const created = (await create(client, base(northwind, { attributes: typeOne }))).json();
    const load = await insertLoad(t.database.db, "Northwind Health");
    const [row] = await t.database.db
      .select({ id: inboundRequests.id })
      .from(inboundRequests)
      .where(eq(inboundRequests.number, created.number));
    await t.database.db
      .update(activities)
      .set({ inboundRequestId: row?.id })
      .where(eq(activities.id, load.id));
    const read = await client({ method: "GET", url: `/spa/client/inbound-requests/${created.number}` });
    expect(read.json().loadSlug).toBe(load.slug);
    const listed = (
      await operator({ method: "GET", url: `/spa/inbound-requests?search=${created.number}` })
    ).json();
    expect(listed.data[0].loadSlug).toBe(load.slug);
    const refused = await operator({
      method: "PUT",
      url: `/spa/inbound-requests/${created.number}`,
      payload: { status: "canceled" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This request already has a load");
  });
});

describe("DCA number suggestions", () => {
  it("answers the distinct, sorted DCA numbers of the account's requests and loads", async () => {
    await insertLoad(t.database.db, "Acme Telecom", {
      attributes: { serializedAssets: true, dcaNumbers: ["0999", "10442"] },
    });
    const staff = await operator({
      method: "GET",
      url: `/spa/inbound-requests/dca-numbers?accountId=${acme}`,
    });
    expect(staff.statusCode).toBe(200);
    const numbers: string[] = staff.json();
    expect(numbers).toEqual(expect.arrayContaining(["0999", "10442", "10443", "10451", "7701", "7702"]));
    expect(numbers).toEqual([...new Set(numbers)].sort());
    const own = await dana({
      method: "GET",
      url: `/spa/client/inbound-requests/dca-numbers?accountId=${acme}`,
    });
    expect(own.json()).toEqual(numbers);
    const other = await client({
      method: "GET",
      url: `/spa/client/inbound-requests/dca-numbers?accountId=${acme}`,
    });
    expect(other.statusCode).toBe(404);
    const none = await operator({
      method: "GET",
      url: `/spa/inbound-requests/dca-numbers?accountId=${northwind}`,
    });
    expect(none.json()).toEqual([]);
    const missing = await operator({ method: "GET", url: "/spa/inbound-requests/dca-numbers" });
    expect(missing.statusCode).toBe(422);
  });
});

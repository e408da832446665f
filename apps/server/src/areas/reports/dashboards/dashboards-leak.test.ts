import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import type { Db } from "../../../db/client";
import { userId } from "../../activities/activity-records.fixtures";
import { certificateOf, newClass, newProductOf, statementWith } from "../facts/facts.fixtures";
import { todayUtc } from "../scope";
import { accountIdOf, loadAt, rollupDevices, rollupReceived, rollupTests } from "./dashboards.fixtures";

// THE NO-LEAK TEST (issue 23, Bad input): Northwind's client asks every client dashboard for
// Acme's accounts — alone, mixed with its own, with and without child accounts — and gets
// exactly what it gets for its own accounts; none of Acme's distinctive figures appears anywhere.

let t: TestApp;
let db: Db;
let operator: Caller;
let client: Caller;
let dana: Caller;
let nw: number;
let nwKid: number;
let acme: number;
let acmeKid: number;

const RANGE = "beginDate=2019-01-07&endDate=2019-01-20";
/** Acme's figures: no Northwind figure, id or date contains these digits. */
const ACME_MARKS = ["987654", "876543", "99999.99", "11111.11", "4321", "9876"];

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator, client, otherClient: dana } = await accountCallers(t.app));
  nw = await accountIdOf(db, "Northwind Health");
  nwKid = await accountIdOf(db, "Northwind Health – Dallas Clinic");
  acme = await accountIdOf(db, "Acme Telecom");
  acmeKid = await accountIdOf(db, "Acme Telecom – Outside Plant");
  const klass = await newClass(db);
  const product = await newProductOf(db, klass.id);
  const tech = await userId(db, "operator@example.com");
  const on = (day: string, accountId: number, lbs: number, pieces: number, devices: number) => ({
    day,
    accountId,
    classId: klass.id,
    productId: product.id,
    lbs,
    pieces,
    devices,
  });
  await rollupReceived(db, [
    on("2019-01-08", nw, 12, 2, 2),
    on("2019-01-09", nwKid, 5, 1, 1),
    on("2019-01-08", acme, 987654.321, 8765, 4321),
    on("2019-01-10", acmeKid, 876543.21, 7654, 0),
  ]);
  await rollupDevices(db, [
    { day: "2019-01-08", accountId: nw, classId: klass.id, grade: "A", disposition: "redeploy", devices: 2 },
    {
      day: "2019-01-09",
      accountId: nwKid,
      classId: klass.id,
      grade: "C",
      disposition: "recycle",
      devices: 1,
    },
    {
      day: "2019-01-08",
      accountId: acme,
      classId: klass.id,
      grade: "B",
      disposition: "return",
      devices: 4321,
    },
  ]);
  await rollupTests(db, [
    { day: "2019-01-08", accountId: nw, userId: tech, devices: 3 },
    { day: "2019-01-08", accountId: acme, userId: tech, devices: 9876 },
  ]);
  const nwLoad = await loadAt(
    db,
    { name: "Northwind Health" },
    {
      status: "priced",
      createdAt: "2019-01-08T08:00:00Z",
      receivedAt: "2019-01-08T10:00:00Z",
      processedAt: "2019-01-09T10:00:00Z",
      pricedAt: "2019-01-10T10:00:00Z",
    },
  );
  await statementWith(db, nwLoad.id, "2019-01-10T12:00:00Z", [{ amount: "40.00", lineDate: "2019-01-10" }]);
  for (const [name, status] of [
    ["Acme Telecom", "received"],
    ["Acme Telecom", "processed"],
    ["Acme Telecom – Outside Plant", "priced"],
  ] as const) {
    const load = await loadAt(
      db,
      { name },
      {
        status,
        createdAt: "2019-01-09T08:00:00Z",
        receivedAt: "2019-01-09T10:00:00Z",
        processedAt: status === "received" ? null : "2019-01-11T10:00:00Z",
        pricedAt: status === "priced" ? "2019-01-12T10:00:00Z" : null,
      },
    );
    if (status === "priced") {
      await statementWith(db, load.id, "2019-01-12T10:00:00Z", [
        { amount: "99999.99", lineDate: "2019-01-12" },
        { amount: "-11111.11", lineDate: "2019-01-12" },
      ]);
      await certificateOf(db, load, "2019-01-12T10:00:00Z");
    }
  }
});
afterAll(() => t.close());

async function body(caller: Caller, url: string): Promise<string> {
  const res = await caller({ method: "GET", url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const json = res.json();
  // When the rollups were refreshed is the same for every caller; it is not a figure.
  if (json.meta) json.meta.asOf = null;
  return JSON.stringify(json);
}

const DASHBOARDS = [
  "summary",
  "inbound",
  "serialized",
  "received",
  "received?splitByProduct=true",
  "value-add",
  "summary?timePeriod=daily",
];
const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;
const ids = (list: number[]) => list.map((id) => `accountIds[]=${id}`).join("&");

describe("no figure of another company reaches a client", () => {
  it("answers Acme's accounts, alone or mixed in, exactly as Northwind's own", async () => {
    for (const children of [false, true]) {
      const flag = `showChildAccounts=${children}`;
      for (const path of DASHBOARDS) {
        const url = (selection: number[]) =>
          `/spa/client/dashboards/${withQuery(path, `${RANGE}&${flag}${selection.length ? `&${ids(selection)}` : ""}`)}`;
        const own = await body(client, url([nw]));
        for (const mark of ACME_MARKS) expect(own, `${path} ${flag}`).not.toContain(mark);
        for (const selection of [[acme], [acmeKid], [acme, acmeKid], [nw, acme], [acmeKid, nw, acme], []]) {
          const answer = await body(client, url(selection));
          expect(answer, `${path} ${flag} ${selection}`).toBe(own);
        }
      }
    }
  });

  it("shows the same data with child accounts when the child is named with a foreign one", async () => {
    const url = (selection: number[]) =>
      `/spa/client/dashboards/summary?${RANGE}&showChildAccounts=true&${ids(selection)}`;
    const kidOnly = await body(client, url([nwKid]));
    expect(await body(client, url([nwKid, acme, acmeKid]))).toBe(kidOnly);
    expect(JSON.parse(kidOnly).figures.find((f: { id: string }) => f.id === "weight_lbs").current).toBe(5);
  });

  it("lists only the client's own accounts whatever is asked", async () => {
    for (const query of ["", "?showChildAccounts=true", `?showChildAccounts=true&accountIds[]=${acme}`]) {
      const res = await client({ method: "GET", url: `/spa/client/dashboards/accounts${query}` });
      expect(res.statusCode).toBe(200);
      const listed = (res.json().data as { id: number }[]).map((a) => a.id);
      expect(listed).not.toContain(acme);
      expect(listed).not.toContain(acmeKid);
      expect(listed).toContain(nw);
    }
  });

  it("keeps the home figures to the client's own accounts", async () => {
    const before = await body(client, "/spa/client/dashboards/home");
    const danaBefore = JSON.parse(await body(dana, "/spa/client/dashboards/home"));
    const klass = await newClass(db);
    const product = await newProductOf(db, klass.id);
    await rollupReceived(db, [
      {
        day: todayUtc(),
        accountId: acme,
        classId: klass.id,
        productId: product.id,
        lbs: 987654.321,
        pieces: 1,
        devices: 0,
      },
    ]);
    expect(await body(client, "/spa/client/dashboards/home")).toBe(before);
    const danaAfter = JSON.parse(await body(dana, "/spa/client/dashboards/home"));
    const weight = (home: { figures: { id: string; current: number }[] }) =>
      home.figures.find((f) => f.id === "weight_lbs")?.current ?? 0;
    expect(weight(danaAfter) - weight(danaBefore)).toBeCloseTo(987654.321, 3);
  });

  it("would show those figures to whoever may see them (the test can fail)", async () => {
    const acmeSummary = await body(operator, `/spa/dashboards/summary?${RANGE}&${ids([acme, acmeKid])}`);
    for (const mark of ["1864197.531", "4321", "99999.99"]) expect(acmeSummary).toContain(mark);
    const danaSummary = await body(dana, `/spa/client/dashboards/summary?${RANGE}&showChildAccounts=true`);
    expect(danaSummary).toContain("1864197.531");
    const danaInbound = JSON.parse(await body(dana, `/spa/client/dashboards/inbound?${RANGE}`));
    expect(danaInbound.byStatus.map((s: { key: string; value: number }) => [s.key, s.value])).toEqual([
      ["received", 1],
      ["processed", 1],
    ]);
  });
});

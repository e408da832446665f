import { randomUUID } from "node:crypto";
import {
  DEFAULT_EVALUATION_RULES,
  DEMO_LAPTOP_SUITE,
  DEMO_PHONE_SUITE,
  type TestQuestion,
} from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";
import { eventsOfBarcode, unique } from "../assets/asset-records.fixtures";
import { insertWorkOrder } from "../work/work-assets.fixtures";
import { classIdNamed, productIdNamed, receiveDevice, resultCountOf } from "./testing.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let technician: Caller;
let laptop: { id: number; versionId: number };

type Suite = { id: number; name: string; versions: { id: number; version: number; published: boolean }[] };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  const suites = (await operator({ method: "GET", url: "/spa/test_suites" })).json() as Suite[];
  const id = suites.find((s) => s.name === "Laptop")?.id as number;
  const detail = (await operator({ method: "GET", url: `/spa/test_suites/${id}` })).json() as Suite;
  laptop = { id, versionId: detail.versions[0]?.id as number };
});
afterAll(() => t.close());

/** Laptop answers grading B: the palm rest's light wear is the lowest grade. */
const gradeB = {
  lid: "like_new",
  palmrest: "light_wear",
  powers_on: true,
  keyboard: true,
  display: "ok",
  data_wiped: true,
};

const laptopDevice = (account = "Northwind Health") =>
  receiveDevice(t.database.db, account, "Dell Latitude 7420");
const save = (barcode: string, answers: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  technician({
    method: "POST",
    url: "/spa/test_results",
    payload: { barcode, testSuiteId: laptop.id, versionId: laptop.versionId, answers, ...extra },
  });

describe("test results", () => {
  it("offers the device's class suites, saves a result and grades the device with its floor price and an event", async () => {
    const barcode = await laptopDevice();
    const tests = await technician({ method: "GET", url: `/spa/tests?barcode=${barcode.toLowerCase()}` });
    expect(tests.statusCode, tests.body).toBe(200);
    expect(tests.json()).toMatchObject({ barcode, productClassName: "Laptops", results: [] });
    expect(tests.json().suites.map((s: Suite) => s.name)).toContain("Laptop");

    // dead_pixels is reachable only when the display has dead pixels: its answer is dropped.
    const saved = await save(barcode, { ...gradeB, dead_pixels: 4 });
    expect(saved.statusCode, saved.body).toBe(201);
    const { result, asset } = saved.json();
    expect(result).toMatchObject({
      testSuiteId: laptop.id,
      versionId: laptop.versionId,
      suiteName: "Laptop",
      version: 1,
      testedBy: "Priya Patel",
      answers: gradeB,
      evaluation: {
        cosmeticGrade: "B",
        functionalGrade: "A",
        overallGrade: "B",
        disposition: "resold_or_recycled",
        r2Classification: "resale",
      },
    });
    expect(result.answers).not.toHaveProperty("dead_pixels");
    // Laptops' cutline for B is 100; the device's own disposition is left to routing.
    expect(asset).toMatchObject({
      barcode,
      grade: "B",
      cosmeticGrade: "B",
      functionalGrade: "A",
      floorPrice: 100,
      disposition: null,
    });
    expect((await eventsOfBarcode(t.database.db, barcode)).at(-1)).toMatchObject({
      action: "tested",
      message: "Tested with Laptop v1: grade B",
    });

    const again = (await technician({ method: "GET", url: `/spa/tests?barcode=${barcode}` })).json();
    expect(again.results).toEqual([result]);
    const suites = await technician({ method: "GET", url: `/spa/assets/${barcode}/test_suites` });
    expect(suites.json()).toEqual([
      {
        id: laptop.id,
        name: "Laptop",
        version: 1,
        completedAt: result.updatedAt,
        resultId: result.id,
        grade: "B",
      },
    ]);
  });

  it("takes a retried save as the same result, without a second result or event", async () => {
    const barcode = await laptopDevice();
    const first = await save(barcode, gradeB);
    const events = (await eventsOfBarcode(t.database.db, barcode)).length;
    const retry = await save(barcode, gradeB);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().result.id).toBe(first.json().result.id);
    expect(await resultCountOf(t.database.db, barcode)).toBe(1);
    expect((await eventsOfBarcode(t.database.db, barcode)).length).toBe(events);
  });

  it("updates a result and regrades the device, writing the change of grade", async () => {
    const barcode = await laptopDevice();
    const id = (await save(barcode, gradeB)).json().result.id;
    const res = await technician({
      method: "PUT",
      url: `/spa/test_results/${id}`,
      payload: { versionId: laptop.versionId, answers: { ...gradeB, lid: "heavy_wear" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      id,
      evaluation: { overallGrade: "D", r2Classification: "repair" },
    });
    expect(res.json().asset).toMatchObject({ grade: "D", cosmeticGrade: "D", floorPrice: 30 });
    const [event] = (await eventsOfBarcode(t.database.db, barcode)).slice(-1);
    expect(event).toMatchObject({ action: "tested", message: "Tested with Laptop v1: grade D" });
    // The newest event of the device carries the change of grade and floor price.
    const changes = await t.database.db.execute(
      sql`select changes from events where barcode = ${barcode} order by id desc limit 1`,
    );
    expect((changes as unknown as { rows: { changes: unknown }[] }).rows[0]?.changes).toEqual([
      { field: "grade", from: "B", to: "D" },
      { field: "cosmeticGrade", from: "B", to: "D" },
      { field: "floorPrice", from: 100, to: 30 },
    ]);
    expect(
      (
        await technician({
          method: "PUT",
          url: "/spa/test_results/999999",
          payload: { versionId: 1, answers: {} },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses answers outside a question's options or kind, unknown questions and missing required answers (422), writing nothing", async () => {
    const barcode = await laptopDevice();
    const outside = await save(barcode, { ...gradeB, lid: "shiny", battery_health: 140, bogus: 1 });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({
      "answers.lid": [
        '"Lid condition" takes one of: Like new, Light wear, Visible wear, Heavy wear, Cracked or dented, Broken',
      ],
      "answers.battery_health": ['"Battery health (%)" takes a number from 0 to 100'],
      "answers.bogus": ["This test has no question bogus"],
    });
    const { palmrest: _palmrest, ...missing } = gradeB;
    const unanswered = await save(barcode, missing);
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json()).toEqual({
      message: '"Palm rest condition" needs an answer',
      errors: { "answers.palmrest": ['"Palm rest condition" needs an answer'] },
    });
    expect(await resultCountOf(t.database.db, barcode)).toBe(0);
    const device = await technician({ method: "GET", url: `/spa/tests?barcode=${barcode}` });
    expect(device.json().results).toEqual([]);
  });

  it("answers 409 when the version is not the one loaded, and keeps a result on its version", async () => {
    const laptops = await classIdNamed(t.database.db, "Laptops");
    const questions: TestQuestion[] = DEMO_LAPTOP_SUITE.versions[0]?.questions.slice(0, 2) ?? [];
    const name = `Laptop short ${unique()}`;
    const created = await operator({
      method: "POST",
      url: "/spa/test_suites",
      payload: { name, productClassId: laptops, questions, evaluation: DEFAULT_EVALUATION_RULES },
    });
    const suite = created.json() as Suite;
    const v1 = suite.versions[0]?.id as number;
    const barcode = await laptopDevice();
    const body = (versionId: number) => ({
      barcode,
      testSuiteId: suite.id,
      versionId,
      answers: { lid: "like_new", palmrest: "like_new" },
    });
    // A draft is not for technicians: it is not offered, and a result cannot be taken with it.
    const draftOnly = await technician({ method: "POST", url: "/spa/test_results", payload: body(v1) });
    expect(draftOnly.statusCode).toBe(409);
    expect(draftOnly.json().message).toBe(`${name} has no published version; publish it first`);
    const offered = (await technician({ method: "GET", url: `/spa/tests?barcode=${barcode}` })).json();
    expect(offered.suites.map((s: Suite) => s.name)).not.toContain(name);

    await operator({ method: "POST", url: `/spa/test_suites/${suite.id}/publish` });
    const first = await technician({ method: "POST", url: "/spa/test_results", payload: body(v1) });
    expect(first.statusCode, first.body).toBe(201);
    const resultId = first.json().result.id;

    await operator({
      method: "PUT",
      url: `/spa/test_suites/${suite.id}/draft`,
      payload: { questions, evaluation: DEFAULT_EVALUATION_RULES },
    });
    const withDraft = (await technician({ method: "GET", url: `/spa/tests?barcode=${barcode}` })).json();
    const listed = withDraft.suites.find((s: Suite) => s.id === suite.id) as Suite;
    expect(listed.versions.map((v) => [v.version, v.published])).toEqual([[1, true]]);

    const v2 = (await operator({ method: "POST", url: `/spa/test_suites/${suite.id}/publish` })).json()
      .versions[1].id as number;
    const stale = await technician({ method: "POST", url: "/spa/test_results", payload: body(v1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`${name} was changed: version 2 is current; reload the test`);
    const otherVersion = await technician({ method: "POST", url: "/spa/test_results", payload: body(v2) });
    expect(otherVersion.statusCode).toBe(409);
    expect(otherVersion.json().message).toBe(
      `This device's result was taken with version 1 of ${name}; reload the test`,
    );
    const put = (versionId: number) =>
      technician({
        method: "PUT",
        url: `/spa/test_results/${resultId}`,
        payload: { versionId, answers: { lid: "broken", palmrest: "like_new" } },
      });
    const mismatch = await put(v2);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().message).toBe(`This result was taken with version 1 of ${name}; reload the test`);
    const kept = await put(v1);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().result).toMatchObject({
      versionId: v1,
      version: 1,
      evaluation: { overallGrade: "F" },
    });
    expect(kept.json().asset).toMatchObject({ grade: "F", floorPrice: 0 });
  });

  it("refuses a suite of another class, and leaves the floor price empty when the class has no cutline", async () => {
    const barcode = await laptopDevice();
    const suites = (await operator({ method: "GET", url: "/spa/test_suites" })).json() as Suite[];
    const drive = suites.find((s) => s.name === "Drive") as Suite;
    const driveVersion = (await operator({ method: "GET", url: `/spa/test_suites/${drive.id}` })).json()
      .versions[0].id;
    const wrong = await technician({
      method: "POST",
      url: "/spa/test_results",
      payload: { barcode, testSuiteId: drive.id, versionId: driveVersion, answers: {} },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ testSuiteId: ["Drive does not test Laptops"] });

    const loose = await receiveDevice(t.database.db, "Northwind Health", "Hard drives – 3.5 in loose");
    const res = await technician({
      method: "POST",
      url: "/spa/test_results",
      payload: {
        barcode: loose,
        testSuiteId: drive.id,
        versionId: driveVersion,
        answers: { casing: "light_wear", detected: true, smart: "good", wiped: true },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().asset).toMatchObject({ grade: "B", floorPrice: null });
  });

  it("offers a tablet worked in mobility the tablet suite, the phone suite's questions, and grades it", async () => {
    const [mobility] = (
      (await t.database.db.execute(
        sql`select id from activities where slug = 'dal-mobility'`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const bin = `MB${unique()}`;
    await t.database.db.execute(
      sql`insert into assets (barcode, type, activity_id) values (${bin}, 'bin', ${mobility?.id})`,
    );
    const imei = `3569380${unique()}`.slice(0, 15);
    const made = await operator({
      method: "POST",
      url: "/spa/activities/dal-mobility/serials/bulk",
      payload: {
        binBarcode: bin,
        text: imei,
        productId: await productIdNamed(t.database.db, "Apple iPad Air (4th generation)"),
        requestKey: randomUUID(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [barcode] = made.json().barcodes as string[];

    const tests = await technician({ method: "GET", url: `/spa/tests?barcode=${barcode}` });
    expect(tests.statusCode, tests.body).toBe(200);
    expect(tests.json()).toMatchObject({ productClassName: "Tablets", results: [] });
    const offered = tests.json().suites as (Suite & { versions: { id: number; questions: unknown }[] })[];
    expect(offered.map((s) => s.name)).toEqual(["Tablet"]);
    const version = offered[0]?.versions[0];
    expect(version?.questions).toEqual(DEMO_PHONE_SUITE.versions[0]?.questions);

    const saved = await technician({
      method: "POST",
      url: "/spa/test_results",
      payload: {
        barcode,
        testSuiteId: offered[0]?.id,
        versionId: version?.id,
        answers: {
          screen: "like_new",
          housing: "light_wear",
          powers_on: true,
          account_locked: true,
          touch: true,
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // Tablets' cutline for B is 60.
    expect(saved.json().asset).toMatchObject({ barcode, grade: "B", floorPrice: 60 });
  });

  it("records the work order the device was tested on", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const barcode = await laptopDevice();
    const res = await save(barcode, gradeB, { activitySlug: order.slug });
    expect(res.statusCode, res.body).toBe(201);
    expect((await eventsOfBarcode(t.database.db, barcode)).at(-1)).toMatchObject({
      action: "tested",
      activity_id: order.id,
    });
    const unknown = await save(await laptopDevice(), gradeB, { activitySlug: "dal-so-0" });
    expect(unknown.statusCode).toBe(404);
  });

  it("counts a class's graded devices in stock by grade with its cutlines", async () => {
    const laptops = await classIdNamed(t.database.db, "Laptops");
    const grades = async () =>
      (await operator({ method: "GET", url: `/spa/classes/${laptops}/grades` })).json() as {
        classId: number;
        grades: { grade: string; inStock: number; floorPrice: number | null; sold: number }[];
      };
    const before = await grades();
    expect(before.classId).toBe(laptops);
    // Sold counts come from listings (listings/sales-history.test.ts).
    expect(before.grades.map((g) => [g.grade, g.floorPrice])).toEqual([
      ["A", 150],
      ["B", 100],
      ["C", 60],
      ["D", 30],
      ["E", 10],
      ["F", 0],
    ]);
    await save(await laptopDevice(), gradeB);
    const after = await grades();
    const inStock = (list: typeof before, grade: string) =>
      list.grades.find((g) => g.grade === grade)?.inStock;
    expect(inStock(after, "B")).toBe((inStock(before, "B") ?? 0) + 1);
    expect(inStock(after, "C")).toBe(inStock(before, "C"));
    expect((await operator({ method: "GET", url: "/spa/classes/999999/grades" })).statusCode).toBe(404);
  });

  it("shows a client its own devices' tests and answers 404 for another client's device", async () => {
    const own = await laptopDevice("Northwind Health");
    const foreign = await laptopDevice("Acme Telecom");
    await save(own, gradeB);
    await save(foreign, gradeB);
    const mine = await client({ method: "GET", url: `/spa/client/tests?barcode=${own}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().results).toHaveLength(1);
    const suites = await client({ method: "GET", url: `/spa/client/assets/${own}/test_suites` });
    expect(suites.json()).toEqual([expect.objectContaining({ name: "Laptop", grade: "B" })]);
    for (const url of [`/spa/client/tests?barcode=${foreign}`, `/spa/client/assets/${foreign}/test_suites`]) {
      const res = await client({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("Laptop");
    }
    expect(
      (await otherClient({ method: "GET", url: `/spa/client/tests?barcode=${foreign}` })).statusCode,
    ).toBe(200);
    expect((await operator({ method: "GET", url: "/spa/tests?barcode=NOPE-404" })).statusCode).toBe(404);
  });

  it("lets only operators save results, and only signed-in users read tests", async () => {
    const barcode = await laptopDevice();
    const payload = { barcode, testSuiteId: laptop.id, versionId: laptop.versionId, answers: gradeB };
    // Clients have no result calls in their family, and their roles do not work devices.
    expect((await client({ method: "POST", url: "/spa/client/test_results", payload })).statusCode).toBe(404);
    expect((await client({ method: "POST", url: "/spa/test_results", payload })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "POST", url: "/spa/test_results", headers: XHR, payload });
    expect(anonymous.statusCode).toBe(401);
    const reading = await t.app.inject({ method: "GET", url: `/spa/tests?barcode=${barcode}`, headers: XHR });
    expect(reading.statusCode).toBe(401);
    expect(await resultCountOf(t.database.db, barcode)).toBe(0);
  });
});

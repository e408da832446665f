import { DEFAULT_EVALUATION_RULES, type TestQuestion } from "@ops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";
import { seedDemoTests } from "../../db/seed/demo-tests";
import { unique } from "../assets/asset-records.fixtures";
import { classIdNamed } from "./testing.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let technician: Caller;
let laptops: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  laptops = await classIdNamed(t.database.db, "Laptops");
});
afterAll(() => t.close());

const questions = (prompt = "Case condition"): TestQuestion[] => [
  {
    id: "case",
    section: "cosmetic",
    kind: "single_choice",
    prompt,
    required: true,
    options: [
      { id: "good", label: "Good", grade: "A" },
      { id: "worn", label: "Worn", grade: "C" },
    ],
  },
  {
    id: "works",
    section: "functional",
    kind: "pass_fail",
    prompt: "Works?",
    required: false,
    grades: { pass: "A", fail: "F" },
  },
];
const suiteBody = (name: string) => ({
  name,
  productClassId: laptops,
  questions: questions(),
  evaluation: DEFAULT_EVALUATION_RULES,
});

async function createSuite(name = `Suite ${unique()}`) {
  const res = await operator({ method: "POST", url: "/spa/test_suites", payload: suiteBody(name) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; versions: { id: number; version: number }[] };
}

describe("test suites", () => {
  it("lists the demo suites published as version 1 on their classes; seeding again changes nothing", async () => {
    const list = async () =>
      (await technician({ method: "GET", url: "/spa/test_suites" })).json() as {
        name: string;
        productClassName: string;
        publishedVersion: number | null;
        draftVersion: number | null;
        resultCount: number;
      }[];
    const before = await list();
    expect(before.filter((s) => ["Drive", "Laptop", "Phone"].includes(s.name))).toEqual([
      expect.objectContaining({ name: "Drive", productClassName: "Components", publishedVersion: 1 }),
      expect.objectContaining({ name: "Laptop", productClassName: "Laptops", publishedVersion: 1 }),
      expect.objectContaining({ name: "Phone", productClassName: "Phones", publishedVersion: 1 }),
    ]);
    // The demo grades laptops with the laptop suite (NWHS0001 B, NWHS0002 C, and the ITAD demo's).
    expect(before.find((s) => s.name === "Laptop")?.resultCount).toBeGreaterThanOrEqual(2);
    for (const [barcode, grade] of [
      ["NWHS0001", "B"],
      ["NWHS0002", "C"],
    ]) {
      const suites = await technician({ method: "GET", url: `/spa/assets/${barcode}/test_suites` });
      expect(suites.json()).toEqual([expect.objectContaining({ name: "Laptop", version: 1, grade })]);
    }
    await seedDemoTests(t.database.db);
    expect(await list()).toEqual(before);
  });

  it("creates a suite as draft version 1, publishes it, and drafts version 2 without touching version 1", async () => {
    const name = `Laptop quick ${unique()}`;
    const created = await createSuite(name);
    expect(created).toMatchObject({
      name,
      productClassId: laptops,
      productClassName: "Laptops",
      resultCount: 0,
    });
    expect(created.versions).toEqual([
      expect.objectContaining({ version: 1, published: false, suiteId: created.id }),
    ]);
    const row = async () =>
      ((await operator({ method: "GET", url: "/spa/test_suites" })).json() as { id: number }[]).find(
        (s) => s.id === created.id,
      );
    expect(await row()).toMatchObject({ publishedVersion: null, draftVersion: 1 });

    const published = await operator({ method: "POST", url: `/spa/test_suites/${created.id}/publish` });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().versions).toEqual([expect.objectContaining({ version: 1, published: true })]);
    const again = await operator({ method: "POST", url: `/spa/test_suites/${created.id}/publish` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${name} has no draft to publish; save a draft first`);

    const draft = { questions: questions("Case looks"), evaluation: DEFAULT_EVALUATION_RULES };
    const saved = await operator({
      method: "PUT",
      url: `/spa/test_suites/${created.id}/draft`,
      payload: draft,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().versions.map((v: { version: number; published: boolean }) => [v.version, v.published]),
    ).toEqual([
      [1, true],
      [2, false],
    ]);
    // Saving again changes the one draft; the published version keeps its questions.
    const changed = await operator({
      method: "PUT",
      url: `/spa/test_suites/${created.id}/draft`,
      payload: { ...draft, questions: questions("Case, closely") },
    });
    const versions = changed.json().versions;
    expect(versions).toHaveLength(2);
    expect(versions[0].questions[0].prompt).toBe("Case condition");
    expect(versions[1].questions[0].prompt).toBe("Case, closely");
    expect(await row()).toMatchObject({ publishedVersion: 1, draftVersion: 2 });

    const second = await operator({ method: "POST", url: `/spa/test_suites/${created.id}/publish` });
    expect(second.json().versions.map((v: { published: boolean }) => v.published)).toEqual([true, true]);
    expect(await row()).toMatchObject({ publishedVersion: 2, draftVersion: null });
  });

  it("discards a draft and keeps the published versions", async () => {
    const created = await createSuite();
    await operator({ method: "POST", url: `/spa/test_suites/${created.id}/publish` });
    await operator({
      method: "PUT",
      url: `/spa/test_suites/${created.id}/draft`,
      payload: { questions: questions(), evaluation: DEFAULT_EVALUATION_RULES },
    });
    const discarded = await operator({ method: "DELETE", url: `/spa/test_suites/${created.id}/draft` });
    expect(discarded.statusCode).toBe(204);
    const detail = (await operator({ method: "GET", url: `/spa/test_suites/${created.id}` })).json();
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    const again = await operator({ method: "DELETE", url: `/spa/test_suites/${created.id}/draft` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`${created.name} has no draft`);
  });

  it("renames a suite and refuses a name in use (any case) or an unknown class", async () => {
    const first = await createSuite();
    const second = await createSuite();
    const renamed = await operator({
      method: "PUT",
      url: `/spa/test_suites/${second.id}`,
      payload: { name: `${second.name} renamed` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe(`${second.name} renamed`);
    const taken = await operator({
      method: "PUT",
      url: `/spa/test_suites/${second.id}`,
      payload: { name: first.name.toUpperCase() },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      name: [`A test suite named ${first.name.toUpperCase()} already exists`],
    });
    const dup = await operator({ method: "POST", url: "/spa/test_suites", payload: suiteBody(first.name) });
    expect(dup.statusCode).toBe(422);
    expect(Object.keys(dup.json().errors)).toEqual(["name"]);
    const noClass = await operator({
      method: "POST",
      url: "/spa/test_suites",
      payload: { ...suiteBody(`Suite ${unique()}`), productClassId: 999_999 },
    });
    expect(noClass.statusCode).toBe(422);
    expect(noClass.json().errors).toEqual({ productClassId: ["No product class has id 999999"] });
    expect((await operator({ method: "GET", url: "/spa/test_suites/999999" })).statusCode).toBe(404);
  });

  it("refuses unsound questions with 422 at the question's path, and writes nothing", async () => {
    const name = `Suite ${unique()}`;
    const [first, second] = questions();
    const res = await operator({
      method: "POST",
      url: "/spa/test_suites",
      payload: {
        ...suiteBody(name),
        questions: [
          first,
          { ...second, showIf: [{ questionId: "later", passed: true }] },
          { id: "later", section: "functional", kind: "pass_fail", prompt: "Later?" },
          { id: "pick", section: "cosmetic", kind: "single_choice", prompt: "Pick" },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      "questions.1.showIf.0.questionId": ['"Works?" may depend only on an earlier question, not later'],
      "questions.3.options": ['"Pick" needs options to choose from'],
    });
    const draft = await createSuite();
    const bad = await operator({
      method: "PUT",
      url: `/spa/test_suites/${draft.id}/draft`,
      payload: { questions: [], evaluation: { ...DEFAULT_EVALUATION_RULES, routes: [] } },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["evaluation.routes", "questions"]);
    const list = (await operator({ method: "GET", url: "/spa/test_suites" })).json() as { name: string }[];
    expect(list.map((s) => s.name)).not.toContain(name);
  });

  it("lets only those who manage tests write suites; clients and strangers do not reach them", async () => {
    const created = await createSuite();
    const writes = [
      { method: "POST" as const, url: "/spa/test_suites", payload: suiteBody(`Suite ${unique()}`) },
      { method: "PUT" as const, url: `/spa/test_suites/${created.id}`, payload: { name: "Nope" } },
      {
        method: "PUT" as const,
        url: `/spa/test_suites/${created.id}/draft`,
        payload: { questions: questions(), evaluation: DEFAULT_EVALUATION_RULES },
      },
      { method: "DELETE" as const, url: `/spa/test_suites/${created.id}/draft` },
      { method: "POST" as const, url: `/spa/test_suites/${created.id}/publish` },
    ];
    for (const call of writes) {
      const res = await technician(call);
      expect(res.statusCode, call.url).toBe(403);
    }
    expect((await technician({ method: "GET", url: `/spa/test_suites/${created.id}` })).statusCode).toBe(200);
    expect((await client({ method: "GET", url: "/spa/client/test_suites" })).statusCode).toBe(404);
    expect((await client({ method: "GET", url: "/spa/test_suites" })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/spa/test_suites", headers: XHR });
    expect(anonymous.statusCode).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { accounts, accountUsers, services, users } from "../../db/schema";

let t: TestApp;
let operator: ReturnType<typeof as>;
let client: ReturnType<typeof as>;
let mine: number;
let theirs: number;
const svc = { wipe: 0, shred: 0, retired: 0 };

// Names of their own, so these tests hold whether or not the demo seed has catalogue rows.
beforeAll(async () => {
  t = await createTestApp();
  operator = as(t.app, await signIn(t.app, "operator@example.com"));
  client = as(t.app, await signIn(t.app, "client@example.com"));
  const db = t.database.db;
  const rows = await db
    .insert(services)
    .values([
      { name: "Programs test – drive wiping", category: "secure_itad" },
      { name: "Programs test – shredding", category: "certified_destruction" },
      { name: "Programs test – retired service", category: "legacy", active: false },
    ])
    .returning({ id: services.id });
  [svc.wipe, svc.shred, svc.retired] = rows.map((r) => r.id) as [number, number, number];
  const made = await db
    .insert(accounts)
    .values([{ name: "Programs test – client A" }, { name: "Programs test – client B" }])
    .returning({ id: accounts.id });
  [mine, theirs] = made.map((r) => r.id) as [number, number];
  const [casey] = await db.select({ id: users.id }).from(users).where(eq(users.email, "client@example.com"));
  if (!casey) throw new Error("demo client missing");
  await db.insert(accountUsers).values({ accountId: mine, userId: casey.id });
});
afterAll(() => t.close());

const secureTemplate = (overrides: Record<string, unknown> = {}) => ({
  name: "Secure ITAD – test",
  description: "Wiped and shredded",
  serviceCategories: ["secure_itad", "certified_destruction"],
  serviceIds: [svc.wipe, svc.shred],
  rules: [
    { type: "hard_drive_credit", params: { amountPerDrive: 2.5 } },
    { type: "move_load_to_priced", params: { whenProcessed: true } },
  ],
  ...overrides,
});

async function createTemplate(overrides: Record<string, unknown> = {}) {
  const res = await operator({
    method: "POST",
    url: "/spa/program_templates",
    payload: secureTemplate(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

describe("GET /spa/services", () => {
  it("lists active services only", async () => {
    const res = await operator({ method: "GET", url: "/spa/services" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string; category: string; active: boolean }[];
    expect(list).toContainEqual({
      id: svc.wipe,
      name: "Programs test – drive wiping",
      category: "secure_itad",
      active: true,
    });
    expect(list.map((s) => s.id)).not.toContain(svc.retired);
  });

  it("is readable by clients through their family, to name their programs' services", async () => {
    const res = await client({ method: "GET", url: "/spa/client/services" });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: number }) => s.id)).toContain(svc.wipe);
    expect((await client({ method: "GET", url: "/spa/services" })).statusCode).toBe(403);
  });
});

describe("program templates", () => {
  it("creates, reads, lists and updates a template", async () => {
    const created = await operator({
      method: "POST",
      url: "/spa/program_templates",
      payload: secureTemplate(),
    });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({
      name: "Secure ITAD – test",
      serviceIds: [svc.wipe, svc.shred],
      rules: [
        { type: "hard_drive_credit", params: { amountPerDrive: 2.5 } },
        { type: "move_load_to_priced" },
      ],
    });
    const got = await operator({ method: "GET", url: `/spa/program_templates/${template.id}` });
    expect(got.json()).toEqual(template);
    const list = (await operator({ method: "GET", url: "/spa/program_templates" })).json();
    expect(list.map((x: { id: number }) => x.id)).toContain(template.id);
    const updated = await operator({
      method: "PUT",
      url: `/spa/program_templates/${template.id}`,
      payload: secureTemplate({ name: "Secure ITAD – test v2", serviceIds: [svc.wipe], rules: [] }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: "Secure ITAD – test v2",
      serviceIds: [svc.wipe],
      rules: [],
    });
  });

  it("refuses a duplicate name, unknown services and bad rule values on their fields", async () => {
    await createTemplate({ name: "Duplicate me" });
    const dup = await operator({
      method: "POST",
      url: "/spa/program_templates",
      payload: secureTemplate({ name: "DUPLICATE ME" }),
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(["A template with this name already exists"]);
    const unknown = await operator({
      method: "POST",
      url: "/spa/program_templates",
      payload: secureTemplate({ name: "Unknown services", serviceIds: [svc.wipe, 999_999] }),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.serviceIds).toEqual(["Unknown service: 999999"]);
    const badRule = await operator({
      method: "POST",
      url: "/spa/program_templates",
      payload: secureTemplate({
        name: "Bad rule",
        rules: [{ type: "fixed_freight_cost", params: { amount: -5 } }],
      }),
    });
    expect(badRule.statusCode).toBe(422);
    expect(badRule.json().errors["rules.0.params.amount"]).toEqual([
      "Freight cost per load must be a number of 0 or more",
    ]);
    // A pricing rule without its parameters, or with fractions of a cent, cannot be saved (issue 22).
    const missing = await operator({
      method: "POST",
      url: "/spa/program_templates",
      payload: secureTemplate({
        name: "Missing parameters",
        rules: [
          { type: "cost_plus_freight", params: {} },
          { type: "hard_drive_credit", params: { amountPerDrive: 2.555 } },
          { type: "program_rev_share_pricing", params: { clientSharePercent: 70.12345 } },
        ],
      }),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      "rules.0.params.markupPercent": ["Markup on carrier cost is required"],
      "rules.1.params.amountPerDrive": ["Credit per hard drive has at most 2 decimal places"],
      "rules.2.params.clientSharePercent": ["Client share of revenue has at most 4 decimal places"],
    });
  });

  it("answers 404 for an unknown template", async () => {
    expect((await operator({ method: "GET", url: "/spa/program_templates/999999" })).statusCode).toBe(404);
    const put = await operator({
      method: "PUT",
      url: "/spa/program_templates/999999",
      payload: secureTemplate(),
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: "Program template not found" });
  });

  it("is for operators only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/spa/program_templates" })).statusCode).toBe(401);
    const res = await client({ method: "POST", url: "/spa/program_templates", payload: secureTemplate() });
    expect(res.statusCode).toBe(403);
  });
});

describe("account programs", () => {
  it("copies rules, categories and services from the template for what the body leaves empty", async () => {
    const template = await createTemplate({ name: "Copy source" });
    const res = await operator({
      method: "POST",
      url: `/spa/accounts/${mine}/programs`,
      payload: { name: "From template", templateId: template.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      accountId: mine,
      templateId: template.id,
      name: "From template",
      active: true,
      serviceCategories: ["secure_itad", "certified_destruction"],
      serviceIds: [svc.wipe, svc.shred],
      rules: [{ type: "hard_drive_credit" }, { type: "move_load_to_priced" }],
    });
    const partly = await operator({
      method: "POST",
      url: `/spa/accounts/${mine}/programs`,
      payload: {
        name: "Own rules",
        templateId: template.id,
        rules: [{ type: "triage_service_charge", params: { amount: 4 } }],
      },
    });
    expect(partly.json()).toMatchObject({
      rules: [{ type: "triage_service_charge", params: { amount: 4 } }],
      serviceIds: [svc.wipe, svc.shred],
    });
  });

  it("creates from scratch, lists, reads and updates, replacing the services", async () => {
    const created = (
      await operator({
        method: "POST",
        url: `/spa/accounts/${mine}/programs`,
        payload: { name: "Scratch", serviceIds: [svc.shred], serviceCategories: ["certified_destruction"] },
      })
    ).json();
    expect(created).toMatchObject({
      templateId: null,
      rules: [],
      serviceIds: [svc.shred],
      description: null,
    });
    const list = (await operator({ method: "GET", url: `/spa/accounts/${mine}/programs` })).json();
    expect(list.map((p: { name: string }) => p.name)).toContain("Scratch");
    const got = await operator({ method: "GET", url: `/spa/accounts/${mine}/programs/${created.id}` });
    expect(got.json()).toEqual(created);
    const updated = await operator({
      method: "PUT",
      url: `/spa/accounts/${mine}/programs/${created.id}`,
      payload: { name: "Scratch (paused)", active: false, serviceIds: [svc.wipe, svc.retired] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: "Scratch (paused)",
      active: false,
      serviceIds: [svc.wipe, svc.retired],
    });
  });

  it("refuses a duplicate name in the account, but allows it in another account", async () => {
    await operator({
      method: "POST",
      url: `/spa/accounts/${mine}/programs`,
      payload: { name: "Monthly pickup" },
    });
    const dup = await operator({
      method: "POST",
      url: `/spa/accounts/${mine}/programs`,
      payload: { name: "monthly PICKUP" },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({
      message: "A program with this name already exists",
      errors: { name: ["A program with this name already exists"] },
    });
    const other = await operator({
      method: "POST",
      url: `/spa/accounts/${theirs}/programs`,
      payload: { name: "Monthly pickup" },
    });
    expect(other.statusCode).toBe(201);
    const second = (
      await operator({
        method: "POST",
        url: `/spa/accounts/${mine}/programs`,
        payload: { name: "Quarterly pickup" },
      })
    ).json();
    const rename = await operator({
      method: "PUT",
      url: `/spa/accounts/${mine}/programs/${second.id}`,
      payload: { name: "Monthly Pickup" },
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors.name).toEqual(["A program with this name already exists"]);
  });

  it("refuses an unknown template or service and then writes nothing", async () => {
    const before = (await operator({ method: "GET", url: `/spa/accounts/${mine}/programs` })).json().length;
    const tpl = await operator({
      method: "POST",
      url: `/spa/accounts/${mine}/programs`,
      payload: { name: "Ghost template", templateId: 999_999 },
    });
    expect(tpl.statusCode).toBe(422);
    expect(tpl.json().errors.templateId).toEqual(["Unknown program template"]);
    const service = await operator({
      method: "POST",
      url: `/spa/accounts/${mine}/programs`,
      payload: { name: "Ghost service", serviceIds: [svc.wipe, 999_998] },
    });
    expect(service.statusCode).toBe(422);
    expect(service.json().errors.serviceIds).toEqual(["Unknown service: 999998"]);
    const empty = await operator({
      method: "POST",
      url: `/spa/accounts/${mine}/programs`,
      payload: { name: " " },
    });
    expect(empty.json().errors.name).toEqual(["Name is required"]);
    expect((await operator({ method: "GET", url: `/spa/accounts/${mine}/programs` })).json()).toHaveLength(
      before,
    );
  });

  it("answers 404 for an unknown account or program, or a program of another account", async () => {
    expect((await operator({ method: "GET", url: "/spa/accounts/999999/programs" })).statusCode).toBe(404);
    const post = await operator({
      method: "POST",
      url: "/spa/accounts/999999/programs",
      payload: { name: "x" },
    });
    expect(post.json()).toEqual({ message: "Account not found" });
    expect((await operator({ method: "GET", url: `/spa/accounts/${mine}/programs/999999` })).statusCode).toBe(
      404,
    );
    const other = (
      await operator({
        method: "POST",
        url: `/spa/accounts/${theirs}/programs`,
        payload: { name: "Theirs only" },
      })
    ).json();
    const cross = await operator({ method: "GET", url: `/spa/accounts/${mine}/programs/${other.id}` });
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ message: "Program not found" });
    const put = await operator({
      method: "PUT",
      url: `/spa/accounts/${mine}/programs/${other.id}`,
      payload: { name: "Hijack" },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe("program access", () => {
  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: `/spa/accounts/${mine}/programs` });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/spa/services" })).statusCode).toBe(401);
  });

  it("lets a client read the programs of their own account only", async () => {
    const own = (
      await operator({
        method: "POST",
        url: `/spa/accounts/${mine}/programs`,
        payload: { name: "Client visible" },
      })
    ).json();
    const other = (
      await operator({
        method: "POST",
        url: `/spa/accounts/${theirs}/programs`,
        payload: { name: "Client hidden" },
      })
    ).json();
    const list = await client({ method: "GET", url: `/spa/client/accounts/${mine}/programs` });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { id: number }) => p.id)).toContain(own.id);
    const got = await client({ method: "GET", url: `/spa/client/accounts/${mine}/programs/${own.id}` });
    expect(got.json()).toMatchObject({ id: own.id, name: "Client visible" });

    const hidden = await client({ method: "GET", url: `/spa/client/accounts/${theirs}/programs` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: "Account not found" });
    const hiddenOne = await client({
      method: "GET",
      url: `/spa/client/accounts/${theirs}/programs/${other.id}`,
    });
    expect(hiddenOne.statusCode).toBe(404);
    expect(hiddenOne.body).not.toContain("Client hidden");
    const crossed = await client({ method: "GET", url: `/spa/client/accounts/${mine}/programs/${other.id}` });
    expect(crossed.statusCode).toBe(404);
  });

  it("refuses a client on operator paths with 403", async () => {
    expect((await client({ method: "GET", url: `/spa/accounts/${mine}/programs` })).statusCode).toBe(403);
    const post = await client({
      method: "POST",
      url: `/spa/accounts/${mine}/programs`,
      payload: { name: "Mine now" },
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe("This is available to operator staff only");
  });
});

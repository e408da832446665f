import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

// The settings certificates are decided by (issue 16): the account's and a program's certificate
// type, and a product class's R2 material type (data = data-bearing).
let t: TestApp;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
});
afterAll(() => t.close());

async function createAccount(name: string, extra: Record<string, unknown> = {}) {
  const res = await operator({ method: "POST", url: "/spa/accounts", payload: { name, ...extra } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; certificateType: string };
}

describe("account certificate type", () => {
  it("defaults to destruction, is stored as given and changed by an update", async () => {
    const plain = await createAccount("Certificate settings – default");
    expect(plain.certificateType).toBe("destruction");
    const recycling = await createAccount("Certificate settings – recycling", {
      certificateType: "recycling",
    });
    expect(recycling.certificateType).toBe("recycling");
    const updated = await operator({
      method: "PUT",
      url: `/spa/accounts/${recycling.id}`,
      payload: { name: "Certificate settings – recycling", certificateType: "none" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().certificateType).toBe("none");
    const read = await operator({ method: "GET", url: `/spa/accounts/${recycling.id}` });
    expect(read.json().certificateType).toBe("none");
  });

  it("refuses a certificate type outside the list with 422 on the field, changing nothing", async () => {
    const account = await createAccount("Certificate settings – refused");
    const res = await operator({
      method: "PUT",
      url: `/spa/accounts/${account.id}`,
      payload: { name: "Certificate settings – refused", certificateType: "gold" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.certificateType).toEqual([
      "Choose the certificate type: none, destruction or recycling",
    ]);
    const read = await operator({ method: "GET", url: `/spa/accounts/${account.id}` });
    expect(read.json().certificateType).toBe("destruction");
  });
});

describe("program certificate type", () => {
  it("is null (the account's) by default, set, and cleared again", async () => {
    const account = await createAccount("Certificate settings – programs");
    const url = `/spa/accounts/${account.id}/programs`;
    const created = await operator({ method: "POST", url, payload: { name: "Recycling only" } });
    expect(created.statusCode).toBe(201);
    expect(created.json().certificateType).toBeNull();
    const programUrl = `${url}/${created.json().id}`;
    const set = await operator({
      method: "PUT",
      url: programUrl,
      payload: { name: "Recycling only", certificateType: "recycling" },
    });
    expect(set.statusCode).toBe(200);
    expect((await operator({ method: "GET", url: programUrl })).json().certificateType).toBe("recycling");
    const listed = (await operator({ method: "GET", url })).json();
    expect(listed.map((p: { certificateType: string | null }) => p.certificateType)).toEqual(["recycling"]);
    const cleared = await operator({
      method: "PUT",
      url: programUrl,
      payload: { name: "Recycling only", certificateType: null },
    });
    expect(cleared.json().certificateType).toBeNull();
  });

  it("refuses an unknown certificate type with 422 and creates nothing", async () => {
    const account = await createAccount("Certificate settings – bad program");
    const url = `/spa/accounts/${account.id}/programs`;
    const res = await operator({ method: "POST", url, payload: { name: "Bad", certificateType: "silver" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.certificateType).toEqual([
      "Choose the certificate type: none, destruction or recycling",
    ]);
    expect((await operator({ method: "GET", url })).json()).toEqual([]);
  });
});

describe("class R2 material type", () => {
  it("is stored, changed and cleared; null when not given", async () => {
    const plain = await operator({
      method: "POST",
      url: "/spa/classes",
      payload: { name: "Settings test – cables" },
    });
    expect(plain.json().r2MaterialType).toBeNull();
    const created = await operator({
      method: "POST",
      url: "/spa/classes",
      payload: { name: "Settings test – drives", serialized: true, r2MaterialType: "data" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().r2MaterialType).toBe("data");
    const url = `/spa/classes/${created.json().id}`;
    const changed = await operator({
      method: "PUT",
      url,
      payload: { name: "Settings test – drives", serialized: true, r2MaterialType: "circuit_boards" },
    });
    expect(changed.json().r2MaterialType).toBe("circuit_boards");
    await operator({ method: "PUT", url, payload: { name: "Settings test – drives", r2MaterialType: null } });
    expect((await operator({ method: "GET", url })).json().r2MaterialType).toBeNull();
  });

  it("refuses a material outside the list with 422 on the field", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/classes",
      payload: { name: "Settings test – plutonium", r2MaterialType: "plutonium" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.r2MaterialType).toEqual(["Choose an R2 material type from the list"]);
    const all = (await operator({ method: "GET", url: "/spa/classes" })).json();
    expect(all.map((c: { name: string }) => c.name)).not.toContain("Settings test – plutonium");
  });

  it("marks the demo's device classes and Components (harvested drives) data-bearing, Monitors crt", async () => {
    const all = (await operator({ method: "GET", url: "/spa/classes" })).json() as {
      name: string;
      r2MaterialType: string | null;
    }[];
    const material = (name: string) => all.find((c) => c.name === name)?.r2MaterialType;
    expect(material("Laptops")).toBe("data");
    expect(material("Components")).toBe("data");
    expect(material("Monitors")).toBe("crt");
  });
});

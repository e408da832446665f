import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: ReturnType<typeof as>;
beforeAll(async () => {
  t = await createTestApp();
  operator = as(t.app, await signIn(t.app, "operator@example.com"));
});
afterAll(() => t.close());

async function roleId(type: string, name: string): Promise<number> {
  const roles = (await operator({ method: "GET", url: `/spa/roles?type=${type}` })).json() as {
    id: number;
    name: string;
  }[];
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

const newOperator = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Nina",
  lastName: "Nakamura",
  email: "nina.nakamura@example.com",
  warehouseId: null,
  entitlements: ["smr_user"],
  type: "operator",
  roleIds: [],
  password: "receiving-2026",
  ...overrides,
});

describe("GET /spa/users", () => {
  it("pages the list with a total", async () => {
    const res = await operator({ method: "GET", url: "/spa/users?pageSize=2&page=1&sort=email" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.total).toBe(9);
    expect(body.data[0].email).toBe("client@example.com");
  });

  it("filters by one entitlement or a comma-separated list", async () => {
    const vendors = (await operator({ method: "GET", url: "/spa/users?entitlement=vendor_user" })).json();
    expect(vendors.data.map((u: { email: string }) => u.email)).toEqual(["vendor@example.com"]);
    const either = (
      await operator({ method: "GET", url: "/spa/users?entitlement=vendor_user,client_viewer" })
    ).json();
    expect(either.total).toBe(2);
  });

  it("filters by warehouse_id and by text", async () => {
    const site = (await operator({ method: "GET", url: "/spa/site" })).json();
    const phx = site.warehouses.find((w: { shortName: string }) => w.shortName === "PHX").id;
    const inPhx = (await operator({ method: "GET", url: `/spa/users?warehouse_id=${phx}` })).json();
    expect(inPhx.data.map((u: { lastName: string }) => u.lastName).sort()).toEqual(["Lindqvist", "Patel"]);
    const found = (await operator({ method: "GET", url: "/spa/users?search=priya" })).json();
    expect(found.data.map((u: { name: string }) => u.name)).toEqual(["Priya Patel"]);
  });

  it("refuses an unknown sort column with 422", async () => {
    const res = await operator({ method: "GET", url: "/spa/users?sort=password_hash" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sort).toBeDefined();
  });
});

describe("POST /spa/users", () => {
  it("creates an operator with roles, who can then sign in", async () => {
    const receiving = await roleId("operator", "Receiving");
    const res = await operator({
      method: "POST",
      url: "/spa/users",
      payload: newOperator({ roleIds: [receiving] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Nina Nakamura", roleIds: [receiving], active: true });
    const cookie = await signIn(t.app, "nina.nakamura@example.com", "receiving-2026");
    expect(cookie).toMatch(/^ops_session=/);
  });

  it("answers 422 with field errors and writes nothing", async () => {
    const before = (await operator({ method: "GET", url: "/spa/users" })).json().total;
    const res = await operator({
      method: "POST",
      url: "/spa/users",
      payload: newOperator({ firstName: "", email: "not-an-email", password: "short" }),
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.firstName).toEqual(["First name is required"]);
    expect(errors.email).toEqual(["Enter a valid email address"]);
    expect(errors.password).toEqual(["Password must be at least 8 characters"]);
    expect((await operator({ method: "GET", url: "/spa/users" })).json().total).toBe(before);
  });

  it("refuses a duplicate email on the email field, whatever its case", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/users",
      payload: newOperator({ email: "OPERATOR@example.com" }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(["Email is already in use"]);
  });

  it("refuses an unknown warehouse and roles of the wrong type", async () => {
    const wh = await operator({
      method: "POST",
      url: "/spa/users",
      payload: newOperator({ email: "a@example.com", warehouseId: 9999 }),
    });
    expect(wh.statusCode).toBe(422);
    expect(wh.json().errors.warehouseId).toEqual(["Unknown warehouse"]);
    const clientRole = await roleId("client", "Client User");
    const role = await operator({
      method: "POST",
      url: "/spa/users",
      payload: newOperator({ email: "b@example.com", roleIds: [clientRole] }),
    });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors.roleIds).toEqual(["Choose operator roles only"]);
  });

  it("refuses a type that disagrees with the entitlements", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/users",
      payload: newOperator({ email: "c@example.com", type: "client" }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.entitlements).toEqual([
      'Remove "Operator staff" and "Vendor portal": clients cannot have them',
    ]);
  });
});

describe("PUT /spa/users/:id", () => {
  it("updates a user and answers 404 for an unknown id", async () => {
    const created = (
      await operator({
        method: "POST",
        url: "/spa/users",
        payload: newOperator({ email: "edit.me@example.com" }),
      })
    ).json();
    const { password: _p, ...body } = newOperator({ email: "edit.me@example.com", lastName: "Nakamura-Ito" });
    const res = await operator({
      method: "PUT",
      url: `/spa/users/${created.id}`,
      payload: { ...body, active: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe("Nina Nakamura-Ito");
    const missing = await operator({
      method: "PUT",
      url: "/spa/users/999999",
      payload: { ...body, active: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "User not found" });
  });

  it("ends the sessions of a user who is disabled", async () => {
    const created = (
      await operator({
        method: "POST",
        url: "/spa/users",
        payload: newOperator({ email: "leaver@example.com" }),
      })
    ).json();
    const theirs = as(t.app, await signIn(t.app, "leaver@example.com", "receiving-2026"));
    expect((await theirs({ method: "GET", url: "/spa/site" })).statusCode).toBe(200);
    const { password: _p, ...body } = newOperator({ email: "leaver@example.com" });
    const res = await operator({
      method: "PUT",
      url: `/spa/users/${created.id}`,
      payload: { ...body, active: false },
    });
    expect(res.json().active).toBe(false);
    expect((await theirs({ method: "GET", url: "/spa/site" })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/spa/login",
      headers: { "x-requested-with": "XMLHttpRequest" },
      payload: { email: "leaver@example.com", password: "receiving-2026" },
    });
    expect(again.statusCode).toBe(401);
  });

  it("does not let an operator disable themselves", async () => {
    const me = (await operator({ method: "GET", url: "/spa/site" })).json().user;
    const res = await operator({
      method: "PUT",
      url: `/spa/users/${me.id}`,
      payload: {
        ...newOperator({ email: me.email, firstName: me.firstName, lastName: me.lastName }),
        password: undefined,
        active: false,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.active).toEqual(["You cannot disable your own account"]);
  });
});

describe("GET /spa/roles", () => {
  it("lists roles of the operator and client types", async () => {
    const op = (await operator({ method: "GET", url: "/spa/roles?type=operator" })).json();
    expect(op.every((r: { type: string }) => r.type === "operator")).toBe(true);
    expect(op.map((r: { name: string }) => r.name)).toContain("Administrator");
    const cl = (await operator({ method: "GET", url: "/spa/roles?type=client" })).json();
    expect(cl.map((r: { name: string }) => r.name)).toEqual([
      "Client Administrator",
      "Client User",
      "Client Viewer",
    ]);
  });

  it("answers 422 for another type", async () => {
    const res = await operator({ method: "GET", url: "/spa/roles?type=vendor" });
    expect(res.statusCode).toBe(422);
  });
});

describe("GET /spa/users/:id/accounts", () => {
  it("lists the accounts of a client user with their role", async () => {
    const client = (await operator({ method: "GET", url: "/spa/users?search=client@example.com" })).json()
      .data[0];
    const res = await operator({ method: "GET", url: `/spa/users/${client.id}/accounts` });
    expect(res.json()).toEqual([
      expect.objectContaining({ accountName: "Northwind Health", roleName: "Client Administrator" }),
    ]);
    expect((await operator({ method: "GET", url: "/spa/users/999999/accounts" })).statusCode).toBe(404);
  });
});

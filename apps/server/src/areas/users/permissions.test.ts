import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
let vendor: Caller;
let technician: Caller;
let viewer: Caller;

type Matrix = {
  permissions: { id: string; roleTypes: string[] }[];
  roles: { id: number; name: string; type: string; permissions: string[]; activeUsers: number }[];
};

const matrix = async (): Promise<Matrix> =>
  (await operator({ method: "GET", url: "/spa/roles/permissions" })).json();
const roleNamed = async (name: string) =>
  (await matrix()).roles.find((r) => r.name === name) ?? expect.unreachable(name);
const setPermissions = (roleId: number, permissions: string[]) =>
  operator({ method: "PUT", url: `/spa/roles/${roleId}/permissions`, payload: { permissions } });

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, vendor } = await accountCallers(t.app));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  viewer = as(t.app, await signIn(t.app, "marco.moretti@example.com"));
});
afterAll(() => t.close());

describe("roles and permissions", () => {
  it("refuses a Technician's account update with 403 naming the permission, and changes nothing", async () => {
    const id = await accountId(operator, "Acme Telecom");
    const before = (await operator({ method: "GET", url: `/spa/accounts/${id}` })).json();
    const res = await technician({
      method: "PUT",
      url: `/spa/accounts/${id}`,
      payload: { name: "Taken over" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('"accounts.manage"');
    expect((await technician({ method: "GET", url: "/spa/accounts" })).statusCode).toBe(403);
    expect((await operator({ method: "GET", url: `/spa/accounts/${id}` })).json()).toEqual(before);
    // What the role allows still works.
    expect((await technician({ method: "GET", url: "/spa/assets" })).statusCode).toBe(200);
  });

  it("lets a client Viewer read but not file an inbound request", async () => {
    expect((await viewer({ method: "GET", url: "/spa/client/inbound-requests" })).statusCode).toBe(200);
    const res = await viewer({ method: "POST", url: "/spa/client/inbound-requests", payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('"inbound.request"');
  });

  it("answers each user's permissions with the session; vendors hold none and keep their calls", async () => {
    const site = async (caller: Caller) => (await caller({ method: "GET", url: "/spa/site" })).json().user;
    const admin = await site(operator);
    expect(admin.permissions).toContain("roles.manage");
    expect(admin.permissions).toContain("accounts.manage");
    const tech = await site(technician);
    expect(tech.permissions).toContain("assets.edit");
    expect(tech.permissions).not.toContain("accounts.view");
    expect((await site(client)).permissions).toContain("inbound.request");
    expect((await site(viewer)).permissions).not.toContain("inbound.request");
    expect((await site(vendor)).permissions).toEqual([]);
    expect((await vendor({ method: "GET", url: "/spa/vendor/self" })).statusCode).toBe(200);
  });

  it("lists every role of both lists with its permissions", async () => {
    const m = await matrix();
    expect(m.roles.map((r) => `${r.type}:${r.name}`)).toEqual(
      expect.arrayContaining([
        "operator:Administrator",
        "operator:Processing Technician",
        "client:Client Viewer",
      ]),
    );
    const admin = m.roles.find((r) => r.name === "Administrator");
    expect(admin?.permissions).toHaveLength(
      m.permissions.filter((p) => p.roleTypes.includes("operator")).length,
    );
    expect(admin?.activeUsers).toBeGreaterThan(0);
    expect((await technician({ method: "GET", url: "/spa/roles/permissions" })).statusCode).toBe(403);
  });

  it("applies a role's new permissions on the next call, and a PUT sent twice gives the same role", async () => {
    const role = await roleNamed("Processing Technician");
    const id = await accountId(operator, "Acme Telecom");
    const wider = [...role.permissions, "accounts.view"];
    const first = await setPermissions(role.id, wider);
    expect(first.statusCode).toBe(200);
    expect((await setPermissions(role.id, wider)).json()).toEqual(first.json());
    expect((await technician({ method: "GET", url: `/spa/accounts/${id}` })).statusCode).toBe(200);
    expect((await setPermissions(role.id, role.permissions)).statusCode).toBe(200);
    expect((await technician({ method: "GET", url: `/spa/accounts/${id}` })).statusCode).toBe(403);
  });

  it("refuses an unknown permission, an operator permission on a client role, and only a manager may change roles", async () => {
    const viewerRole = await roleNamed("Client Viewer");
    const unknown = await setPermissions(viewerRole.id, ["accounts.view", "moon.land"]);
    expect(unknown.statusCode).toBe(422);
    const foreign = await setPermissions(viewerRole.id, ["accounts.view", "users.manage"]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.permissions[0]).toContain("users.manage");
    expect((await roleNamed("Client Viewer")).permissions).toEqual(viewerRole.permissions);
    const byTechnician = await technician({
      method: "PUT",
      url: `/spa/roles/${viewerRole.id}/permissions`,
      payload: { permissions: [] },
    });
    expect(byTechnician.statusCode).toBe(403);
    expect((await setPermissions(999_999, [])).statusCode).toBe(404);
  });

  it("refuses to leave nobody able to change roles", async () => {
    const admin = await roleNamed("Administrator");
    const res = await setPermissions(
      admin.id,
      admin.permissions.filter((p) => p !== "roles.manage"),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("roles.manage");
    expect((await roleNamed("Administrator")).permissions).toEqual(admin.permissions);
  });

  it("keeps marking a load priced or invoiced to roles with pricing.finalize, one load or many", async () => {
    const initech = await accountId(operator, "Initech Computers");
    const site = (await operator({ method: "GET", url: "/spa/site" })).json();
    const dal = site.warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
    const dock = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const created = await operator({
      method: "POST",
      url: "/spa/activities",
      payload: { accountId: initech, warehouseId: dal, shipmentSize: "ltl", scheduledDate: dock },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json();
    for (const status of ["received", "processed"]) {
      const moved = await operator({ method: "PUT", url: `/spa/activities/${slug}`, payload: { status } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const receiver = as(t.app, await signIn(t.app, "ramon.reyes@example.com"));
    const one = await receiver({
      method: "PUT",
      url: `/spa/activities/${slug}`,
      payload: { status: "priced" },
    });
    expect(one.statusCode).toBe(403);
    expect(one.json().message).toContain('"pricing.finalize"');
    const many = await receiver({
      method: "POST",
      url: "/spa/activities/bulk/status",
      payload: { slugs: [slug], status: "priced" },
    });
    expect(many.statusCode).toBe(403);
    // Editing the load is still theirs.
    const note = await receiver({
      method: "PUT",
      url: `/spa/activities/${slug}`,
      payload: { clientRef: "PO-7" },
    });
    expect(note.statusCode, note.body).toBe(200);
    expect((await operator({ method: "GET", url: `/spa/activities/${slug}` })).json().status).toBe(
      "processed",
    );
    const finance = as(t.app, await signIn(t.app, "frank.fischer@example.com"));
    const priced = await finance({
      method: "PUT",
      url: `/spa/activities/${slug}`,
      payload: { status: "priced" },
    });
    expect(priced.statusCode, priced.body).toBe(200);
  });
});

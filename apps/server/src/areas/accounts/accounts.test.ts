import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let northwind: number;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  acme = await accountId(operator, "Acme Telecom");
});
afterAll(() => t.close());

const newAccount = (overrides: Record<string, unknown> = {}) => ({ name: "Contoso Logistics", ...overrides });

describe("accounts for operators", () => {
  it("lists client accounts by default, paged, with a name filter", async () => {
    const all = (await operator({ method: "GET", url: "/spa/accounts?pageSize=100" })).json();
    expect(all.data.every((a: { type: string }) => a.type === "active")).toBe(true);
    expect(all.total).toBe(all.data.length);
    const found = (await operator({ method: "GET", url: "/spa/accounts?find_by_name=northwind" })).json();
    expect(found.data.map((a: { name: string }) => a.name)).toEqual([
      "Northwind Health",
      "Northwind Health – Austin Clinic",
      "Northwind Health – Dallas Clinic",
    ]);
  });

  it("filters by accountIds[] in bracket format", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/accounts?accountIds[]=${northwind}&accountIds[]=${acme}`,
    });
    expect(
      res
        .json()
        .data.map((a: { id: number }) => a.id)
        .sort(),
    ).toEqual([northwind, acme].sort());
  });

  it("creates an account with a child and lists the children", async () => {
    const parent = await operator({
      method: "POST",
      url: "/spa/accounts",
      payload: newAccount({ code: "CTSO" }),
    });
    expect(parent.statusCode).toBe(201);
    expect(parent.json()).toMatchObject({
      name: "Contoso Logistics",
      type: "active",
      status: "active",
      pricingMode: "simple",
    });
    const child = await operator({
      method: "POST",
      url: "/spa/accounts",
      payload: newAccount({ name: "Contoso Logistics – West", parentId: parent.json().id }),
    });
    expect(child.json()).toMatchObject({ parentId: parent.json().id, parentName: "Contoso Logistics" });
    const children = (
      await operator({ method: "GET", url: `/spa/accounts/${parent.json().id}/children` })
    ).json();
    expect(children.map((a: { name: string }) => a.name)).toEqual(["Contoso Logistics – West"]);
    expect(
      (await operator({ method: "GET", url: `/spa/accounts/${parent.json().id}` })).json().childCount,
    ).toBe(1);
  });

  it("answers 422 on the fields for bad input and writes nothing", async () => {
    const before = (await operator({ method: "GET", url: "/spa/accounts" })).json().total;
    const blank = await operator({
      method: "POST",
      url: "/spa/accounts",
      payload: { name: " ", email: "nope", inboundForm: "hand_written" },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toMatchObject({
      name: ["Name is required"],
      email: ["Enter a valid email address"],
    });
    expect(blank.json().errors.inboundForm).toBeDefined();
    const dup = await operator({
      method: "POST",
      url: "/spa/accounts",
      payload: newAccount({ name: "NORTHWIND HEALTH" }),
    });
    expect(dup.json().errors.name).toEqual(["An account with this name already exists"]);
    const badParent = await operator({
      method: "POST",
      url: "/spa/accounts",
      payload: newAccount({ name: "Orphan", parentId: 99999 }),
    });
    expect(badParent.json().errors.parentId).toEqual(["Choose an existing client account"]);
    const badCountry = await operator({
      method: "POST",
      url: "/spa/accounts",
      payload: newAccount({ name: "Far Away Co", country: "XX" }),
    });
    expect(badCountry.json().errors.country).toEqual(["Choose a country from the list"]);
    const long = await operator({
      method: "POST",
      url: "/spa/accounts",
      payload: newAccount({ name: "Long Street Co", street: "x".repeat(201) }),
    });
    expect(long.json().errors.street).toEqual(["Street is at most 200 characters"]);
    expect((await operator({ method: "GET", url: "/spa/accounts" })).json().total).toBe(before);
  });

  it("stores a code upper-cased and a country by its code", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/accounts",
      payload: newAccount({ name: "Casing Co", code: " cas-1 ", country: "ca" }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ code: "CAS-1", country: "CA" });
  });

  it("refuses a parent that would make a cycle", async () => {
    const child = await accountId(operator, "Northwind Health – Dallas Clinic");
    const current = (await operator({ method: "GET", url: `/spa/accounts/${northwind}` })).json();
    const res = await operator({
      method: "PUT",
      url: `/spa/accounts/${northwind}`,
      payload: { ...current, parentId: child },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parentId).toEqual([
      "An account cannot sit under itself or its own sub-accounts",
    ]);
  });

  it("lets only one of two simultaneous moves that would make a loop through", async () => {
    const make = async (name: string) =>
      (await operator({ method: "POST", url: "/spa/accounts", payload: newAccount({ name }) })).json();
    const move = (account: Record<string, unknown>, parentId: number) =>
      operator({ method: "PUT", url: `/spa/accounts/${account.id}`, payload: { ...account, parentId } });
    // Several pairs at once, so the checks overlap on PostgreSQL (PGlite runs one transaction at a time).
    const pairs = [];
    for (let i = 0; i < 6; i++) pairs.push([await make(`Loop East ${i}`), await make(`Loop West ${i}`)]);
    const answers = await Promise.all(pairs.flatMap(([x, y]) => [move(x, y.id), move(y, x.id)]));
    for (let i = 0; i < pairs.length; i++) {
      const pair = answers.slice(2 * i, 2 * i + 2).map((a) => a.statusCode);
      expect(pair.sort()).toEqual([200, 422]);
    }
  });

  it("updates an account's form variants and pricing mode", async () => {
    const current = (await operator({ method: "GET", url: `/spa/accounts/${acme}` })).json();
    const res = await operator({
      method: "PUT",
      url: `/spa/accounts/${acme}`,
      payload: {
        ...current,
        pricingMode: "region",
        assetForm: "computer_maker_takeback",
        notes: "Moved to regional pricing",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pricingMode: "region",
      assetForm: "computer_maker_takeback",
      notes: "Moved to regional pricing",
    });
    const typeChange = await operator({
      method: "PUT",
      url: `/spa/accounts/${acme}`,
      payload: { ...current, type: "dsvs" },
    });
    expect(typeChange.json().errors.type).toEqual(["The type of an account cannot change"]);
  });

  it("answers 404 for an unknown account", async () => {
    const res = await operator({ method: "GET", url: "/spa/accounts/99999" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Account not found" });
  });
});

describe("downstream vendors", () => {
  it("lists vendors with their qualification and filters by it", async () => {
    const dsvs = (await operator({ method: "GET", url: "/spa/accounts/dsvs" })).json();
    const byName = Object.fromEntries(
      dsvs.data.map((a: { name: string; qualification: string }) => [a.name, a.qualification]),
    );
    expect(byName).toEqual({
      "Evergreen Metals Recovery": "expiring",
      "Pacific E-Cycle": "unqualified",
      "Summit Plastics Reclaim": "unqualified",
    });
    const expiring = (
      await operator({ method: "GET", url: "/spa/accounts/dsvs?qualification=expiring" })
    ).json();
    expect(expiring.data.map((a: { name: string }) => a.name)).toEqual(["Evergreen Metals Recovery"]);
    expect(expiring.total).toBe(1);
    const pending = (await operator({ method: "GET", url: "/spa/accounts/dsvs?status=pending" })).json();
    expect(pending.data.map((a: { name: string }) => a.name)).toEqual(["Summit Plastics Reclaim"]);
  });

  it("reports each certificate requirement", async () => {
    const pacific = await accountId(operator, "Pacific E-Cycle", "dsvs");
    const checks = (await operator({ method: "GET", url: `/spa/accounts/${pacific}/qualification` })).json();
    expect(checks.map((c: { id: string; state: string }) => [c.id, c.state])).toEqual([
      ["recycling_standard", "expired"],
      ["iso_14001", "valid"],
      ["iso_45001", "valid"],
      ["coi", "valid"],
    ]);
  });

  it("refuses a parent on a vendor", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/accounts",
      payload: { name: "Vendor With Parent", type: "dsvs", parentId: northwind },
    });
    expect(res.json().errors.parentId).toEqual(["Downstream vendors have no parent account"]);
  });

  it("is for operators only", async () => {
    expect((await client({ method: "GET", url: "/spa/accounts/dsvs" })).statusCode).toBe(403);
  });
});

describe("accounts for clients", () => {
  it("lists only the client's accounts and their children", async () => {
    const res = (await client({ method: "GET", url: "/spa/client/accounts" })).json();
    expect(res.data.map((a: { name: string }) => a.name)).toEqual([
      "Northwind Health",
      "Northwind Health – Austin Clinic",
      "Northwind Health – Dallas Clinic",
    ]);
    const children = (
      await client({ method: "GET", url: `/spa/client/accounts/${northwind}/children` })
    ).json();
    expect(children).toHaveLength(2);
  });

  it("does not show clients the operator's internal notes or price book", async () => {
    const current = (await operator({ method: "GET", url: `/spa/accounts/${northwind}` })).json();
    await operator({
      method: "PUT",
      url: `/spa/accounts/${northwind}`,
      payload: { ...current, notes: "Slow payer; ask finance before scheduling" },
    });
    const seen = (await client({ method: "GET", url: `/spa/client/accounts/${northwind}` })).json();
    expect(seen.notes).toBeNull();
    expect(seen.pricebookId).toBeNull();
    const listed = (await client({ method: "GET", url: "/spa/client/accounts" })).json();
    expect(listed.data.every((a: { notes: string | null }) => a.notes === null)).toBe(true);
    expect((await operator({ method: "GET", url: `/spa/accounts/${northwind}` })).json().notes).toBe(
      "Slow payer; ask finance before scheduling",
    );
  });

  it("answers 404 with no data for another client's account", async () => {
    const res = await otherClient({ method: "GET", url: `/spa/client/accounts/${northwind}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Account not found" });
    const filtered = (
      await otherClient({ method: "GET", url: `/spa/client/accounts?accountIds[]=${northwind}` })
    ).json();
    expect(filtered.data).toEqual([]);
  });

  it("answers 403 when a client updates an account", async () => {
    const current = (await client({ method: "GET", url: `/spa/client/accounts/${northwind}` })).json();
    const res = await client({ method: "PUT", url: `/spa/accounts/${northwind}`, payload: current });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("This is available to operator staff only");
  });

  it("answers 401 without a session and 403 to vendors", async () => {
    expect((await t.app.inject({ method: "GET", url: "/spa/client/accounts" })).statusCode).toBe(401);
    expect((await vendor({ method: "GET", url: "/spa/client/accounts" })).statusCode).toBe(403);
  });
});

describe("account users", () => {
  it("lists users by role id or name", async () => {
    const all = (await operator({ method: "GET", url: `/spa/accounts/${northwind}/users` })).json();
    expect(all).toEqual([
      expect.objectContaining({ email: "client@example.com", roleName: "Client Administrator" }),
    ]);
    const byName = (
      await operator({ method: "GET", url: `/spa/accounts/${northwind}/users?role=client%20administrator` })
    ).json();
    expect(byName).toHaveLength(1);
    const byId = (
      await operator({ method: "GET", url: `/spa/accounts/${northwind}/users?role=${all[0].roleId}` })
    ).json();
    expect(byId).toHaveLength(1);
    expect(
      (
        await operator({ method: "GET", url: `/spa/accounts/${northwind}/users?role=Client%20Viewer` })
      ).json(),
    ).toEqual([]);
  });

  it("adds vendor users to a downstream vendor without a role, and keeps clients and roles off it", async () => {
    const vendors = (await operator({ method: "GET", url: "/spa/accounts?type=dsvs&pageSize=100" })).json();
    const dsv = vendors.data.find((a: { name: string }) => a.name !== "Evergreen Metals Recovery").id;
    const created = await operator({
      method: "POST",
      url: `/spa/accounts/${dsv}/users/new`,
      payload: {
        user: {
          firstName: "Vera",
          lastName: "Vendor",
          email: "vera.vendor@example.com",
          password: "a long enough password",
          type: "vendor",
          entitlements: ["vendor_user"],
          warehouseId: null,
          roleIds: [],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual([
      expect.objectContaining({ email: "vera.vendor@example.com", roleId: null }),
    ]);
    const vera = created.json()[0].userId;
    const again = await operator({
      method: "POST",
      url: `/spa/accounts/${dsv}/users`,
      payload: { userId: vera },
    });
    expect(again.statusCode).toBe(201);
    const clientRole = (await operator({ method: "GET", url: "/spa/roles?type=client" })).json()[0].id;
    const withRole = await operator({
      method: "POST",
      url: `/spa/accounts/${dsv}/users`,
      payload: { userId: vera, roleId: clientRole },
    });
    expect(withRole.json().errors.roleId).toEqual([
      "Vendor users hold no role on an account; leave the role empty",
    ]);
    const marco = (await operator({ method: "GET", url: "/spa/users?search=marco" })).json().data[0].id;
    const clientOnVendor = await operator({
      method: "POST",
      url: `/spa/accounts/${dsv}/users`,
      payload: { userId: marco },
    });
    expect(clientOnVendor.json().errors.userId).toEqual(["Only vendor users belong to a downstream vendor"]);
    const vendorOnClient = await operator({
      method: "POST",
      url: `/spa/accounts/${acme}/users`,
      payload: { userId: vera, roleId: clientRole },
    });
    expect(vendorOnClient.json().errors.userId).toEqual(["Only client users belong to accounts"]);
  });

  it("adds an existing client user, refuses staff, and removes", async () => {
    const users = (await operator({ method: "GET", url: "/spa/users?search=marco" })).json();
    const marco = users.data[0].id;
    const clientRole = (await operator({ method: "GET", url: "/spa/roles?type=client" })).json()[0].id;
    const noRole = await operator({
      method: "POST",
      url: `/spa/accounts/${acme}/users`,
      payload: { userId: marco, roleId: null },
    });
    expect(noRole.statusCode).toBe(422);
    expect(noRole.json().errors.roleId).toEqual(["Choose the user's role on this account"]);
    const added = await operator({
      method: "POST",
      url: `/spa/accounts/${acme}/users`,
      payload: { userId: marco, roleId: clientRole },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().map((u: { email: string }) => u.email)).toContain("marco.moretti@example.com");
    const staff = (await operator({ method: "GET", url: "/spa/users?search=priya" })).json().data[0].id;
    const refused = await operator({
      method: "POST",
      url: `/spa/accounts/${acme}/users`,
      payload: { userId: staff, roleId: clientRole },
    });
    expect(refused.json().errors.userId).toEqual(["Only client users belong to accounts"]);
    expect(
      (await operator({ method: "DELETE", url: `/spa/accounts/${acme}/users/${marco}` })).statusCode,
    ).toBe(204);
    expect(
      (await operator({ method: "DELETE", url: `/spa/accounts/${acme}/users/${marco}` })).statusCode,
    ).toBe(404);
  });

  it("answers 422 on the user field for a user that does not exist", async () => {
    const clientRole = (await operator({ method: "GET", url: "/spa/roles?type=client" })).json()[0].id;
    const unknown = await operator({
      method: "POST",
      url: `/spa/accounts/${acme}/users`,
      payload: { userId: 999_999, roleId: clientRole },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.userId).toEqual(["Unknown user"]);
  });

  it("creates a client user on an account, all or nothing", async () => {
    const body = {
      user: {
        firstName: "Nadia",
        lastName: "Novak",
        email: "nadia.novak@acme.example.com",
        warehouseId: null,
        entitlements: ["client_user"],
        type: "client",
        password: "acme-portal-1",
      },
      roleId: (await operator({ method: "GET", url: "/spa/roles?type=client" })).json()[0].id,
    };
    const withoutRole = await operator({
      method: "POST",
      url: `/spa/accounts/${acme}/users/new`,
      payload: { ...body, roleId: undefined },
    });
    expect(withoutRole.json().errors.roleId).toEqual(["Choose the user's role on this account"]);
    const res = await operator({ method: "POST", url: `/spa/accounts/${acme}/users/new`, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json().map((u: { email: string }) => u.email)).toContain("nadia.novak@acme.example.com");
    const again = await operator({ method: "POST", url: `/spa/accounts/${acme}/users/new`, payload: body });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors["user.email"]).toEqual(["Email is already in use"]);
    const roleOperators = (await operator({ method: "GET", url: "/spa/roles?type=operator" })).json()[0].id;
    const badRole = await operator({
      method: "POST",
      url: `/spa/accounts/${acme}/users/new`,
      payload: {
        ...body,
        user: { ...body.user, email: "someone.else@acme.example.com" },
        roleId: roleOperators,
      },
    });
    expect(badRole.json().errors.roleId).toEqual(["Choose a client role"]);
    const none = (await operator({ method: "GET", url: "/spa/users?search=someone.else" })).json();
    expect(none.total).toBe(0);
  });
});

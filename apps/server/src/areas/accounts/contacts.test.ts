import { NOTIFICATION_KIND_IDS } from "@ops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let northwind: number;
let initech: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  initech = await accountId(operator, "Initech Computers");
});
afterAll(() => t.close());

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Bill",
  lastName: "Lumbergh",
  title: "VP Operations",
  email: "Bill.Lumbergh@initech.example.com",
  phone: "+1 512 555 0199",
  notifications: ["pickup_scheduled"],
  ...overrides,
});

describe("contacts", () => {
  it("creates, reads, updates and deletes a contact", async () => {
    const created = await operator({
      method: "POST",
      url: `/spa/accounts/${initech}/contacts`,
      payload: contact(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Bill Lumbergh",
      email: "bill.lumbergh@initech.example.com",
      notifications: ["pickup_scheduled"],
    });
    const id = created.json().id;
    const updated = await operator({
      method: "PUT",
      url: `/spa/accounts/${initech}/contacts/${id}`,
      payload: contact({ title: "COO", notifications: ["invoice_issued", "invoice_issued"] }),
    });
    expect(updated.json()).toMatchObject({ title: "COO", notifications: ["invoice_issued"] });
    expect(
      (await operator({ method: "GET", url: `/spa/accounts/${initech}/contacts/${id}` })).json().title,
    ).toBe("COO");
    expect(
      (await operator({ method: "DELETE", url: `/spa/accounts/${initech}/contacts/${id}` })).statusCode,
    ).toBe(204);
    expect(
      (await operator({ method: "GET", url: `/spa/accounts/${initech}/contacts/${id}` })).statusCode,
    ).toBe(404);
  });

  it("answers 422 on the fields", async () => {
    const res = await operator({
      method: "POST",
      url: `/spa/accounts/${initech}/contacts`,
      payload: contact({ firstName: "", email: null, notifications: ["carrier_pigeon"] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.firstName).toEqual(["First name is required"]);
    expect(res.json().errors["notifications.0"]).toBeDefined();
    const noEmail = await operator({
      method: "POST",
      url: `/spa/accounts/${initech}/contacts`,
      payload: contact({ email: "" }),
    });
    expect(noEmail.json().errors.email).toEqual(["An email is needed to receive notifications"]);
  });

  it("does not reach a contact through another account", async () => {
    const [first] = (await operator({ method: "GET", url: `/spa/accounts/${northwind}/contacts` })).json();
    expect(
      (await operator({ method: "GET", url: `/spa/accounts/${initech}/contacts/${first.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await operator({ method: "DELETE", url: `/spa/accounts/${initech}/contacts/${first.id}` })).statusCode,
    ).toBe(404);
  });

  it("lets a client read its own contacts only", async () => {
    const own = await client({ method: "GET", url: `/spa/client/accounts/${northwind}/contacts` });
    // Sorted by last name.
    expect(own.json().map((c: { name: string }) => c.name)).toEqual(["Omar Haddad", "Grace Holloway"]);
    const other = await otherClient({ method: "GET", url: `/spa/client/accounts/${northwind}/contacts` });
    expect(other.statusCode).toBe(404);
    const [first] = own.json();
    expect(
      (await otherClient({ method: "GET", url: `/spa/client/accounts/${northwind}/contacts/${first.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client({ method: "POST", url: `/spa/accounts/${northwind}/contacts`, payload: contact() }))
        .statusCode,
    ).toBe(403);
  });
});

describe("notifications", () => {
  it("lists every kind with its recipients", async () => {
    const matrix = (
      await operator({ method: "GET", url: `/spa/accounts/${northwind}/notifications` })
    ).json();
    expect(matrix.map((m: { kind: string }) => m.kind)).toEqual([...NOTIFICATION_KIND_IDS]);
    const contacts = (await operator({ method: "GET", url: `/spa/accounts/${northwind}/contacts` })).json();
    const grace = contacts.find((c: { firstName: string }) => c.firstName === "Grace").id;
    expect(matrix.find((m: { kind: string }) => m.kind === "certificate_issued").contactIds).toEqual([grace]);
  });

  it("sets recipients per kind, keeping kinds left out", async () => {
    const contacts = (await operator({ method: "GET", url: `/spa/accounts/${northwind}/contacts` })).json();
    const ids = contacts.map((c: { id: number }) => c.id);
    const res = await operator({
      method: "PUT",
      url: `/spa/accounts/${northwind}/notifications`,
      payload: {
        subscriptions: [
          { kind: "load_received", contactIds: ids },
          { kind: "certificate_issued", contactIds: [] },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const byKind = Object.fromEntries(
      res.json().map((m: { kind: string; contactIds: number[] }) => [m.kind, m.contactIds]),
    );
    expect(byKind.load_received.sort()).toEqual([...ids].sort());
    expect(byKind.certificate_issued).toEqual([]);
    expect(byKind.invoice_issued).toHaveLength(1);
  });

  it("refuses a contact of another account and changes nothing", async () => {
    const before = (
      await operator({ method: "GET", url: `/spa/accounts/${northwind}/notifications` })
    ).json();
    const foreign = (await operator({ method: "GET", url: `/spa/accounts/${initech}/contacts` })).json()[0]
      .id;
    const res = await operator({
      method: "PUT",
      url: `/spa/accounts/${northwind}/notifications`,
      payload: {
        subscriptions: [
          { kind: "pickup_scheduled", contactIds: [] },
          { kind: "load_received", contactIds: [foreign] },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["subscriptions.1.contactIds"]).toEqual(["Unknown contact for this account"]);
    expect(
      (await operator({ method: "GET", url: `/spa/accounts/${northwind}/notifications` })).json(),
    ).toEqual(before);
  });
});

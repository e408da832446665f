import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
let initech: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  initech = await accountId(operator, "Initech Computers");
});
afterAll(() => t.close());

describe("field relationships", () => {
  it("saves one rule per account and column name, lists and forgets it", async () => {
    const created = await operator({
      method: "POST",
      url: "/spa/reconcile/field-relationships",
      payload: { accountId: initech, oldField: "  Serial  # ", newField: "assetTag" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      accountId: initech,
      oldField: "serial #",
      newField: "assetTag",
    });
    const replaced = await operator({
      method: "POST",
      url: "/spa/reconcile/field-relationships",
      payload: { accountId: initech, oldField: "SERIAL_#", newField: "serialNumber" },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: created.json().id, newField: "serialNumber" });

    const extra = await operator({
      method: "POST",
      url: "/spa/reconcile/field-relationships",
      payload: { accountId: initech, oldField: "Box", newField: "palletId" },
    });
    const list = await operator({
      method: "GET",
      url: `/spa/reconcile/field-relationships?accountId=${initech}`,
    });
    expect(list.json().map((r: { oldField: string }) => r.oldField)).toEqual(["box", "serial #"]);
    const gone = await operator({
      method: "DELETE",
      url: `/spa/reconcile/field-relationships/${extra.json().id}`,
    });
    expect(gone.statusCode).toBe(204);
    const after = await operator({
      method: "GET",
      url: `/spa/reconcile/field-relationships?accountId=${initech}`,
    });
    expect(after.json()).toHaveLength(1);
  });

  it("refuses an unknown field, an unknown account and clients", async () => {
    const bad = await operator({
      method: "POST",
      url: "/spa/reconcile/field-relationships",
      payload: { accountId: initech, oldField: "", newField: "colour" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["newField", "oldField"]);
    const missing = await operator({
      method: "GET",
      url: "/spa/reconcile/field-relationships?accountId=999999",
    });
    expect(missing.statusCode).toBe(404);
    const asClient = await client({
      method: "GET",
      url: `/spa/reconcile/field-relationships?accountId=${initech}`,
    });
    expect(asClient.statusCode).toBe(403);
  });
});

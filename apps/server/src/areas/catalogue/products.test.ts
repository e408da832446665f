import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
const ids = { serialClass: 0, plainClass: 0, ram: 0, grade: 0, brand: 0, line: 0, otherLine: 0 };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await operator({ method: "POST", url, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json().id as number;
  };
  ids.serialClass = await post("/spa/classes", { name: "PT handhelds", serialized: true });
  ids.plainClass = await post("/spa/classes", { name: "PT scrap" });
  ids.ram = await post("/spa/class_attributes", {
    name: "PT RAM",
    kind: "number",
    required: true,
    classIds: [ids.serialClass],
  });
  ids.grade = await post("/spa/class_attributes", {
    name: "PT grade",
    kind: "choice",
    options: ["Good", "Bad"],
    classIds: [ids.serialClass, ids.plainClass],
  });
  ids.brand = await post("/spa/brands", { name: "PT Brand" });
  ids.line = await post("/spa/lines", { name: "PT Line", brandId: ids.brand });
  const other = await post("/spa/brands", { name: "PT Other brand" });
  ids.otherLine = await post("/spa/lines", { name: "PT Other line", brandId: other });
});
afterAll(() => t.close());

const handheld = (overrides: Record<string, unknown> = {}) => ({
  name: "PT Scanner 3000",
  type: "serialized",
  classId: ids.serialClass,
  lineId: ids.line,
  group: "PT group",
  description: "A handheld scanner",
  weight: 1.25,
  serialPattern: "^SN[0-9]{6}$",
  serialRequired: true,
  attributes: [
    { attributeId: ids.ram, value: 4 },
    { attributeId: ids.grade, value: "Good" },
  ],
  references: [{ topic: "mpn", identifier: "PT-3000" }],
  ...overrides,
});

async function create(body: Record<string, unknown>) {
  const res = await operator({ method: "POST", url: "/spa/products", payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("products", () => {
  it("creates a serialized product with class, line (brand taken from it), attributes and references", async () => {
    const p = await create(handheld());
    expect(p).toMatchObject({
      name: "PT Scanner 3000",
      type: "serialized",
      className: "PT handhelds",
      brandId: ids.brand,
      brandName: "PT Brand",
      lineName: "PT Line",
      mpn: "PT-3000",
      weight: 1.25,
      serialPattern: "^SN[0-9]{6}$",
      references: [{ topic: "mpn", identifier: "PT-3000" }],
      aliases: [],
    });
    expect(p.attributes).toEqual([
      { attributeId: ids.grade, name: "PT grade", value: "Good" },
      { attributeId: ids.ram, name: "PT RAM", value: "4" },
    ]);
    expect((await operator({ method: "GET", url: `/spa/products/${p.id}` })).json()).toEqual(p);

    const updated = await operator({
      method: "PUT",
      url: `/spa/products/${p.id}`,
      payload: handheld({
        name: "PT Scanner 3001",
        attributes: [{ attributeId: ids.ram, value: "8" }],
        references: [],
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: "PT Scanner 3001",
      mpn: null,
      references: [],
      attributes: [{ value: "8" }],
    });
  });

  it("reports every field problem at once: duplicate name, unknown ids, attributes, line of another brand", async () => {
    await create(handheld({ name: "PT Dup", references: [{ topic: "mpn", identifier: "PT-DUP" }] }));
    const res = await operator({
      method: "POST",
      url: "/spa/products",
      payload: handheld({
        name: "pt dup",
        brandId: ids.brand,
        lineId: ids.otherLine,
        attributes: [
          { attributeId: ids.grade, value: "Ugly" },
          { attributeId: 999999, value: "x" },
        ],
        references: [{ topic: "mpn", identifier: "pt-dup" }],
      }),
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.name).toEqual(["A product or alias with this name already exists"]);
    expect(errors.lineId).toEqual(["This line belongs to another brand"]);
    expect(errors["attributes.0.value"]).toEqual(["PT grade must be one of: Good, Bad"]);
    expect(errors["attributes.1.attributeId"]).toBeDefined();
    expect(errors.attributes).toEqual(["PT RAM is required"]);
    expect(errors["references.0.identifier"]).toEqual(["Already a reference of PT Dup"]);
    const unknown = await operator({
      method: "POST",
      url: "/spa/products",
      payload: { name: "PT u", type: "in_stock", classId: 999999, brandId: 999999 },
    });
    expect(unknown.json().errors).toMatchObject({ classId: ["Unknown class"], brandId: ["Unknown brand"] });
    const badType = await operator({
      method: "POST",
      url: "/spa/products",
      payload: { name: "PT t", type: "gadget" },
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors).toHaveProperty("type");
    const notSerialClass = await operator({
      method: "POST",
      url: "/spa/products",
      payload: { name: "PT s", type: "serialized", classId: ids.plainClass },
    });
    expect(notSerialClass.json().errors.classId).toEqual(["A serialized product needs a serialized class"]);
    const badPattern = await operator({
      method: "POST",
      url: "/spa/products",
      payload: handheld({ name: "PT p", serialPattern: "([" }),
    });
    expect(badPattern.json().errors.serialPattern).toBeDefined();
  });

  it("lists by type with paging, search and sort; 404 for an unknown id", async () => {
    for (const n of [1, 2, 3])
      await create({ name: `PT pallet ${n}`, type: "palletized", classId: ids.plainClass });
    const page = await operator({
      method: "GET",
      url: "/spa/products?type=palletized&search=pt%20pallet&pageSize=2&sort=name&order=desc",
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().data.map((p: { name: string }) => p.name)).toEqual(["PT pallet 3", "PT pallet 2"]);
    const serialized = (
      await operator({ method: "GET", url: "/spa/products?type=serialized&pageSize=200" })
    ).json();
    expect(serialized.data.every((p: { type: string }) => p.type === "serialized")).toBe(true);
    expect((await operator({ method: "GET", url: "/spa/products?sort=password" })).statusCode).toBe(422);
    expect((await operator({ method: "GET", url: "/spa/products/999999" })).statusCode).toBe(404);
    expect(
      (await operator({ method: "PUT", url: "/spa/products/999999", payload: handheld({ name: "PT none" }) }))
        .statusCode,
    ).toBe(404);
  });

  it("lists groups and finds references by topic and identifier", async () => {
    await create(
      handheld({
        name: "PT Ref",
        references: [
          { topic: "mpn", identifier: "PT-REF-1" },
          { topic: "upc", identifier: "0001112223" },
        ],
      }),
    );
    const groups = (await operator({ method: "GET", url: "/spa/products/groups" })).json();
    expect(groups.find((g: { name: string }) => g.name === "PT group").productCount).toBeGreaterThan(0);
    const list = (
      await operator({ method: "GET", url: "/spa/products/references/mpn?search=pt-ref" })
    ).json();
    expect(list).toEqual([
      { topic: "mpn", identifier: "PT-REF-1", productId: expect.any(Number), productName: "PT Ref" },
    ]);
    const one = await operator({ method: "GET", url: "/spa/products/references/upc/0001112223" });
    expect(one.json()).toMatchObject({ productName: "PT Ref" });
    expect(
      (await operator({ method: "GET", url: "/spa/products/references/mpn/pt-ref-1" })).json().productName,
    ).toBe("PT Ref");
    expect((await operator({ method: "GET", url: "/spa/products/references/mpn/NOPE" })).statusCode).toBe(
      404,
    );
    expect((await operator({ method: "GET", url: "/spa/products/references/Bad%20Topic" })).statusCode).toBe(
      422,
    );
  });

  it("removes an unused product and refuses one that aliases use", async () => {
    const p = await create({ name: "PT Removable", type: "in_stock" });
    expect((await operator({ method: "DELETE", url: `/spa/products/${p.id}` })).statusCode).toBe(204);
    const used = await create({ name: "PT Used", type: "in_stock" });
    await operator({
      method: "POST",
      url: "/spa/aliases",
      payload: { name: "PT Used alias", productId: used.id },
    });
    const refused = await operator({ method: "DELETE", url: `/spa/products/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/1 alias/);
  });

  it("is for operators only", async () => {
    expect((await client({ method: "GET", url: "/spa/products" })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/products/find?q=dell" })).statusCode).toBe(403);
    expect(
      (await client({ method: "POST", url: "/spa/products", payload: { name: "x", type: "in_stock" } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/spa/products" })).statusCode).toBe(401);
  });
});

describe("aliases and find", () => {
  it("creates an alias and finds the product by it, case-insensitively, by substring", async () => {
    const p = await create(handheld({ name: "PT Findable Scanner", references: [] }));
    const alias = await operator({
      method: "POST",
      url: "/spa/aliases",
      payload: { name: "PTX-ZEBRA-77", productId: p.id },
    });
    expect(alias.statusCode).toBe(201);
    expect(alias.json()).toMatchObject({
      name: "PTX-ZEBRA-77",
      productId: p.id,
      productName: "PT Findable Scanner",
    });
    const found = (await operator({ method: "GET", url: "/spa/products/find?q=zebra-7" })).json();
    expect(found).toEqual([
      {
        id: p.id,
        name: "PT Findable Scanner",
        type: "serialized",
        className: "PT handhelds",
        brandName: "PT Brand",
        matchedAlias: "PTX-ZEBRA-77",
      },
    ]);
    const byName = (await operator({ method: "GET", url: "/spa/products/find?q=findable" })).json();
    expect(byName).toMatchObject([{ id: p.id, matchedAlias: null }]);
    expect((await operator({ method: "GET", url: `/spa/products/${p.id}` })).json().aliases).toEqual([
      { id: alias.json().id, name: "PTX-ZEBRA-77" },
    ]);
    const ofType = await operator({ method: "GET", url: "/spa/products/find?q=zebra-7&type=in_stock" });
    expect(ofType.json()).toEqual([]);
    const aliasList = (
      await operator({ method: "GET", url: "/spa/products?type=alias&search=ptx-zebra" })
    ).json();
    expect(aliasList.data).toMatchObject([
      { name: "PTX-ZEBRA-77", aliasOfId: p.id, aliasOfName: "PT Findable Scanner" },
    ]);
    const seeded = (await operator({ method: "GET", url: "/spa/products/find?q=LATITUDE" })).json();
    expect(seeded[0]).toMatchObject({ name: "Dell Latitude 7420" });
    expect(seeded).toHaveLength(1);
    expect((await operator({ method: "GET", url: "/spa/products/find?q=" })).statusCode).toBe(422);
    expect((await operator({ method: "GET", url: "/spa/products/find?q=a&limit=26" })).statusCode).toBe(422);
  });

  it("lists, updates and removes aliases; refuses a taken name and an alias of an alias", async () => {
    const p = await create({ name: "PT Alias target", type: "in_stock" });
    const a = (
      await operator({
        method: "POST",
        url: "/spa/aliases",
        payload: { name: "PT first alias", productId: p.id },
      })
    ).json();
    const list = (await operator({ method: "GET", url: `/spa/aliases?product_id=${p.id}` })).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: a.id, name: "PT first alias" }] });
    const taken = await operator({
      method: "POST",
      url: "/spa/aliases",
      payload: { name: "pt alias TARGET", productId: p.id },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(["A product or alias with this name already exists"]);
    const chained = await operator({
      method: "POST",
      url: "/spa/aliases",
      payload: { name: "PT chained", productId: a.id },
    });
    expect(chained.json().errors.productId).toEqual(["Choose the product itself, not another alias"]);
    const missing = await operator({
      method: "POST",
      url: "/spa/aliases",
      payload: { name: "PT lost", productId: 999999 },
    });
    expect(missing.json().errors.productId).toEqual(["Unknown product"]);
    const renamed = await operator({
      method: "PUT",
      url: `/spa/aliases/${a.id}`,
      payload: { name: "PT renamed alias", productId: p.id },
    });
    expect(renamed.json().name).toBe("PT renamed alias");
    expect((await operator({ method: "GET", url: `/spa/aliases/${p.id}` })).statusCode).toBe(404);
    expect((await operator({ method: "DELETE", url: `/spa/aliases/${a.id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/aliases/${a.id}` })).statusCode).toBe(404);
  });
});

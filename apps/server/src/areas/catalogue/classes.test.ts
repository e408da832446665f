import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
});
afterAll(() => t.close());

async function createClass(name: string, extra: Record<string, unknown> = {}) {
  const res = await operator({ method: "POST", url: "/spa/classes", payload: { name, ...extra } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

describe("classes", () => {
  it("creates, reads, lists and updates a class with its tier", async () => {
    const created = await operator({
      method: "POST",
      url: "/spa/classes",
      payload: { name: "Test gaming consoles", tier: "secondary", serialized: true, description: "Consoles" },
    });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({
      name: "Test gaming consoles",
      tier: "secondary",
      serialized: true,
      productCount: 0,
    });
    expect((await operator({ method: "GET", url: `/spa/classes/${c.id}` })).json()).toEqual(c);
    const serialized = (await operator({ method: "GET", url: "/spa/classes/serialized" })).json();
    expect(serialized.map((x: { id: number }) => x.id)).toContain(c.id);
    const tertiary = (await operator({ method: "GET", url: "/spa/products/classes?tier=tertiary" })).json();
    expect(tertiary.map((x: { id: number }) => x.id)).not.toContain(c.id);
    const updated = await operator({
      method: "PUT",
      url: `/spa/classes/${c.id}`,
      payload: { name: "Test game consoles", tier: "tertiary", serialized: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: "Test game consoles", tier: "tertiary", serialized: false });
  });

  it("refuses a duplicate name in any case, an unknown tier, and an unknown id", async () => {
    const dup = await operator({ method: "POST", url: "/spa/classes", payload: { name: "LAPTOPS" } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name[0]).toBe("A class with this name already exists");
    const tier = await operator({
      method: "POST",
      url: "/spa/classes",
      payload: { name: "X", tier: "quaternary" },
    });
    expect(tier.statusCode).toBe(422);
    expect(tier.json().errors).toHaveProperty("tier");
    expect((await operator({ method: "GET", url: "/spa/classes/999999" })).statusCode).toBe(404);
    const put = await operator({ method: "PUT", url: "/spa/classes/999999", payload: { name: "Nope" } });
    expect(put.statusCode).toBe(404);
  });

  it("refuses removing a class that products or attributes use, and removes an unused one", async () => {
    const laptops = (await operator({ method: "GET", url: "/spa/classes" }))
      .json()
      .find((c: { name: string }) => c.name === "Laptops");
    const refused = await operator({ method: "DELETE", url: `/spa/classes/${laptops.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This class is used by \d+ products and \d+ attributes/);
    const lonely = await createClass("Test lonely class");
    await operator({
      method: "POST",
      url: "/spa/class_attributes",
      payload: { name: "Test lonely attr", classIds: [lonely.id] },
    });
    const withAttribute = await operator({ method: "DELETE", url: `/spa/classes/${lonely.id}` });
    expect(withAttribute.statusCode).toBe(409);
    expect(withAttribute.json().message).toMatch(/1 attribute/);
    const unused = await createClass("Test unused class");
    expect((await operator({ method: "DELETE", url: `/spa/classes/${unused.id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/classes/${unused.id}` })).statusCode).toBe(404);
  });

  it("keeps a class serialized while serialized products are in it", async () => {
    const laptops = (await operator({ method: "GET", url: "/spa/classes" }))
      .json()
      .find((c: { name: string }) => c.name === "Laptops");
    const res = await operator({
      method: "PUT",
      url: `/spa/classes/${laptops.id}`,
      payload: {
        name: laptops.name,
        tier: laptops.tier,
        serialized: false,
        description: laptops.description,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.serialized[0]).toMatch(
      /serialized products? (is|are) in this class; move them first$/,
    );
    const after = (await operator({ method: "GET", url: `/spa/classes/${laptops.id}` })).json();
    expect(after.serialized).toBe(true);
  });

  it("is for operators; clients read classes through their family only", async () => {
    expect((await client({ method: "GET", url: "/spa/classes" })).statusCode).toBe(403);
    expect(
      (await client({ method: "POST", url: "/spa/classes", payload: { name: "Client class" } })).statusCode,
    ).toBe(403);
    const mine = await client({ method: "GET", url: "/spa/client/classes" });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((c: { name: string }) => c.name)).toContain("Laptops");
    expect((await t.app.inject({ method: "GET", url: "/spa/classes" })).statusCode).toBe(401);
    // A write without the CSRF header is refused even with a session.
    const noHeader = await client({
      method: "POST",
      url: "/spa/classes",
      payload: { name: "x" },
      headers: { "x-requested-with": "" },
    });
    expect(noHeader.statusCode).toBe(403);
  });
});

describe("class attributes", () => {
  it("creates an attribute shared by classes, lists it per class and updates it", async () => {
    const a = await createClass("Test attr class A");
    const b = await createClass("Test attr class B");
    const created = await operator({
      method: "POST",
      url: "/spa/class_attributes",
      payload: {
        name: "Test colour",
        kind: "choice",
        options: ["Red", "Blue"],
        required: true,
        classIds: [a.id, b.id],
      },
    });
    expect(created.statusCode).toBe(201);
    const attr = created.json();
    expect(attr).toMatchObject({
      kind: "choice",
      options: ["Red", "Blue"],
      required: true,
      classIds: [a.id, b.id].sort((x, y) => x - y),
    });
    const ofA = (await operator({ method: "GET", url: `/spa/classes/${a.id}/attributes` })).json();
    expect(ofA.map((x: { id: number }) => x.id)).toEqual([attr.id]);
    const viaQuery = (
      await operator({ method: "GET", url: `/spa/class_attributes?class_id=${b.id}` })
    ).json();
    expect(viaQuery.map((x: { id: number }) => x.id)).toEqual([attr.id]);
    const updated = await operator({
      method: "PUT",
      url: `/spa/class_attributes/${attr.id}`,
      payload: { name: "Test colour", kind: "text", required: false, classIds: [a.id] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ kind: "text", options: [], classIds: [a.id] });
    expect(
      (await operator({ method: "GET", url: `/spa/class_attributes/${attr.id}` })).json().classIds,
    ).toEqual([a.id]);
  });

  it("refuses a choice without options, unknown classes, a duplicate name and an unknown id", async () => {
    const noOptions = await operator({
      method: "POST",
      url: "/spa/class_attributes",
      payload: { name: "T1", kind: "choice", classIds: [1] },
    });
    expect(noOptions.statusCode).toBe(422);
    expect(noOptions.json().errors.options[0]).toBe("A choice needs at least one option");
    const unknown = await operator({
      method: "POST",
      url: "/spa/class_attributes",
      payload: { name: "T2", classIds: [999999] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.classIds[0]).toBe("Unknown class: 999999");
    const laptops = (await operator({ method: "GET", url: "/spa/classes" })).json()[0];
    const dup = await operator({
      method: "POST",
      url: "/spa/class_attributes",
      payload: { name: "processor", classIds: [laptops.id] },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toHaveProperty("name");
    const kind = await operator({
      method: "POST",
      url: "/spa/class_attributes",
      payload: { name: "T3", kind: "date", classIds: [laptops.id] },
    });
    expect(kind.statusCode).toBe(422);
    expect((await operator({ method: "GET", url: "/spa/class_attributes/999999" })).statusCode).toBe(404);
  });

  it("answers attribute sets: each attribute of a class with the values its products use", async () => {
    const classes = (await operator({ method: "GET", url: "/spa/classes" })).json();
    const laptops = classes.find((c: { name: string }) => c.name === "Laptops");
    const res = await operator({ method: "GET", url: `/spa/products/attribute_sets?class_id=${laptops.id}` });
    expect(res.statusCode).toBe(200);
    const processor = res.json().find((s: { name: string }) => s.name === "Processor");
    expect(processor.values).toEqual(expect.arrayContaining(["Intel Core i7", "Apple M1"]));
    expect(processor.values).not.toContain("Intel Xeon");
    expect((await operator({ method: "GET", url: "/spa/products/attribute_sets" })).statusCode).toBe(422);
    expect(
      (await operator({ method: "GET", url: "/spa/products/attribute_sets?class_id=999999" })).statusCode,
    ).toBe(404);
  });

  it("refuses removing an attribute products hold values for", async () => {
    const attrs = (await operator({ method: "GET", url: "/spa/class_attributes" })).json();
    const processor = attrs.find((a: { name: string }) => a.name === "Processor");
    const res = await operator({ method: "DELETE", url: `/spa/class_attributes/${processor.id}` });
    expect(res.statusCode).toBe(409);
  });
});

describe("ecommerce cutlines", () => {
  it("replaces a class's floors per grade and lists them", async () => {
    const c = await createClass("Test cutline class");
    const res = await operator({
      method: "PUT",
      url: `/spa/ecommerce_cutlines/${c.id}`,
      payload: {
        cutlines: [
          { grade: "A", minPrice: 100 },
          { grade: "C", minPrice: 40.5 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { grade: string; minPrice: number }) => [l.grade, l.minPrice])).toEqual([
      ["A", 100],
      ["C", 40.5],
    ]);
    const again = await operator({
      method: "PUT",
      url: `/spa/ecommerce_cutlines/${c.id}`,
      payload: { cutlines: [{ grade: "B", minPrice: 10 }] },
    });
    expect(again.json()).toHaveLength(1);
    const list = (await operator({ method: "GET", url: `/spa/ecommerce_cutlines?class_id=${c.id}` })).json();
    expect(list).toMatchObject([
      { classId: c.id, className: "Test cutline class", grade: "B", minPrice: 10 },
    ]);
    expect((await operator({ method: "GET", url: "/spa/ecommerce_cutlines" })).json().length).toBeGreaterThan(
      1,
    );
  });

  it("refuses a better grade below a worse one, an unknown grade, and an unknown class", async () => {
    const c = await createClass("Test cutline class 2");
    const inverted = await operator({
      method: "PUT",
      url: `/spa/ecommerce_cutlines/${c.id}`,
      payload: {
        cutlines: [
          { grade: "A", minPrice: 10 },
          { grade: "B", minPrice: 20 },
        ],
      },
    });
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().errors["cutlines.0.minPrice"][0]).toBe(
      "Grade A cannot have a lower floor than grade B",
    );
    const grade = await operator({
      method: "PUT",
      url: `/spa/ecommerce_cutlines/${c.id}`,
      payload: { cutlines: [{ grade: "G", minPrice: 1 }] },
    });
    expect(grade.statusCode).toBe(422);
    const unknown = await operator({
      method: "PUT",
      url: "/spa/ecommerce_cutlines/999999",
      payload: { cutlines: [] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

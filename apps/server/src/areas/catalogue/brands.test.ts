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

describe("brands and lines", () => {
  it("creates, reads, lists, updates and removes a brand and its lines", async () => {
    const created = await operator({ method: "POST", url: "/spa/brands", payload: { name: "BT Fairphone" } });
    expect(created.statusCode).toBe(201);
    const brand = created.json();
    expect(brand).toEqual({
      id: brand.id,
      name: "BT Fairphone",
      active: true,
      productCount: 0,
      lineCount: 0,
    });
    const line = await operator({
      method: "POST",
      url: "/spa/lines",
      payload: { name: "Fairphone 5", brandId: brand.id },
    });
    expect(line.statusCode).toBe(201);
    expect(line.json()).toMatchObject({ brandId: brand.id, brandName: "BT Fairphone", productCount: 0 });
    expect((await operator({ method: "GET", url: `/spa/brands/${brand.id}` })).json().lineCount).toBe(1);
    const lines = (await operator({ method: "GET", url: `/spa/products/lines?brand_id=${brand.id}` })).json();
    expect(lines.map((l: { name: string }) => l.name)).toEqual(["Fairphone 5"]);
    const brands = (await operator({ method: "GET", url: "/spa/products/brands" })).json();
    expect(brands.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(["Dell", "BT Fairphone"]),
    );
    const renamed = await operator({
      method: "PUT",
      url: `/spa/lines/${line.json().id}`,
      payload: { name: "Fairphone 5G", brandId: brand.id, active: false },
    });
    expect(renamed.json()).toMatchObject({ name: "Fairphone 5G", active: false });
    const refused = await operator({ method: "DELETE", url: `/spa/brands/${brand.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This brand is used by 1 line; make it inactive instead");
    expect((await operator({ method: "DELETE", url: `/spa/lines/${line.json().id}` })).statusCode).toBe(204);
    const update = await operator({
      method: "PUT",
      url: `/spa/brands/${brand.id}`,
      payload: { name: "BT Fairphone B.V.", active: false },
    });
    expect(update.json()).toMatchObject({ name: "BT Fairphone B.V.", active: false });
    expect((await operator({ method: "DELETE", url: `/spa/brands/${brand.id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/brands/${brand.id}` })).statusCode).toBe(404);
  });

  it("refuses duplicate names in any case, an unknown brand, and removing a used line", async () => {
    const dup = await operator({ method: "POST", url: "/spa/brands", payload: { name: "dELL" } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(["A brand with this name already exists"]);
    const brands = (await operator({ method: "GET", url: "/spa/brands" })).json();
    const dell = brands.find((b: { name: string }) => b.name === "Dell");
    const dupLine = await operator({
      method: "POST",
      url: "/spa/lines",
      payload: { name: "latitude", brandId: dell.id },
    });
    expect(dupLine.json().errors.name).toEqual(["This brand already has a line with this name"]);
    const unknown = await operator({
      method: "POST",
      url: "/spa/lines",
      payload: { name: "X", brandId: 999999 },
    });
    expect(unknown.json().errors.brandId).toEqual(["Unknown brand"]);
    const latitude = (await operator({ method: "GET", url: `/spa/lines?brand_id=${dell.id}` }))
      .json()
      .find((l: { name: string }) => l.name === "Latitude");
    expect((await operator({ method: "DELETE", url: `/spa/lines/${latitude.id}` })).statusCode).toBe(409);
    expect(
      (await operator({ method: "PUT", url: "/spa/lines/999999", payload: { name: "x", brandId: dell.id } }))
        .statusCode,
    ).toBe(404);
    expect((await operator({ method: "POST", url: "/spa/brands", payload: { name: "" } })).statusCode).toBe(
      422,
    );
  });

  it("is for operators only", async () => {
    expect((await client({ method: "GET", url: "/spa/brands" })).statusCode).toBe(403);
    expect((await client({ method: "POST", url: "/spa/brands", payload: { name: "C" } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "GET", url: "/spa/lines" })).statusCode).toBe(401);
  });
});

describe("services and service categories", () => {
  it("lists categories with lifecycle management inactive and legacy labelled Custom", async () => {
    const res = await operator({ method: "GET", url: "/spa/service_categories" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: "lifecycle_management",
      label: "Lifecycle management",
      inactive: true,
    });
    expect(res.json()).toContainEqual({ id: "legacy", label: "Custom", inactive: false });
  });

  it("creates, reads, updates, lists by activity and removes a service", async () => {
    const created = await operator({
      method: "POST",
      url: "/spa/services",
      payload: { name: "ST Battery sorting", category: "responsible_recycling" },
    });
    expect(created.statusCode).toBe(201);
    const s = created.json();
    expect(s).toEqual({
      id: s.id,
      name: "ST Battery sorting",
      category: "responsible_recycling",
      active: true,
    });
    const retired = await operator({
      method: "PUT",
      url: `/spa/services/${s.id}`,
      payload: { name: "ST Battery sorting", category: "legacy", active: false },
    });
    expect(retired.json()).toMatchObject({ category: "legacy", active: false });
    const active = (await operator({ method: "GET", url: "/spa/services" })).json();
    expect(active.map((x: { id: number }) => x.id)).not.toContain(s.id);
    const all = (await operator({ method: "GET", url: "/spa/services?active=all&category=legacy" })).json();
    expect(all.map((x: { id: number }) => x.id)).toContain(s.id);
    expect((await operator({ method: "GET", url: `/spa/services/${s.id}` })).json().active).toBe(false);
    expect((await operator({ method: "DELETE", url: `/spa/services/${s.id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/services/${s.id}` })).statusCode).toBe(404);
  });

  it("refuses an inactive or unknown category, a duplicate name, and removing a service programs use", async () => {
    const inactive = await operator({
      method: "POST",
      url: "/spa/services",
      payload: { name: "ST LCM", category: "lifecycle_management" },
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors.category).toEqual(["This category is no longer in use"]);
    const unknown = await operator({
      method: "POST",
      url: "/spa/services",
      payload: { name: "ST x", category: "gardening" },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty("category");
    const dup = await operator({
      method: "POST",
      url: "/spa/services",
      payload: { name: "certificate OF destruction", category: "legacy" },
    });
    expect(dup.json().errors.name).toEqual(["A service with this name already exists"]);
    const used = (await operator({ method: "GET", url: "/spa/services" }))
      .json()
      .find((x: { name: string }) => x.name === "Asset tagging");
    const refused = await operator({ method: "DELETE", url: `/spa/services/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/program/);
  });

  it("is for operators; clients keep their read-only active list", async () => {
    expect(
      (await client({ method: "POST", url: "/spa/services", payload: { name: "x", category: "legacy" } }))
        .statusCode,
    ).toBe(403);
    expect((await client({ method: "GET", url: "/spa/service_categories" })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: "/spa/client/services" })).statusCode).toBe(200);
  });
});

describe("product services", () => {
  it("sets a service for a product with a default price, updates and removes it", async () => {
    const product = (await operator({ method: "GET", url: "/spa/products/find?q=latitude 7420" })).json()[0];
    const wipe = (await operator({ method: "GET", url: "/spa/services" }))
      .json()
      .find((x: { name: string }) => x.name.startsWith("Hard drive wiping"));
    const created = await operator({
      method: "POST",
      url: "/spa/product_services",
      payload: { productId: product.id, serviceId: wipe.id, defaultPrice: 12.5 },
    });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({
      productName: "Dell Latitude 7420",
      serviceName: wipe.name,
      serviceCategory: "secure_itad",
      defaultPrice: 12.5,
    });
    const dup = await operator({
      method: "POST",
      url: "/spa/product_services",
      payload: { productId: product.id, serviceId: wipe.id },
    });
    expect(dup.json().errors.serviceId).toEqual(["This service is already set for this product"]);
    const list = (
      await operator({ method: "GET", url: `/spa/product_services?product_id=${product.id}` })
    ).json();
    expect(list.map((l: { id: number }) => l.id)).toEqual([link.id]);
    const updated = await operator({
      method: "PUT",
      url: `/spa/product_services/${link.id}`,
      payload: { productId: product.id, serviceId: wipe.id, defaultPrice: null },
    });
    expect(updated.json().defaultPrice).toBeNull();
    const refused = await operator({ method: "DELETE", url: `/spa/products/${product.id}` });
    expect(refused.statusCode).toBe(409);
    expect((await operator({ method: "DELETE", url: `/spa/product_services/${link.id}` })).statusCode).toBe(
      204,
    );
    expect((await operator({ method: "GET", url: `/spa/product_services/${link.id}` })).statusCode).toBe(404);
  });

  it("refuses unknown products and services and bad prices", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/product_services",
      payload: { productId: 999999, serviceId: 1 },
    });
    expect(res.json().errors.productId).toEqual(["Unknown product"]);
    const price = await operator({
      method: "POST",
      url: "/spa/product_services",
      payload: { productId: 1, serviceId: 1, defaultPrice: -1 },
    });
    expect(price.statusCode).toBe(422);
    expect(price.json().errors).toHaveProperty("defaultPrice");
    expect((await client({ method: "GET", url: "/spa/product_services" })).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { DEMO_LISTING_BARCODES, DEMO_LISTING_TITLE } from "./demo-listings";

let t: TestApp;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  // The demo (seedDemo → seedDemoListings) is in every test database already.
  ({ operator } = await accountCallers(t.app));
});
afterAll(() => t.close());

describe("demo listings", () => {
  it("has graded laptops listed on the auction marketplace, one sold", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/listings?q=${encodeURIComponent("Latitude 7420, grade B")}`,
    });
    expect(res.statusCode).toBe(200);
    const [listing] = res.json().data;
    expect(listing).toMatchObject({
      title: DEMO_LISTING_TITLE,
      platform: "auction_marketplace",
      status: "listed",
      grade: "B",
      price: 180,
      floor: 100,
      quantity: 3,
      sold: 1,
    });
    const sold = await operator({ method: "GET", url: `/spa/listings/assets/${DEMO_LISTING_BARCODES[0]}` });
    expect(sold.json()).toMatchObject({
      inStock: false,
      current: { status: "sold", salePrice: 175, buyer: "techdeals_tx" },
    });
    const listed = await operator({ method: "GET", url: `/spa/listings/assets/${DEMO_LISTING_BARCODES[1]}` });
    expect(listed.json()).toMatchObject({ inStock: true, current: { status: "listed" } });
  });
});

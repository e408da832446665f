import { type Account, AccountBody } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { accountValuesOf, emptyAccountValues, toAccountBody } from "./account-form-values";

const vendor: Account = {
  id: 7,
  name: "Evergreen",
  code: null,
  type: "dsvs",
  status: "active",
  parentId: null,
  parentName: null,
  childCount: 0,
  pricingMode: "simple_unit",
  inboundForm: "standard",
  assetForm: "standard",
  certificateType: "none",
  subscriptionLevel: "essentials",
  pricebookId: 3,
  email: null,
  phone: null,
  street: null,
  city: "Houston",
  region: null,
  postalCode: null,
  country: "US",
  notes: null,
  qualification: "qualified",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
};

describe("account form values", () => {
  it("builds a client account body the domain schema accepts", () => {
    const body = toAccountBody({ ...emptyAccountValues("12"), name: " Acme ", country: "us" }, "active");
    expect(
      AccountBody.parse(toAccountBody({ ...emptyAccountValues(null), name: "B", code: " acme-1 " }, "active"))
        .code,
    ).toBe("ACME-1");
    const parsed = AccountBody.parse(body);
    expect(parsed).toMatchObject({
      name: "Acme",
      type: "active",
      parentId: 12,
      country: "US",
      code: null,
      certificateType: "destruction",
    });
    const recycling = toAccountBody(
      { ...emptyAccountValues(), name: "R", certificateType: "recycling" },
      "active",
    );
    expect(AccountBody.parse(recycling).certificateType).toBe("recycling");
  });

  it("keeps what a vendor's form does not show, and gives a vendor no parent", () => {
    const values = { ...accountValuesOf(vendor), parentId: "5", name: "Evergreen Metals" };
    const body = toAccountBody(values, "dsvs", vendor);
    expect(body).toMatchObject({
      type: "dsvs",
      parentId: null,
      pricingMode: "simple_unit",
      pricebookId: 3,
      certificateType: "none",
    });
    expect(body.name).toBe("Evergreen Metals");
  });

  it("reports schema messages on the form's fields", () => {
    const result = AccountBody.safeParse(toAccountBody({ ...emptyAccountValues(), email: "nope" }, "active"));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["name", "email"]));
  });
});

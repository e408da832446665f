import { describe, expect, it } from "vitest";
import { ClassAttributeBody, EcommerceCutlinesBody } from "./classes.schemas";
import { ProductBody } from "./products.schemas";

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("EcommerceCutlinesBody", () => {
  it("accepts floors that never rise as the grade worsens, in any order", () => {
    const body = {
      cutlines: [
        { grade: "C", minPrice: 20 },
        { grade: "A", minPrice: 50 },
        { grade: "F", minPrice: 0 },
      ],
    };
    expect(EcommerceCutlinesBody.safeParse(body).success).toBe(true);
  });

  it("refuses a better grade below a worse one, a grade twice, and more than two decimals", () => {
    const inverted = EcommerceCutlinesBody.safeParse({
      cutlines: [
        { grade: "B", minPrice: 5 },
        { grade: "D", minPrice: 9 },
      ],
    });
    expect(issues(inverted)).toEqual({
      "cutlines.0.minPrice": "Grade B cannot have a lower floor than grade D",
    });
    const twice = EcommerceCutlinesBody.safeParse({
      cutlines: [
        { grade: "A", minPrice: 5 },
        { grade: "A", minPrice: 5 },
      ],
    });
    expect(issues(twice)["cutlines.1.grade"]).toBe("Grade given twice");
    const cents = EcommerceCutlinesBody.safeParse({ cutlines: [{ grade: "A", minPrice: 1.234 }] });
    expect(issues(cents)["cutlines.0.minPrice"]).toBe("Minimum price has at most 2 decimals");
  });
});

describe("ClassAttributeBody", () => {
  it("needs options for a choice only, without duplicates", () => {
    expect(issues(ClassAttributeBody.safeParse({ name: "x", kind: "choice", classIds: [1] })).options).toBe(
      "A choice needs at least one option",
    );
    expect(
      issues(ClassAttributeBody.safeParse({ name: "x", kind: "text", options: ["a"], classIds: [1] }))
        .options,
    ).toBe("Only a choice has options");
    expect(
      issues(ClassAttributeBody.safeParse({ name: "x", kind: "choice", options: ["A", "a"], classIds: [1] }))[
        "options.1"
      ],
    ).toBe("Duplicate option");
    expect(issues(ClassAttributeBody.safeParse({ name: "x", classIds: [] })).classIds).toBe(
      "Choose at least one class",
    );
  });
});

describe("ProductBody", () => {
  it("ties aliasOfId to the alias type and serials to serialized products", () => {
    expect(issues(ProductBody.safeParse({ name: "a", type: "alias" })).aliasOfId).toBe(
      "Choose the product this alias stands for",
    );
    expect(issues(ProductBody.safeParse({ name: "a", type: "in_stock", aliasOfId: 3 })).aliasOfId).toBe(
      "Only an alias points at another product",
    );
    expect(
      issues(ProductBody.safeParse({ name: "a", type: "in_stock", serialRequired: true })).serialPattern,
    ).toBe("Only serialized products have serials");
    expect(
      issues(ProductBody.safeParse({ name: "a", type: "serialized", serialPattern: "([" })).serialPattern,
    ).toBe("Serial pattern is not a valid regular expression");
  });

  it("normalises empty text to null and reference topics to lower case", () => {
    const parsed = ProductBody.parse({
      name: " Laptop ",
      type: "serialized",
      group: "",
      references: [{ topic: "MPN", identifier: " X1 " }],
    });
    expect(parsed).toMatchObject({
      name: "Laptop",
      group: null,
      references: [{ topic: "mpn", identifier: "X1" }],
    });
    expect(
      issues(
        ProductBody.safeParse({
          name: "a",
          type: "in_stock",
          references: [{ topic: "bad topic", identifier: "1" }],
        }),
      )["references.0.topic"],
    ).toBe("A topic is a short key of letters, digits and underscores");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./messages";

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("plain messages for checks without their own", () => {
  it("says how long text may be and how long it is, instead of cutting it", () => {
    expect(messageOf(z.string().max(5), "abcdefgh")).toBe("At most 5 characters (this has 8); shorten it");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 20 }), (max, extra) => {
        const text = "x".repeat(max + extra);
        expect(messageOf(z.string().max(max), text)).toBe(
          `At most ${max} ${max === 1 ? "character" : "characters"} (this has ${max + extra}); shorten it`,
        );
      }),
    );
  });

  it("asks for what is missing in words a person uses", () => {
    expect(messageOf(z.string().min(1), "")).toBe("This field is required");
    expect(messageOf(z.object({ a: z.string() }), {})).toBe("This field is required");
    expect(messageOf(z.number(), "12")).toBe("Enter a number");
    expect(messageOf(z.number().int(), 1.5)).toBe("Enter a whole number");
    expect(messageOf(z.number().positive(), 0)).toBe("Enter a number above 0");
    expect(messageOf(z.enum(["a", "b"]), "c")).toBe("Choose one of the listed options");
    expect(messageOf(z.email(), "nope")).toBe("Enter an email address such as name@example.com");
    expect(messageOf(z.array(z.string()).max(2), ["a", "b", "c"])).toBe("At most 2 entries; remove some");
  });

  it("never speaks the validator's language", () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.string().max(2), "abc"],
      [z.string().min(3), "a"],
      [z.number().max(3), 9],
      [z.string().regex(/^a$/), "b"],
      [z.literal("k"), "m"],
      [z.boolean(), "yes"],
    ];
    for (const [schema, value] of schemas) {
      const message = messageOf(schema, value) ?? "";
      expect(message).not.toMatch(/expected|received|Invalid|empty string|>=|<=/);
    }
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().min(1, "Name is required"), "")).toBe("Name is required");
  });
});

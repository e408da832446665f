import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRIES, COUNTRY_MESSAGE, CountryCode } from "./countries";

describe("countries", () => {
  it("are the 249 ISO codes, each once", () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(249);
  });

  it("take a listed code in any case and refuse anything else, saying to choose", () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), (country) => {
        expect(CountryCode.parse(` ${country.id.toLowerCase()} `)).toBe(country.id);
      }),
    );
    for (const bad of ["XX", "USA", "U", "UK", ""])
      expect(CountryCode.safeParse(bad).error?.issues[0]?.message).toBe(COUNTRY_MESSAGE);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LISTING_STATUSES } from "../enums/listings";
import {
  addAssetsRefusal,
  assetFloorRefusal,
  deleteRefusal,
  LISTING_MOVES,
  type ListingStatusId,
  listingAssetActionRefusal,
  listingFloor,
  listingMoveRefusal,
  priceFloorRefusal,
  soldNote,
  statusAfterAssets,
} from "./listing.rules";

const statuses = LISTING_STATUSES.map((s) => s.id) as ListingStatusId[];
const status = fc.constantFrom(...statuses);
const price = fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100);
const counts = fc.record({ listed: fc.nat(50), sold: fc.nat(50) });

describe("listing status moves", () => {
  it("ended is final: no move leaves it", () => {
    fc.assert(
      fc.property(status, price, (to, p) => {
        if (to === "ended") return;
        expect(listingMoveRefusal("ended", to, { platform: "ebay", price: p, floor: null })).not.toBeNull();
      }),
    );
  });

  it("a person never moves to sold out, nor back from sold out to listed", () => {
    fc.assert(
      fc.property(status, (from) => {
        if (from === "sold_out") return;
        expect(
          listingMoveRefusal(from, "sold_out", { platform: "ebay", price: 1, floor: null }),
        ).not.toBeNull();
      }),
    );
    expect(
      listingMoveRefusal("sold_out", "listed", { platform: "ebay", price: 1, floor: null }),
    ).not.toBeNull();
  });

  it("every status but ended may end", () => {
    fc.assert(
      fc.property(status, (from) => {
        const refusal = listingMoveRefusal(from, "ended", { platform: null, price: null, floor: null });
        expect(refusal === null).toBe(true);
        if (from !== "ended") expect(LISTING_MOVES[from]).toContain("ended");
      }),
    );
  });

  it("draft → listed needs a platform and a price not below the floor", () => {
    fc.assert(
      fc.property(
        fc.option(fc.constant("ebay"), { nil: null }),
        fc.option(price, { nil: null }),
        price,
        (platform, p, floor) => {
          const refusal = listingMoveRefusal("draft", "listed", {
            platform,
            price: p,
            floor: { minPrice: floor, source: "the cutline" },
          });
          expect(refusal === null).toBe(platform !== null && p !== null && p >= floor);
        },
      ),
    );
  });
});

describe("the sold-out rule", () => {
  it("a listed listing is sold out exactly when nothing is listed and something sold", () => {
    fc.assert(
      fc.property(counts, (c) => {
        expect(statusAfterAssets("listed", c) === "sold_out").toBe(c.listed === 0 && c.sold > 0);
      }),
    );
  });

  it("a sold-out listing is listed again exactly when something is listed", () => {
    fc.assert(
      fc.property(counts, (c) => {
        expect(statusAfterAssets("sold_out", c)).toBe(c.listed > 0 ? "listed" : "sold_out");
      }),
    );
  });

  it("draft and ended keep their status; applying the rule twice changes nothing more", () => {
    fc.assert(
      fc.property(status, counts, (s, c) => {
        const once = statusAfterAssets(s, c);
        if (s === "draft" || s === "ended") expect(once).toBe(s);
        expect(statusAfterAssets(once, c)).toBe(once);
      }),
    );
  });

  it("only ended listings refuse assets", () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(addAssetsRefusal(s) === null).toBe(s !== "ended");
      }),
    );
  });
});

describe("the price floor", () => {
  it("refuses exactly the prices below the floor, naming it", () => {
    fc.assert(
      fc.property(price, price, (p, floor) => {
        const refusal = priceFloorRefusal(p, { minPrice: floor, source: "the cutline of Laptops grade B" });
        expect(refusal === null).toBe(p >= floor);
        if (refusal)
          expect(refusal).toBe(`Price must be at least ${floor.toFixed(2)}, the cutline of Laptops grade B`);
      }),
    );
  });

  it("no floor refuses nothing", () => {
    fc.assert(
      fc.property(price, (p) => {
        expect(priceFloorRefusal(p, null)).toBeNull();
      }),
    );
  });

  it("a hand-picked set's floor is the highest asset floor; a cutline wins when there is one", () => {
    fc.assert(
      fc.property(fc.array(fc.option(price, { nil: null })), price, (floors, cut) => {
        const known = floors.filter((f): f is number => f !== null);
        const floor = listingFloor(null, floors);
        expect(floor?.minPrice ?? null).toBe(known.length ? Math.max(...known) : null);
        expect(listingFloor({ minPrice: cut, className: "Laptops", grade: "B" }, floors)?.minPrice).toBe(cut);
      }),
    );
  });

  it("an asset whose floor is above the listing price is refused", () => {
    fc.assert(
      fc.property(fc.option(price, { nil: null }), price, (floor, p) => {
        expect(assetFloorRefusal("X1", floor, p) === null).toBe(floor === null || floor <= p);
      }),
    );
  });
});

describe("listing asset actions and deletion", () => {
  it("sold needs listed, unsold needs sold, unreserve needs listed", () => {
    const states = fc.constantFrom("listed", "sold", "released", null) as fc.Arbitrary<
      "listed" | "sold" | "released" | null
    >;
    fc.assert(
      fc.property(
        states,
        fc.constantFrom("sold", "unsold", "unreserve") as fc.Arbitrary<"sold" | "unsold" | "unreserve">,
        (s, a) => {
          const ok = listingAssetActionRefusal("X1", s, a) === null;
          expect(ok).toBe((a === "unsold" && s === "sold") || (a !== "unsold" && s === "listed"));
        },
      ),
    );
  });

  it("only a draft that never had assets is deleted", () => {
    fc.assert(
      fc.property(status, fc.nat(5), (s, n) => {
        expect(deleteRefusal(s, n) === null).toBe(s === "draft" && n === 0);
      }),
    );
  });

  it("the sold note names the platform, listing and buyer", () => {
    expect(soldNote("eBay", 12, "jo")).toBe("Sold on eBay (listing #12) to jo");
    expect(soldNote("eBay", 12, null)).toBe("Sold on eBay (listing #12) to a buyer");
  });
});

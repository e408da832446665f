import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOLD_TYPES, LOCK_TYPES, R2_CLASSIFICATIONS } from "../enums/assets";
import {
  lockedHoldInstructions,
  lockHoldAction,
  routingRefusal,
  SELLING_R2_CLASSIFICATIONS,
} from "./routing.rules";

const holdType = fc.constantFrom(...HOLD_TYPES.map((h) => h.id));
const hold = fc.record({ type: holdType, processingInstructions: fc.option(fc.string(), { nil: null }) });
const r2 = fc.option(fc.constantFrom(...R2_CLASSIFICATIONS.map((c) => c.id)), { nil: null });
const locks = fc.uniqueArray(fc.constantFrom(...LOCK_TYPES.map((l) => l.id)), { maxLength: 4 });

describe("routingRefusal", () => {
  it("names the device, the hold and its instructions when a held device is sold", () => {
    const device = {
      barcode: "SO-1",
      holds: [{ type: "locked", processingInstructions: "Locked: Find My iPhone locked" }],
    };
    expect(routingRefusal(device, "resale")).toBe("SO-1 is on hold (Locked): Locked: Find My iPhone locked");
    expect(
      routingRefusal({ ...device, holds: [{ type: "legal_hold", processingInstructions: "" }] }, "reuse"),
    ).toBe("SO-1 is on hold (Legal hold): release the hold first");
    expect(routingRefusal(device, "recycle")).toBeNull();
  });

  it("refuses exactly a held device routed to resale or reuse", () => {
    fc.assert(
      fc.property(fc.array(hold, { maxLength: 3 }), r2, (holds, classification) => {
        const refusal = routingRefusal({ barcode: "D-1", holds }, classification);
        const sells = classification !== null && SELLING_R2_CLASSIFICATIONS.includes(classification);
        expect(refusal !== null).toBe(sells && holds.length > 0);
        if (refusal) expect(refusal.startsWith("D-1 is on hold (")).toBe(true);
      }),
    );
  });
});

describe("the locked hold", () => {
  it("is put when a device has locks and no locked hold, released when its locks are gone", () => {
    fc.assert(
      fc.property(locks, fc.boolean(), (l, held) => {
        const action = lockHoldAction(l, held);
        // After the action the device is held exactly when it has locks.
        const heldAfter = action === "put" ? true : action === "release" ? false : held;
        expect(heldAfter).toBe(l.length > 0);
        // Nothing is done twice: a second look after the action does nothing.
        expect(lockHoldAction(l, heldAfter)).toBeNull();
      }),
    );
  });

  it("says which locks the device has in its instructions", () => {
    expect(lockedHoldInstructions(["fmip_locked", "bios_lock"])).toBe(
      "Locked: Find My iPhone locked, BIOS lock",
    );
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { readReceivingSession, writeReceivingSession } from "./receiving-session";

describe("receiving session", () => {
  beforeEach(() => sessionStorage.clear());

  it("starts empty and keeps what was written, per load", () => {
    expect(readReceivingSession("dal-inbound-1").count).toBe(0);
    writeReceivingSession("dal-inbound-1", {
      count: 3,
      container: null,
      type: "bin",
      productId: "12",
      productName: "Laptops",
    });
    expect(readReceivingSession("dal-inbound-1")).toMatchObject({ count: 3, type: "bin", productId: "12" });
    expect(readReceivingSession("dal-inbound-2").count).toBe(0);
    expect(sessionStorage.getItem("preferences_receiving_dal-inbound-1")).not.toBeNull();
  });

  it("ignores stored data it does not recognise", () => {
    sessionStorage.setItem("preferences_receiving_x", JSON.stringify({ count: "many", type: "bin" }));
    expect(readReceivingSession("x").count).toBe(0);
  });
});

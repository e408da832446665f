import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { nothingDoneMessage } from "./nothing-done";

describe("nothingDoneMessage", () => {
  it("gives the server's reason for a refusal", () => {
    const refusal = new ApiError(409, { message: "BIN1 is closed" });
    expect(nothingDoneMessage(refusal, "created")).toBe("Nothing was created: BIN1 is closed");
  });

  it("says a fault can be retried", () => {
    expect(nothingDoneMessage(new Error("Failed to fetch"), "moved")).toBe(
      "Nothing was moved: Failed to fetch. Send again to retry.",
    );
    expect(nothingDoneMessage(new ApiError(503, { message: "Unavailable" }), "created")).toBe(
      "Nothing was created: Unavailable. Send again to retry.",
    );
  });
});

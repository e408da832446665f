import { describe, expect, it } from "vitest";
import { actionLabel } from "./inbound-events";

describe("event lines", () => {
  it("turns action ids into words", () => {
    expect(actionLabel("status_changed")).toBe("Status changed");
    expect(actionLabel("note.created")).toBe("Note created");
  });
});

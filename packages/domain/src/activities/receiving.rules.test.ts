import { describe, expect, it } from "vitest";
import { INBOUND_STATUSES } from "./inbound-status.rules";
import { finishedActivityMessage, receivingNotice, takesAssets } from "./receiving.rules";

describe("receiving on a load", () => {
  it("is closed on canceled and closed loads only", () => {
    const closed = INBOUND_STATUSES.filter((s) => !takesAssets(s.id)).map((s) => s.id);
    expect(closed).toEqual(["closed", "canceled"]);
    expect(receivingNotice("canceled")).toEqual({
      kind: "closed",
      text: "This load is canceled, so nothing can be received on it. Clone it as a new load to receive more.",
    });
  });

  it("warns before more is received on a load already marked received or later", () => {
    for (const status of ["received", "processed", "priced", "invoiced"]) {
      expect(receivingNotice(status)?.kind).toBe("notice");
      expect(receivingNotice(status)?.text).toContain(`already marked ${status}`);
    }
  });

  it("says nothing while the load is expected", () => {
    expect(receivingNotice("requested")).toBeNull();
    expect(receivingNotice("scheduled")).toBeNull();
  });

  it("names the load in the server's refusal", () => {
    expect(finishedActivityMessage("dal-inbound-7", "closed")).toBe(
      "dal-inbound-7 is closed; assets cannot be added to it",
    );
  });
});

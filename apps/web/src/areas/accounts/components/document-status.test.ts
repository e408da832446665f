import { describe, expect, it } from "vitest";
import { formatBytes, nameFromFile } from "../../../shared/attachments/files";
import { expiryBadge, todayIso } from "./document-status";

describe("expiryBadge", () => {
  const today = "2026-03-10";

  it("says how long until, or since, a document expires", () => {
    expect(expiryBadge(null, today)).toMatchObject({ status: "no_expiry", label: "No expiry" });
    expect(expiryBadge("2026-05-01", today)).toMatchObject({
      status: "valid",
      label: "Valid",
      color: "teal",
    });
    expect(expiryBadge("2026-04-09", today)).toMatchObject({
      status: "expiring",
      label: "Expires in 30 days",
    });
    expect(expiryBadge("2026-03-11", today)).toMatchObject({ status: "expiring", label: "Expires tomorrow" });
    // A document is good to the end of its expiry date.
    expect(expiryBadge("2026-03-10", today)).toMatchObject({ status: "expiring", label: "Expires today" });
    expect(expiryBadge("2026-03-09", today)).toMatchObject({ status: "expired", label: "Expired yesterday" });
    expect(expiryBadge("2026-02-28", today)).toMatchObject({
      status: "expired",
      label: "Expired 10 days ago",
      color: "red",
    });
  });

  it("uses the local calendar date for today", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});

describe("file helpers", () => {
  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(20 * 1024 * 1024)).toBe("20.0 MB");
  });

  it("names a document after its file without the extension", () => {
    expect(nameFromFile("Scan report.final.pdf")).toBe("Scan report.final");
    expect(nameFromFile(".env")).toBe(".env");
    expect(nameFromFile("README")).toBe("README");
  });
});

import { type Contact, NOTIFICATION_KIND_IDS } from "@ops/domain";
import { describe, expect, it } from "vitest";
import {
  canNotify,
  matrixFrom,
  rowState,
  sameMatrix,
  setRow,
  toggleCell,
  toNotificationsBody,
} from "./notifications-matrix";

const contact = (id: number, email: string | null): Contact => ({
  id,
  accountId: 1,
  firstName: "C",
  lastName: String(id),
  name: `C ${id}`,
  title: null,
  email,
  phone: null,
  notifications: [],
});

const contacts = [contact(1, "a@example.com"), contact(2, "b@example.com"), contact(3, null)];

describe("notifications matrix", () => {
  it("has every kind, keeps only known contacts and sorts their ids", () => {
    const m = matrixFrom([{ kind: "load_received", contactIds: [2, 99, 1, 2] }], contacts);
    expect(m.load_received).toEqual([1, 2]);
    expect(m.pickup_scheduled).toEqual([]);
    expect(Object.keys(m)).toEqual([...NOTIFICATION_KIND_IDS]);
  });

  it("toggles one cell without touching the others", () => {
    const m = matrixFrom([{ kind: "load_received", contactIds: [1] }], contacts);
    const on = toggleCell(m, "load_received", 2);
    expect(on.load_received).toEqual([1, 2]);
    expect(m.load_received).toEqual([1]);
    const off = toggleCell(on, "load_received", 1);
    expect(off.load_received).toEqual([2]);
    expect(off.invoice_issued).toBe(m.invoice_issued);
  });

  it("sets a whole row for the given contacts and reports its state", () => {
    const m = matrixFrom([{ kind: "invoice_issued", contactIds: [2] }], contacts);
    const reachable = contacts.filter(canNotify).map((c) => c.id);
    expect(reachable).toEqual([1, 2]);
    expect(rowState(m, "invoice_issued", reachable)).toBe("some");
    const all = setRow(m, "invoice_issued", reachable, true);
    expect(all.invoice_issued).toEqual([1, 2]);
    expect(rowState(all, "invoice_issued", reachable)).toBe("all");
    const none = setRow(all, "invoice_issued", reachable, false);
    expect(rowState(none, "invoice_issued", reachable)).toBe("none");
  });

  it("compares by content and sends every kind, so removals are saved", () => {
    const m = matrixFrom([{ kind: "load_received", contactIds: [1] }], contacts);
    const changed = toggleCell(m, "load_received", 1);
    expect(sameMatrix(m, changed)).toBe(false);
    expect(sameMatrix(m, toggleCell(changed, "load_received", 1))).toBe(true);
    const body = toNotificationsBody(changed);
    expect(body.subscriptions.map((s) => s.kind)).toEqual([...NOTIFICATION_KIND_IDS]);
    expect(body.subscriptions.find((s) => s.kind === "load_received")?.contactIds).toEqual([]);
  });
});

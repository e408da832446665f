import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPE_IDS } from "../enums/activities";
import { ACTIVITY_STATUS_IDS, type Activity } from "./activities.schemas";
import { ACTIVITY_KINDS, type ActivityKind, activityKind, activitySlug } from "./activity-kinds";
import { INBOUND_TABS, LOAD_TABS, resolveTabs } from "./activity-tabs";

const kinds: ActivityKind[] = Object.values(ACTIVITY_KINDS);
const statusIds = (kind: ActivityKind) => kind.lifeCycle.statuses.map((s) => s.id);
/** Every status any kind declares, and a few no kind has, as targets a request might send. */
const anyStatus = fc.oneof(
  fc.constantFrom(...kinds.flatMap(statusIds)),
  fc.constantFrom("", "unknown", "Closed"),
  fc.string(),
);

describe("activity kinds", () => {
  it("declares one kind per stored activity type, under its own id", () => {
    expect(Object.keys(ACTIVITY_KINDS).sort()).toEqual([...ACTIVITY_TYPE_IDS].sort());
    for (const kind of kinds) expect(activityKind(kind.id)).toBe(kind);
    expect(() => activityKind("parcel")).toThrow("Unknown activity type parcel");
  });

  it("moves only to declared statuses, and never from a declared status to itself", () => {
    for (const kind of kinds) {
      const ids = statusIds(kind);
      expect(new Set(ids).size).toBe(ids.length);
      for (const from of ids) {
        for (const to of kind.lifeCycle.next(from)) {
          expect(ids).toContain(to);
          expect(to).not.toBe(from);
        }
      }
    }
  });

  it("refuses a move exactly when the life cycle does not list it, with a reason", () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), anyStatus, anyStatus, (kind, from, to) => {
        const refusal = kind.lifeCycle.refusal(from, to);
        const allowed = statusIds(kind).includes(from) && kind.lifeCycle.next(from).includes(to);
        expect(refusal === null).toBe(allowed);
        if (refusal !== null) expect(refusal.length).toBeGreaterThan(0);
      }),
    );
  });

  it("leaves a terminal status for nothing", () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), anyStatus, (kind, to) => {
        for (const from of statusIds(kind).filter((s) => kind.lifeCycle.next(s).length === 0)) {
          expect(kind.lifeCycle.refusal(from, to)).not.toBeNull();
        }
      }),
    );
  });

  it("reaches every declared status from the first one", () => {
    for (const kind of kinds) {
      const [first, ...rest] = statusIds(kind);
      const reached = new Set([first as string]);
      const queue = [first as string];
      for (let from = queue.pop(); from !== undefined; from = queue.pop()) {
        for (const to of kind.lifeCycle.next(from)) {
          if (!reached.has(to)) queue.push(to);
          reached.add(to);
        }
      }
      expect([...reached].sort()).toEqual([first, ...rest].sort());
    }
  });

  it("stores only statuses an activity can have", () => {
    for (const kind of kinds) for (const s of statusIds(kind)) expect(ACTIVITY_STATUS_IDS).toContain(s);
  });

  it("starts a new record in a declared status, or says why the asked one cannot start it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.option(anyStatus, { nil: undefined }),
        fc.boolean(),
        (kind, asked, dated) => {
          const start = kind.lifeCycle.start(asked, dated);
          if ("refusal" in start) {
            expect(asked).toBeDefined();
            expect(start.refusal.length).toBeGreaterThan(0);
          } else {
            expect(statusIds(kind)).toContain(start.status);
            if (asked !== undefined) expect(start.status).toBe(asked);
          }
        },
      ),
    );
    expect(ACTIVITY_KINDS.inbound.lifeCycle.start(undefined, true)).toEqual({ status: "scheduled" });
    expect(ACTIVITY_KINDS.inbound.lifeCycle.start(undefined, false)).toEqual({ status: "requested" });
    expect(ACTIVITY_KINDS.inbound.lifeCycle.start("open", false)).toEqual({
      refusal: "An inbound load starts requested or scheduled",
    });
    expect(ACTIVITY_KINDS.mobility.lifeCycle.start("scheduled", true)).toEqual({
      refusal: "A new activity of this type starts open",
    });
    expect(ACTIVITY_KINDS.outbound.lifeCycle.start(undefined, true)).toEqual({ status: "requested" });
    expect(ACTIVITY_KINDS.outbound.lifeCycle.start("building", false)).toEqual({ status: "building" });
    expect(ACTIVITY_KINDS.outbound.lifeCycle.start("shipped", true)).toEqual({
      refusal: "An outbound load starts requested or building",
    });
  });

  it("bulk-moves only to statuses the life cycle has", () => {
    for (const kind of kinds) for (const s of kind.bulkStatuses) expect(statusIds(kind)).toContain(s);
  });

  it("keeps the refusals people read today", () => {
    const inbound = ACTIVITY_KINDS.inbound.lifeCycle;
    expect(inbound.refusal("requested", "open")).toBe("An inbound load cannot be marked open");
    expect(inbound.refusal("closed", "scheduled")).toBe("A closed load cannot change status");
    const open = ACTIVITY_KINDS.mobility.lifeCycle;
    expect(open.refusal("open", "closed")).toBeNull();
    expect(open.refusal("closed", "closed")).toBe("The activity is already closed");
    expect(open.refusal("closed", "open")).toBe("A closed activity cannot change status");
    expect(open.refusal("open", "scheduled")).toBe("This activity cannot be marked scheduled");
  });

  it("ships outbound loads only after they are packed, and cancels them only before", () => {
    const outbound = ACTIVITY_KINDS.outbound.lifeCycle;
    expect(outbound.next("packed")).toEqual(["shipped", "picked", "canceled"]);
    expect(outbound.refusal("building", "shipped")).toBe("A building load cannot be marked shipped");
    expect(outbound.refusal("shipped", "canceled")).toBe(
      "A load that has left the building cannot be canceled",
    );
    expect(outbound.refusal("canceled", "building")).toBe("A canceled load cannot change status");
    expect(outbound.refusal("requested", "open")).toBe("An outbound load cannot be marked open");
    expect(outbound.permissionFor("packed", "shipped")).toBe("outbound.ship");
    expect(outbound.permissionFor("delivered", "invoiced")).toBe("pricing.finalize");
    expect(outbound.permissionFor("requested", "building")).toBeNull();
  });

  it("runs shop orders, processing and ITAD jobs open, in progress, completed, closed", () => {
    for (const kind of [ACTIVITY_KINDS.shop_order, ACTIVITY_KINDS.processing, ACTIVITY_KINDS.itad]) {
      const work = kind.lifeCycle;
      expect(work.next("open")).toEqual(["in_progress", "canceled"]);
      expect(work.next("in_progress")).toEqual(["completed", "canceled"]);
      expect(work.next("completed")).toEqual(["in_progress", "closed"]);
      expect(work.refusal("open", "closed")).toBe("Only a completed work order can be closed");
      expect(work.refusal("in_progress", "in_progress")).toBe("The work order is already in progress");
      expect(work.refusal("completed", "canceled")).toBe(
        "A completed work order cannot be canceled; reopen it first",
      );
      expect(work.refusal("closed", "open")).toBe("A closed work order cannot change status");
      expect(work.refusal("open", "scheduled")).toBe("A work order cannot be marked scheduled");
      expect(work.start(undefined, false)).toEqual({ status: "open" });
    }
  });

  it("makes slugs from the warehouse and, for numbered kinds, the sequence", () => {
    expect(activitySlug(ACTIVITY_KINDS.inbound, "DAL", 100042)).toBe("dal-in-100042");
    expect(activitySlug(ACTIVITY_KINDS.shop_order, "dal", 7)).toBe("dal-so-7");
    expect(activitySlug(ACTIVITY_KINDS.inventory, "DAL")).toBe("dal-inventory");
    expect(() => activitySlug(ACTIVITY_KINDS.outbound, "dal")).toThrow("needs its number");
  });
});

describe("record tabs", () => {
  const load = { inboundRequestNumber: null, shipmentSize: "ftl", childCount: 0 } as const;

  it("shows an inbound load's request and child loads only when it has them", () => {
    expect(resolveTabs(INBOUND_TABS, load).map((t) => t.id)).toEqual([
      "overview",
      "sow",
      "documents",
      "asns",
      "assets",
      "asset-photos",
      "load-photos",
      "pricing",
      "shop-orders",
      "data-destruction",
      "serial-report",
      "events",
    ]);
    const tabs = resolveTabs(INBOUND_TABS, {
      inboundRequestNumber: 12,
      shipmentSize: "parent",
      childCount: 2,
    });
    expect(tabs[0]).toEqual({ id: "overview", label: "Overview", segment: "" });
    expect(tabs[2]).toEqual({ id: "inbound-request", label: "Request 12", segment: "inbound-request/12" });
    expect(tabs.find((t) => t.id === "pricing")?.segment).toBe("pricing/yield");
    expect(tabs.at(-1)).toEqual({ id: "child-loads", label: "Child loads (2)", segment: "child-loads" });
  });

  it("gives every kind's tabs unique ids and segments, the overview first at the record's path", () => {
    const record = { ...load, inboundRequestNumber: 3, childCount: 1 } as unknown as Activity;
    for (const tabs of [
      ...kinds.map((k) => resolveTabs(k.tabs, record)),
      resolveTabs(LOAD_TABS, { asnItemCount: 1200 }),
    ]) {
      if (tabs.length === 0) continue;
      expect(tabs[0]).toMatchObject({ id: "overview", segment: "" });
      expect(new Set(tabs.map((t) => t.id)).size).toBe(tabs.length);
      expect(new Set(tabs.map((t) => t.segment)).size).toBe(tabs.length);
    }
    expect(ACTIVITY_KINDS.inbound.tabs).toBe(INBOUND_TABS);
  });
});

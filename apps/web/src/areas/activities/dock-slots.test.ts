import { describe, expect, it } from "vitest";
import { dockSlots } from "./dock-slots";

const load = (slug: string, scheduledTime: string | null) => ({ slug, scheduledTime });

describe("dockSlots", () => {
  it("shows 6:00 to 18:00 in 30-minute slots on an empty day", () => {
    const { slots, untimed } = dockSlots([]);
    expect(slots.map((s) => s.time)).toHaveLength(25);
    expect(slots[0]?.time).toBe("06:00");
    expect(slots.at(-1)?.time).toBe("18:00");
    expect(untimed).toEqual([]);
  });

  it("places each load in the slot its time falls in, in time order, and keeps untimed ones apart", () => {
    const { slots, untimed } = dockSlots([
      load("b", "09:25"),
      load("a", "09:00"),
      load("c", null),
      load("d", "09:30"),
    ]);
    expect(slots.find((s) => s.time === "09:00")?.loads.map((l) => l.slug)).toEqual(["a", "b"]);
    expect(slots.find((s) => s.time === "09:30")?.loads.map((l) => l.slug)).toEqual(["d"]);
    expect(untimed.map((l) => l.slug)).toEqual(["c"]);
  });

  it("widens the day to the earliest and latest loads", () => {
    const { slots } = dockSlots([load("early", "04:10"), load("late", "21:55")]);
    expect(slots[0]).toEqual({ time: "04:00", loads: [load("early", "04:10")] });
    expect(slots.at(-1)).toEqual({ time: "21:30", loads: [load("late", "21:55")] });
  });
});

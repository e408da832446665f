/** A load as the dock schedule places it: by its dock time, if it has one. */
export type Timed = { scheduledTime: string | null };

export type DockSlot<T> = { time: string; loads: T[] };

const SLOT_MINUTES = 30;
/** The schedule shows at least the working day, 6:00 to 18:00. */
const DAY_START = 6 * 60;
const DAY_END = 18 * 60;

function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * Lays a day's loads out in 30-minute slots from the earliest load (or 6:00) to the latest
 * (or 18:00); each load sits in the slot its time falls in, in time order. Loads without a
 * dock time are answered apart.
 */
export function dockSlots<T extends Timed>(loads: readonly T[]): { slots: DockSlot<T>[]; untimed: T[] } {
  const untimed: T[] = [];
  const timed: { load: T; minutes: number }[] = [];
  for (const load of loads) {
    const minutes = load.scheduledTime ? minutesOf(load.scheduledTime) : null;
    if (minutes === null) untimed.push(load);
    else timed.push({ load, minutes });
  }
  timed.sort((a, b) => a.minutes - b.minutes);
  const floor = (m: number) => m - (m % SLOT_MINUTES);
  const first = Math.min(DAY_START, ...timed.map((t) => floor(t.minutes)));
  const last = Math.max(DAY_END, ...timed.map((t) => floor(t.minutes)));
  const slots: DockSlot<T>[] = [];
  for (let start = first; start <= last; start += SLOT_MINUTES) {
    slots.push({ time: timeOf(start), loads: [] });
  }
  for (const { load, minutes } of timed) {
    slots[(floor(minutes) - first) / SLOT_MINUTES]?.loads.push(load);
  }
  return { slots, untimed };
}

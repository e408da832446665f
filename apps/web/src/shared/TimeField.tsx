import { type ReactNode, useMemo } from "react";
import { SelectField, type SelectOption } from "./SelectField";

/** SPEC §9: the time picker moves in 5-minute steps. */
export const TIME_STEP_MINUTES = 5;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * "14:05" → "2:05 PM", "00:00" → "12:00 AM", "12:00" → "12:00 PM". Text that is not a
 * 24-hour "HH:mm" time is returned unchanged, so bad stored data stays visible rather than
 * breaking the screen.
 */
export function formatTime12(hhmm: string): string {
  const match = HHMM.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const period = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${period}`;
}

/** Every selectable time of day, midnight first: values "HH:mm", labels "h:mm AM/PM". */
export const TIME_SLOTS: readonly SelectOption[] = Array.from(
  { length: (24 * 60) / TIME_STEP_MINUTES },
  (_, i) => {
    const minutes = i * TIME_STEP_MINUTES;
    const value = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    return { value, label: formatTime12(value) };
  },
);

const TWELVE_HOUR = /^(\d{1,2})(?::?(\d{2}))?\s*([ap])\.?\s*(?:m\.?)?$/;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/;

/**
 * Reads a typed time into "HH:mm": "2:05 pm", "2:05PM", "2 p.m.", "205pm", "14:05".
 * Without AM/PM the hour is taken as 24-hour ("2:05" is 02:05). Returns null for anything
 * that is not a valid time on a 5-minute step.
 */
export function parseTime12(text: string): string | null {
  const input = text.trim().toLowerCase();
  let hours: number;
  let minutes: number;
  const twelve = TWELVE_HOUR.exec(input);
  if (twelve) {
    const hour12 = Number(twelve[1]);
    if (hour12 < 1 || hour12 > 12) return null;
    hours = (hour12 % 12) + (twelve[3] === "p" ? 12 : 0);
    minutes = Number(twelve[2] ?? "0");
  } else {
    const twentyFour = TWENTY_FOUR_HOUR.exec(input);
    if (!twentyFour) return null;
    hours = Number(twentyFour[1]);
    minutes = Number(twentyFour[2]);
    if (hours > 23) return null;
  }
  if (minutes > 59 || minutes % TIME_STEP_MINUTES !== 0) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/** Where an empty time list opens: the start of the working day, not midnight. */
export const WORKDAY_START = "07:00";

export interface TimeFieldProps {
  label: ReactNode;
  /** 24-hour "HH:mm", or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  description?: ReactNode;
  id?: string;
  onBlur?: () => void;
}

/** Time of day on a 12-hour clock in 5-minute steps; the value stays 24-hour "HH:mm". */
export function TimeField({ placeholder = "h:mm AM/PM", value, ...rest }: TimeFieldProps) {
  // A stored time off the 5-minute grid (older data) is still shown instead of appearing empty.
  const data = useMemo(() => {
    if (value === null || !HHMM.test(value) || TIME_SLOTS.some((slot) => slot.value === value)) {
      return TIME_SLOTS;
    }
    const extra = { value, label: formatTime12(value) };
    const at = TIME_SLOTS.findIndex((slot) => slot.value > value);
    if (at === -1) return [...TIME_SLOTS, extra];
    return [...TIME_SLOTS.slice(0, at), extra, ...TIME_SLOTS.slice(at)];
  }, [value]);

  return (
    <SelectField
      {...rest}
      value={value}
      data={data}
      placeholder={placeholder}
      resolveText={parseTime12}
      openAt={WORKDAY_START}
    />
  );
}

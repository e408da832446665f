import { z } from "zod";

/** A required catalogue name: trimmed, 1–200 characters (unique case-insensitively on the server). */
export const catalogueName = (label = "Name") =>
  z.string().trim().min(1, `${label} is required`).max(200, `${label} is at most 200 characters`);

/** Money as a number with at most two decimals, 0 or more (stored as numeric(14,2)). */
export const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(999_999_999_999, `${label} is too large`)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), `${label} has at most 2 decimals`);

import { z } from "zod";
import { COUNTRY_CODES } from "../enums/countries";
import { optionalText } from "./common.schemas";

/** Required text of a form field: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

/**
 * A postal address (a redeployment's destination, a parcel employee's home): line1, city,
 * postal code and country (ISO 3166 alpha-2) are required.
 */
export const PostalAddress = z.object({
  line1: requiredText(200, "Address line 1"),
  line2: optionalText(200, "Address line 2"),
  city: requiredText(100, "City"),
  region: optionalText(100, "State or region"),
  postalCode: requiredText(20, "Postal code"),
  country: z
    .string({ error: "Country is required" })
    .trim()
    .toUpperCase()
    .refine((c) => (COUNTRY_CODES as readonly string[]).includes(c), "Choose a country"),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { countries, regionCountries, regions, routings } from "../schema";

const COUNTRIES = [
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "MX", name: "Mexico" },
  { code: "GB", name: "United Kingdom" },
  { code: "IE", name: "Ireland" },
  { code: "DE", name: "Germany" },
  { code: "FR", name: "France" },
  { code: "NL", name: "Netherlands" },
  { code: "BE", name: "Belgium" },
];

/** US regions follow the Census divisions, with Texas and its neighbours apart (the Dallas lanes). */
const REGIONS: { code: string; name: string; countries: Record<string, string[]> }[] = [
  {
    code: "US_NORTHEAST",
    name: "US Northeast",
    countries: { US: ["CT", "MA", "ME", "NH", "NJ", "NY", "PA", "RI", "VT"] },
  },
  {
    code: "US_SOUTHEAST",
    name: "US Southeast",
    countries: { US: ["AL", "DC", "DE", "FL", "GA", "KY", "MD", "MS", "NC", "SC", "TN", "VA", "WV"] },
  },
  { code: "US_SOUTH_CENTRAL", name: "US South Central", countries: { US: ["AR", "LA", "OK", "TX"] } },
  {
    code: "US_MIDWEST",
    name: "US Midwest",
    countries: { US: ["IA", "IL", "IN", "KS", "MI", "MN", "MO", "ND", "NE", "OH", "SD", "WI"] },
  },
  {
    code: "US_MOUNTAIN",
    name: "US Mountain",
    countries: { US: ["AZ", "CO", "ID", "MT", "NM", "NV", "UT", "WY"] },
  },
  { code: "US_PACIFIC", name: "US Pacific", countries: { US: ["AK", "CA", "HI", "OR", "WA"] } },
  { code: "CANADA", name: "Canada", countries: { CA: [] } },
  { code: "MEXICO", name: "Mexico", countries: { MX: [] } },
  {
    code: "WESTERN_EUROPE",
    name: "Western Europe",
    countries: { BE: [], DE: [], FR: [], GB: [], IE: [], NL: [] },
  },
];

const ROUTINGS = [
  {
    code: "standard_itad",
    name: "Standard ITAD",
    description: "Wipe, test and grade, then stock for resale.",
    steps: [
      { name: "Receive", locationType: "staging" },
      { name: "Data sanitization", locationType: "workstation" },
      { name: "Test and grade", locationType: "workstation" },
      { name: "Put away", locationType: "inventory" },
    ],
  },
  {
    code: "ecommerce_resale",
    name: "eCommerce resale",
    description: "Graded stock prepared and staged for marketplace listing.",
    steps: [
      { name: "Test and grade", locationType: "workstation" },
      { name: "Clean and photograph", locationType: "workstation" },
      { name: "Stage for listing", locationType: "ecomm_to_be_listed" },
    ],
  },
  {
    code: "customer_redeployment",
    name: "Customer redeployment",
    description: "Wipe and re-image for return to the customer.",
    steps: [
      { name: "Data sanitization", locationType: "workstation" },
      { name: "Image and configure", locationType: "workstation" },
      { name: "Hold for customer", locationType: "customer_redeployment" },
    ],
  },
  {
    code: "recycle",
    name: "Recycle",
    description: "Demanufacture and ship the commodities to a downstream vendor.",
    steps: [
      { name: "Receive", locationType: "staging" },
      { name: "Demanufacture", locationType: "workstation" },
      { name: "Stage for downstream vendor", locationType: "staging" },
    ],
  },
  {
    code: "customer_quarantine",
    name: "Customer quarantine",
    description: "Hold untouched until the customer releases it (legal hold, lease return).",
    steps: [
      { name: "Receive", locationType: "staging" },
      { name: "Quarantine", locationType: "customer_quarantine" },
    ],
  },
];

/** Countries, regions and routings every installation starts with; safe to run on every start. */
export async function seedReference(db: Db) {
  await db.insert(countries).values(COUNTRIES).onConflictDoNothing();
  await db
    .insert(regions)
    .values(REGIONS.map(({ code, name }, index) => ({ code, name, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: regions.code });
  const ids = new Map(
    (
      await db
        .select({ id: regions.id, code: regions.code })
        .from(regions)
        .where(
          inArray(
            regions.code,
            REGIONS.map((r) => r.code),
          ),
        )
    ).map((r) => [r.code, r.id]),
  );
  await db
    .insert(regionCountries)
    .values(
      REGIONS.flatMap((region) =>
        Object.entries(region.countries).map(([countryCode, subdivisions]) => ({
          regionId: ids.get(region.code) as number,
          countryCode,
          subdivisions,
        })),
      ),
    )
    .onConflictDoNothing();
  await db.insert(routings).values(ROUTINGS).onConflictDoNothing({ target: routings.code });
}

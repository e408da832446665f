import { type EnumOption, idsOf } from "./define";

export const ASSET_TYPES = [
  { id: "bin", label: "Bin" },
  { id: "serial_bin", label: "Serial bin" },
  { id: "serial", label: "Serial" },
  { id: "pallet", label: "Pallet" },
  { id: "virtual", label: "Virtual" },
  { id: "virtual_serial_bin", label: "Virtual serial bin" },
  { id: "tray", label: "Tray" },
] as const satisfies readonly EnumOption[];
export const ASSET_TYPE_IDS = idsOf(ASSET_TYPES);

/** Stock types (SPEC §3); "any" is the absence of one (null). */
export const STOCK_TYPES = [
  { id: "rmi", label: "RMI" },
  { id: "fgi", label: "FGI" },
  { id: "semi_fgi", label: "Semi FGI" },
  { id: "staging", label: "Staging" },
  { id: "cage", label: "Cage" },
] as const satisfies readonly EnumOption[];

export const ASSET_SOURCES = [
  { id: "customer", label: "Customer" },
  { id: "depot", label: "Depot" },
  { id: "warranty", label: "Warranty" },
] as const satisfies readonly EnumOption[];

export const ASSET_PHOTO_TYPES = [
  { id: "fgi", label: "FGI" },
  { id: "cosmetic_downgrade", label: "Cosmetic downgrade" },
] as const satisfies readonly EnumOption[];

/** Hold types by when they apply (SPEC §3). */
export const HOLD_TYPES = [
  { id: "legal_hold", label: "Legal hold", group: "preprocessing" },
  { id: "leased", label: "Leased", group: "preprocessing" },
  { id: "locked", label: "Locked", group: "preprocessing" },
  { id: "recon", label: "Reconciliation", group: "preprocessing" },
  { id: "epp", label: "EPP", group: "postprocessing" },
  { id: "returns", label: "Returns", group: "postprocessing" },
  { id: "redeploy", label: "Redeploy", group: "postprocessing" },
  { id: "donation", label: "Donation", group: "postprocessing" },
  { id: "engineering", label: "Engineering", group: "internal" },
  { id: "parts", label: "Parts", group: "internal" },
  { id: "warranty", label: "Warranty", group: "internal" },
] as const satisfies readonly (EnumOption & { group: "preprocessing" | "postprocessing" | "internal" })[];

/** A hold type as words in a sentence: "Leased hold", but "Legal hold" (not "Legal hold hold"). */
export function holdName(type: string): string {
  const label = HOLD_TYPES.find((t) => t.id === type)?.label ?? type;
  return /\bhold$/i.test(label) ? label : `${label} hold`;
}

export const LOCK_TYPES = [
  { id: "abm_lock", label: "ABM lock" },
  { id: "bios_lock", label: "BIOS lock" },
  { id: "computrace_lock", label: "Computrace lock" },
  { id: "fmip_locked", label: "Find My iPhone locked" },
  { id: "find_my_mac_lock", label: "Find My Mac lock" },
  { id: "intune_lock", label: "Intune lock" },
  { id: "pin_lock", label: "PIN lock" },
  { id: "startup_security", label: "Startup security" },
  { id: "mdm_locked", label: "MDM locked" },
] as const satisfies readonly EnumOption[];

export const NEW_IN_BOX = [
  { id: "unconfirmed", label: "Unconfirmed" },
  { id: "confirmed", label: "Confirmed" },
] as const satisfies readonly EnumOption[];

/** Destruction methods; the disabled ones appear on old records only. */
export const DESTRUCTION_METHODS = [
  { id: "shredded", label: "Shredded" },
  { id: "drilled", label: "Drilled", disabled: true },
  { id: "crushed", label: "Crushed" },
  { id: "degaussed_and_crushed", label: "Degaussed and crushed", disabled: true },
  { id: "unknown", label: "Physically Destroyed", disabled: true },
] as const satisfies readonly EnumOption[];

/** NIST SP 800-88 sanitization levels an erasure reaches (destruction is the third, a record of its own). */
export const ERASURE_METHODS = [
  { id: "clear", label: "Clear (NIST SP 800-88)" },
  { id: "purge", label: "Purge (NIST SP 800-88)" },
] as const satisfies readonly EnumOption[];

/** What an erasure came to. */
export const ERASURE_RESULTS = [
  { id: "passed", label: "Passed" },
  { id: "failed", label: "Failed" },
] as const satisfies readonly EnumOption[];

export const R2_MATERIAL_TYPES = [
  { id: "batteries", label: "Batteries" },
  { id: "circuit_boards", label: "Circuit boards" },
  { id: "crt", label: "CRT" },
  { id: "data", label: "Data-bearing devices" },
  { id: "ink_toner", label: "Ink and toner" },
  { id: "mercury", label: "Mercury-containing" },
] as const satisfies readonly EnumOption[];

export const R2_CLASSIFICATIONS = [
  { id: "reuse", label: "Reuse" },
  { id: "resale", label: "Resale" },
  { id: "repair", label: "Repair" },
  { id: "recycle", label: "Recycle" },
  { id: "exception", label: "Exception" },
  { id: "new", label: "New" },
] as const satisfies readonly EnumOption[];

/** Cosmetic and functional grades and their scores (SPEC §9). */
export const GRADE_SCALE = { A: 5, B: 4, C: 3, D: 2, E: 1, F: 0 } as const;

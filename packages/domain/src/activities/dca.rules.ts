/** Message for a DCA number that still holds other characters after normalising (SPEC §5). */
export const DCA_CHARACTERS_MESSAGE = "DCA can only include numbers and letters";

/**
 * Normalises a typed or scanned DCA number (SPEC §5): a leading "DCA" is stripped, whitespace
 * and symbols are removed, the rest is upper-cased. Letters outside A–Z (é, ß…) are kept so
 * the check below can refuse them rather than silently changing the number.
 */
export function normaliseDca(input: string): string {
  return (
    input
      .trim()
      .replace(/^dca/i, "")
      .replace(/[\s\p{P}\p{S}]/gu, "")
      // Only a–z: toUpperCase would turn ß into SS and let it pass the check.
      .replace(/[a-z]+/g, (letters) => letters.toUpperCase())
  );
}

/** Whether a normalised DCA number holds only letters A–Z and digits. */
export function isValidDca(value: string): boolean {
  return /^[A-Z0-9]+$/.test(value);
}

/**
 * Adds a typed entry to a list of DCA numbers: normalised, refused when invalid, and left out
 * when already present (no duplicates). Answers the new list and, if refused, why.
 */
export function addDca(list: readonly string[], input: string): { list: string[]; error: string | null } {
  const value = normaliseDca(input);
  if (value === "") return { list: [...list], error: null };
  if (!isValidDca(value)) return { list: [...list], error: DCA_CHARACTERS_MESSAGE };
  return { list: list.includes(value) ? [...list] : [...list, value], error: null };
}

/** The client reference of a cable-client load: its DCA numbers joined (SPEC §3). */
export function dcaClientRef(list: readonly string[]): string {
  return list.join(", ");
}

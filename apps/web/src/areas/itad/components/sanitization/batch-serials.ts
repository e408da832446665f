/** The most serials one batch takes (the server's limit, DestructionBatchBody). */
export const BATCH_SERIALS_MAX = 5000;

/**
 * A scan added to a batch's running list: the list with it at the top (newest first, as the
 * operator sees what they just scanned), or why it was refused (already listed, list full).
 * Barcodes and serials are compared upper-cased, as the server looks them up.
 */
export function addScanned(
  list: readonly string[],
  scanned: string,
): { list: readonly string[]; refusal: string | null } {
  const code = scanned.trim().toUpperCase();
  if (code === "") return { list, refusal: null };
  if (list.includes(code)) return { list, refusal: `${code} is already in this batch` };
  if (list.length >= BATCH_SERIALS_MAX)
    return { list, refusal: `A batch takes at most ${BATCH_SERIALS_MAX.toLocaleString("en-US")} serials` };
  return { list: [code, ...list], refusal: null };
}

export function removeScanned(list: readonly string[], code: string): readonly string[] {
  return list.filter((c) => c !== code);
}

/** "3 serials" / "1 serial". */
export function serialCount(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "serial" : "serials"}`;
}

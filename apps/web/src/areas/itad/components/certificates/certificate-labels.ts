/** What each certificate kind is called on screen (and on the paper). */
export const CERTIFICATE_KIND_LABELS: Record<string, string> = {
  destruction: "Certificate of data destruction",
  recycling: "Certificate of recycling",
};

export const kindLabel = (kind: string): string => CERTIFICATE_KIND_LABELS[kind] ?? kind;

/** The same, short, for a table's cell. */
const SHORT_KIND_LABELS: Record<string, string> = { destruction: "Data destruction", recycling: "Recycling" };
export const shortKindLabel = (kind: string): string => SHORT_KIND_LABELS[kind] ?? kind;

/** A weight in lbs as people read it. */
export function formatWeight(weight: number | null): string {
  return weight === null ? "—" : `${weight.toLocaleString(undefined, { maximumFractionDigits: 2 })} lbs`;
}

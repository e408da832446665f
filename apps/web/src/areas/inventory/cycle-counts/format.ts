/** An accuracy (0–1) as a percentage with one decimal, or a dash when there is none. */
export function formatAccuracy(accuracy: number | null): string {
  if (accuracy === null) return "—";
  return `${(Math.round(accuracy * 1000) / 10).toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;
}

/** The colour of an accuracy: green when perfect, orange above 95 %, red below. */
export function accuracyColor(accuracy: number | null): string | undefined {
  if (accuracy === null) return undefined;
  return accuracy === 1 ? "teal" : accuracy >= 0.95 ? "orange" : "red";
}

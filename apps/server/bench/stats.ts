/** Latency percentiles of repeated runs of one async operation, in milliseconds. */
export async function measure(label: string, runs: number, op: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(5, runs); i++) await op(); // warm caches and plans
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await op();
    times.push(performance.now() - t0);
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pick = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return { label, runs, p50: pick(50), p95: pick(95), p99: pick(99), perSecond: runs / elapsed };
}

export type Row = Awaited<ReturnType<typeof measure>>;

export function printTable(rows: Row[]) {
  const fmt = (n: number) => n.toFixed(2).padStart(9);
  console.log(
    `${"case".padEnd(58)}${"runs".padStart(6)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}${"req/s".padStart(9)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(58)}${String(r.runs).padStart(6)}${fmt(r.p50)}${fmt(r.p95)}${fmt(r.p99)}${fmt(r.perSecond)}`,
    );
  }
}

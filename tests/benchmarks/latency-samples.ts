// Latency sampling shared by the benchmarks: a few unmeasured runs, then runs one after another.

export interface Sample {
  label: string;
  median: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs `work` `warmUp` times unmeasured, then `samples` times one after another; median and p95 in ms. */
export async function measure(label: string, work: () => Promise<unknown>, runs: { warmUp: number; samples: number }): Promise<Sample> {
  for (let i = 0; i < runs.warmUp; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs.samples; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, median: percentile(times, 50), p95: percentile(times, 95) };
}

import { readFileSync } from 'node:fs';

/** Summary statistics for benchmark samples, printed the same way by every benchmark. */
export interface Summary {
  n: number;
  median: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest rank: the smallest sample with at least q of them at or below it. (Rounding q * (n - 1)
  // down made the p99 of a few runs their median.)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { n: sorted.length, median: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

/** One line: the measurement, its baseline from the same run, and the ratio between them. */
export function report(name: string, measured: Summary, baseline: Summary, baselineName: string, targets: string): void {
  const ratio = measured.median / baseline.median;
  console.log(
    `${name}: median ${ms(measured.median)}, p99 ${ms(measured.p99)} (n=${measured.n}) | ${baselineName}: median ${ms(baseline.median)}, p99 ${ms(baseline.p99)} | ratio ${ratio.toFixed(2)}x | target: ${targets}`,
  );
}

/** Peak (VmHWM) or current (VmRSS) resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmHWM'): number | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch (error) {
    // ENOENT: not Linux, or the process is gone; the figure is then not reported.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
  return match ? Number(match[1]) / 1024 : null;
}

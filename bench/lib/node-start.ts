import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** The median of five `node -e 0` runs, spawn to exit: the baseline a process-level figure is set against. */
export async function nodeStartMs(): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await new Promise((resolve) => spawn(process.execPath, ['-e', '0']).once('exit', resolve));
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[2]!;
}

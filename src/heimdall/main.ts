import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.js';
import { diskFsView } from './fs-view.js';
import { runHook } from './hook.js';

const USAGE = 'usage: heimdall [--context FILE] [--project DIR] < hook-input.json\n';

/** bin-scripts/heimdall: argv, stdin, one decision, exit 0 or 2. Returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  let values: { context?: string; project?: string };
  try {
    values = parseArgs({ args: argv, options: { context: { type: 'string' }, project: { type: 'string' } }, strict: true }).values;
  } catch (error) {
    process.stderr.write(`heimdall: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const result = await runHook(readStdin(), { context: values.context ?? null, project: values.project ?? null }, { env: process.env, processCwd: process.cwd(), clock: systemClock, fs: diskFsView });
  if (result.stderr) process.stderr.write(result.stderr);
  await new Promise<void>((resolve) => process.stdout.write(result.stdout, () => resolve()));
  return result.exitCode;
}

function readStdin(): string {
  try {
    return readFileSync(0, 'utf8');
  } catch (error) {
    // EAGAIN: stdin is a non-blocking terminal; EOF: there is none. Either way no hook input came.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EOF') return '';
    throw error;
  }
}

import { readFileSync, writeSync } from 'node:fs';
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
    write(2, `heimdall: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const result = await runHook(
    readStdin(),
    { context: values.context ?? null, project: values.project ?? null },
    { env: process.env, processCwd: process.cwd(), clock: systemClock, fs: diskFsView },
  );
  write(2, result.stderr);
  write(1, result.stdout);
  return result.exitCode;
}

/**
 * Straight to the file descriptor: process.stdout/stderr would load Node's stream machinery,
 * which costs more than the whole decision, for a few hundred bytes written once.
 */
function write(fd: 1 | 2, text: string): void {
  const bytes = Buffer.from(text);
  for (let offset = 0, attempts = 0; offset < bytes.length; ) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      // EAGAIN: a non-blocking pipe whose reader is behind; try again, a bounded number of times.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || ++attempts > 1000) throw error;
    }
  }
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

import { main } from '../../src/cli/main.js';

export interface MainRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the forge CLI in process (no child, no build of argv quoting) and collects what it printed. */
export async function runMain(argv: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; stdin?: string } = {}): Promise<MainRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: options.env ?? {},
    cwd: options.cwd ?? '/nonexistent-forge-project',
    readStdin: async () => options.stdin ?? '',
    stopSignal: new AbortController().signal,
  });
  return { code, stdout, stderr };
}

import type { TestContext } from 'node:test';
import { type DaemonProcess, spawnDaemon } from '../helpers/daemon-process.js';
import { waitFor } from '../helpers/temp-project.js';

export interface RunningForge extends DaemonProcess {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** `forge start` as a child process, with the address its HTTP API printed once listening. */
export async function startForge(t: TestContext, root: string): Promise<RunningForge> {
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  const port = await waitFor('the HTTP API address', () => Number(/HTTP API on http:\/\/127\.0\.0\.1:(\d+)/.exec(daemon.output())?.[1]) || null);
  return {
    ...daemon,
    port,
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      daemon.child.kill('SIGTERM');
      await daemon.exited;
    },
  };
}

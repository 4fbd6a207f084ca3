import type { TestContext } from 'node:test';
import type { Clock } from '../../src/clock.js';
import { systemClock } from '../../src/clock.js';
import { ConfigHolder } from '../../src/daemon/config-holder.js';
import { type Daemon, startDaemon } from '../../src/daemon/daemon.js';
import type { Logger } from '../../src/daemon/logger.js';
import { onCleanup } from './cleanup.js';

export interface CapturedLogger extends Logger {
  lines: string[];
}

export function captureLogger(): CapturedLogger {
  const lines: string[] = [];
  return {
    lines,
    story: (event, agent, id, message) =>
      lines.push(event === 'escalated' ? `HEIMDALL SOUNDED ${agent}/${id}: ${message}` : `${agent}/${id} ${event}: ${message}`),
    info: (message) => lines.push(message),
    warn: (message) => lines.push(`WARN ${message}`),
    error: (message) => lines.push(`ERROR ${message}`),
  };
}

/** An in-process daemon on a temp project, closed when the test ends. */
export async function startTestDaemon(
  t: TestContext,
  projectRoot: string,
  options: { clock?: Clock; watch?: boolean } = {},
): Promise<{ daemon: Daemon; logger: CapturedLogger }> {
  const logger = captureLogger();
  const config = await ConfigHolder.load(projectRoot, { HOME: projectRoot }, logger);
  const daemon = startDaemon({ projectRoot, config, clock: options.clock ?? systemClock, logger, watch: options.watch ?? true, lock: true });
  onCleanup(t, () => daemon.close());
  await daemon.ready;
  return { daemon, logger };
}

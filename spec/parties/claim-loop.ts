import { createInterface } from 'node:readline';
import type { ClaimKey } from '../../protocol/claim-order.js';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { pickNext } from '../../src/parties/pick-next.js';

/**
 * A worker process for the pickup race: `node claim-loop.js ROOT AGENT SESSION`. It prints
 * "ready", waits for a line on stdin so all racers start together, then claims until nothing is
 * left, printing one claimed id per line and finally "lost N" (claims another racer won).
 */
const [root, agent, session] = process.argv.slice(2) as [string, string, string];
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();

const keys = new Map<string, ClaimKey>();
let lost = 0;
const claimed: string[] = [];
for (;;) {
  const result = await pickNext(root, {
    agent,
    session_id: session,
    now: () => new Date().toISOString(),
    maxBytes: DEFAULT_CONFIG.daemon.max_task_bytes,
    keys,
  });
  lost += result.tally.lost;
  if (!result.picked) break;
  claimed.push(result.picked.id);
}
process.stdout.write(`${claimed.join('\n')}${claimed.length ? '\n' : ''}lost ${lost}\n`);

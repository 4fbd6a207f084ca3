/**
 * A worker of a simulated host, as a process of its own: `node claim-worker.js ROOT AGENT SESSION
 * ID...`. It prints `ready`, waits for a line on stdin (so all workers start at once), claims each
 * story in the given order with the project's claim code, and prints one JSON line of outcomes.
 */
import { once } from 'node:events';
import { type ClaimOutcome, claimTask } from '../../src/parties/claim-task.js';

const [root, agent, session, ...ids] = process.argv.slice(2);
if (!root || !agent || !session) throw new Error('usage: claim-worker.js ROOT AGENT SESSION ID...');
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const outcomes: Record<string, ClaimOutcome> = {};
for (const id of ids) outcomes[id] = await claimTask(root, id, { agent, session_id: session, at: new Date().toISOString() });
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
process.stdin.destroy();

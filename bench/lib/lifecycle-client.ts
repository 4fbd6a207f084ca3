/**
 * A client process for the throughput benchmark: runs `count` stories of one agent through the
 * whole lifecycle as dispatcher, worker and sentinel would, by file operations only, pipelined so
 * story i is submitted while story i-1 is claimed, i-2 handed off and i-3 confirmed.
 * Usage: node lifecycle-client.js PROJECT AGENT PREFIX COUNT
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { handoffText, inbox, produce, taskText } from './bench-project.js';

const [root, agent, prefix, countText] = process.argv.slice(2) as [string, string, string, string];
const count = Number(countText);
const folder = inbox(root, agent);
mkdirSync(folder, { recursive: true });
const id = (i: number) => `${prefix}-${i}`;

function create(path: string): void {
  closeSync(openSync(path, 'wx'));
}

for (let step = 0; step < count + 3; step++) {
  if (step < count) produce(join(folder, `${id(step)}.md`), taskText(root, id(step), agent));
  if (step >= 1 && step - 1 < count) create(join(folder, `${id(step - 1)}.picked-up`));
  if (step >= 2 && step - 2 < count) produce(join(root, '_vibe-chain-output', 'handoffs', `${id(step - 2)}-pr-handoff.md`), handoffText(id(step - 2), agent));
  if (step >= 3 && step - 3 < count) create(join(folder, `${id(step - 3)}.confirmed`));
  // Yield now and then, as real clients do between tool calls.
  if (step % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 1));
}

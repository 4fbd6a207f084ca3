import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ClaimOutcome } from '../../src/parties/claim-task.js';
import { type CleanupScope, onCleanup } from '../helpers/cleanup.js';
import { type SimulatedHost, sharedProject, simulatedHost } from '../helpers/many-hosts.js';
import { inboxPath, taskMarkdown, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';

const WORKER = fileURLToPath(new URL('../helpers/claim-worker.js', import.meta.url));
const STORIES = 100;

/** One worker process on a host; resolves to its outcomes once it was told to go and finished. */
function startWorker(t: CleanupScope, host: SimulatedHost, session: string, ids: string[]) {
  const child = spawn(process.execPath, [WORKER, host.root, 'anvil', session, ...ids], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...host.env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  onCleanup(t, async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return {
    ready: () => waitFor(`${session} ready`, () => output.startsWith('ready\n')),
    go: () => child.stdin.write('go\n'),
    outcomes: async () => {
      assert.equal(await exited, 0, output);
      return JSON.parse(output.split('\n')[1] ?? '') as Record<string, ClaimOutcome>;
    },
  };
}

test('four workers on two hosts race for 100 stories: every story is claimed exactly once, by the worker its claim names', async (t) => {
  // Linux's default NFS caching: the claims must not depend on any cache being fresh.
  const shared = await sharedProject(t);
  if (!shared) return;
  const a = await simulatedHost(t, shared, 'host-a');
  const b = await simulatedHost(t, shared, 'host-b', { at: 'srv/elsewhere' });
  const ids = Array.from({ length: STORIES }, (_, n) => `CL-${String(n).padStart(3, '0')}`);
  for (const id of ids) await writeLikeAProducer(inboxPath(a.root, 'anvil', `${id}.md`), taskMarkdown(a.root, id));

  // All claim in the same order, so every story is raced by all four at once.
  const workers = [startWorker(t, a, 'a-1', ids), startWorker(t, a, 'a-2', ids), startWorker(t, b, 'b-1', ids), startWorker(t, b, 'b-2', ids)];
  for (const worker of workers) await worker.ready();
  for (const worker of workers) worker.go();
  const sessions = ['a-1', 'a-2', 'b-1', 'b-2'];
  const results = await Promise.all(workers.map((worker) => worker.outcomes()));

  const winners = new Map<string, string[]>();
  results.forEach((outcomes, n) => {
    for (const [id, outcome] of Object.entries(outcomes)) {
      assert.notEqual(outcome, 'void', `${id}: nothing orphaned or escalated it`);
      if (outcome === 'won') winners.set(id, [...(winners.get(id) ?? []), sessions[n]!]);
    }
  });
  const doubles = [...winners].filter(([, who]) => who.length > 1);
  assert.deepEqual(doubles, [], 'no story claimed twice');
  assert.equal(winners.size, STORIES, 'every story claimed');
  // What the file server holds agrees: each claim file names the one worker told it won.
  for (const [id, [who]] of winners) {
    assert.match(await readFile(inboxPath(shared.server, 'anvil', `${id}.picked-up`), 'utf8'), new RegExp(`session_id: "${who}"`));
  }
  // Both hosts won some: the race was between hosts, not settled by one host being first.
  const byHost = (prefix: string) => [...winners.values()].filter(([who]) => who!.startsWith(prefix)).length;
  t.diagnostic(`claims won: host-a ${byHost('a-')}, host-b ${byHost('b-')}`);
  assert.ok(byHost('a-') > 0 && byHost('b-') > 0);
});

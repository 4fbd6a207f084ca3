import assert from 'node:assert/strict';
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { describe, type TestContext, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ClaimKey } from '../../protocol/claim-order.js';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { agentInbox } from '../../protocol/paths.js';
import { claimTask } from '../../src/parties/claim-task.js';
import { pickNext } from '../../src/parties/pick-next.js';
import { inProject } from '../../src/project/project-root.js';
import { onCleanup } from '../helpers/cleanup.js';
import { inboxPath, taskMarkdown, tempProject } from '../helpers/temp-project.js';
import { runForge } from './run-forge.js';

const CLAIM_LOOP = fileURLToPath(new URL('./claim-loop.js', import.meta.url));

async function fillInbox(root: string, count: number): Promise<string[]> {
  await mkdir(inProject(root, agentInbox('anvil')), { recursive: true });
  const ids = Array.from({ length: count }, (_, i) => `R-${String(i).padStart(4, '0')}`);
  const submitted = Date.parse('2026-04-01T12:00:00Z');
  await Promise.all(
    ids.map((id, i) =>
      writeFile(inboxPath(root, 'anvil', `${id}.md`), taskMarkdown(root, id, 'anvil', {}, new Date(submitted + (i % 7) * 1000).toISOString())),
    ),
  );
  return ids;
}

function startRacer(t: TestContext, root: string, session: string): { child: ChildProcessWithoutNullStreams; output: Promise<string> } {
  const child = spawn(process.execPath, [CLAIM_LOOP, root, 'anvil', session], { stdio: ['pipe', 'pipe', 'pipe'] });
  onCleanup(t, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const output = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`racer ${session} exited ${code}: ${stderr}`))));
  });
  return { child, output };
}

async function waitForLine(child: ChildProcessWithoutNullStreams, line: string): Promise<void> {
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (seen.includes(`${line}\n`)) {
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('close', () => reject(new Error(`racer exited before printing "${line}"`)));
  });
}

async function claimSessions(root: string): Promise<Map<string, string>> {
  const sessions = new Map<string, string>();
  for (const name of await readdir(inProject(root, agentInbox('anvil')))) {
    if (!name.endsWith('.picked-up')) continue;
    const session = /session_id: "([^"]+)"/.exec(await readFile(inboxPath(root, 'anvil', name), 'utf8'))?.[1];
    sessions.set(name.slice(0, -'.picked-up'.length), session ?? '');
  }
  return sessions;
}

describe('racing pickers', () => {
  test('8 processes picking from 1,000 tasks claim each task exactly once', async (t) => {
    const root = await tempProject(t);
    const ids = await fillInbox(root, 1000);
    const racers = Array.from({ length: 8 }, (_, i) => ({ session: `racer-${i}`, ...startRacer(t, root, `racer-${i}`) }));
    await Promise.all(racers.map((racer) => waitForLine(racer.child, 'ready')));
    for (const racer of racers) racer.child.stdin.end('go\n');
    const outputs = await Promise.all(racers.map((racer) => racer.output));

    const claimedBy = new Map<string, string>();
    let lost = 0;
    for (const [i, output] of outputs.entries()) {
      for (const line of output.trim().split('\n')) {
        if (line.startsWith('lost ')) lost += Number(line.slice(5));
        else if (line !== 'ready' && line !== '') {
          assert.ok(!claimedBy.has(line), `${line} claimed by ${claimedBy.get(line)} and racer-${i}`);
          claimedBy.set(line, `racer-${i}`);
        }
      }
    }
    assert.equal(claimedBy.size, 1000);
    assert.deepEqual([...claimedBy.keys()].sort(), ids);
    assert.deepEqual(
      await claimSessions(root),
      new Map([...claimedBy].sort(([a], [b]) => (a < b ? -1 : 1))),
      'every claim file names the racer that reported it',
    );
    const winners = new Set(claimedBy.values()).size;
    t.diagnostic(`${winners} racers won tasks; ${lost} claims lost to another racer`);
  });

  test('8 forge pickup processes racing for 4 tasks: every task printed by exactly one of them', async (t) => {
    const root = await tempProject(t);
    const ids = await fillInbox(root, 4);
    const loops = Array.from({ length: 8 }, async () => {
      const won: string[] = [];
      for (;;) {
        const run = await runForge(root, ['pickup', '--agent', 'anvil', '--json']);
        if (run.code === 1) return won;
        assert.equal(run.code, 0, run.stderr);
        won.push((JSON.parse(run.stdout) as { story_id: string }).story_id);
      }
    });
    const all = (await Promise.all(loops)).flat();
    assert.deepEqual(all.sort(), ids);
  });

  test('of 64 concurrent claims on one task, exactly one wins', async (t) => {
    const root = await tempProject(t);
    await fillInbox(root, 1);
    const outcomes = await Promise.all(
      Array.from({ length: 64 }, (_, i) => claimTask(root, 'R-0000', { agent: 'anvil', session_id: `s-${i}`, at: new Date().toISOString() })),
    );
    assert.equal(outcomes.filter((outcome) => outcome === 'won').length, 1);
    assert.equal(outcomes.filter((outcome) => outcome === 'taken').length, 63);
  });

  test('16 concurrent in-process pickers over 100 tasks claim each task once', async (t) => {
    const root = await tempProject(t);
    const ids = await fillInbox(root, 100);
    const pickers = Array.from({ length: 16 }, async (_, i) => {
      const won: string[] = [];
      const keys = new Map<string, ClaimKey>();
      for (;;) {
        const result = await pickNext(root, {
          agent: 'anvil',
          session_id: `p-${i}`,
          now: () => new Date().toISOString(),
          maxBytes: DEFAULT_CONFIG.daemon.max_task_bytes,
          keys,
        });
        if (!result.picked) return won;
        won.push(result.picked.id);
      }
    });
    const all = (await Promise.all(pickers)).flat();
    assert.deepEqual(all.sort(), ids);
  });
});

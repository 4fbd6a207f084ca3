import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { TrackingFile } from '../../protocol/tracking.js';
import { onCleanup } from '../helpers/cleanup.js';
import { inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';
import { runForge } from '../parties/run-forge.js';

const REL = (agent: string, name: string) => `_vibe-chain-output/worker-inbox/${agent}/${name}`;

async function trackedAs(root: string, id: string, state: string) {
  return waitFor(`${id} to be ${state}`, async () => {
    const entry = (await readTracking(root))?.tasks[id];
    return entry?.state === state ? entry : null;
  });
}

async function rejected(root: string, rel: string) {
  return waitFor(`${rel} to be rejected`, async () => (await readTracking(root))?.rejected?.[rel]);
}

describe('bad input never crashes the daemon and is reported where it is', () => {
  test('invalid YAML is tracked as invalid with a yaml_syntax diagnostic naming file and line; the file is untouched', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    const text = '---\nstory_id: Y-1\nagent: [anvil\n---\nbody\n';
    await writeLikeAProducer(inboxPath(root, 'anvil', 'Y-1.md'), text);
    const entry = await trackedAs(root, 'Y-1', 'invalid');
    assert.equal(entry.errors[0]!.code, 'yaml_syntax');
    assert.equal(entry.errors[0]!.file, REL('anvil', 'Y-1.md'));
    assert.equal(typeof entry.errors[0]!.line, 'number');
    assert.equal(await readFile(inboxPath(root, 'anvil', 'Y-1.md'), 'utf8'), text);
  });

  test('missing and wrongly typed fields are each named with what was expected; fixing the file accepts it', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    const good = taskMarkdown(root, 'M-1');
    const broken = good.replace(/^project_id: .*\n/m, '').replace(/^submitted_at: .*$/m, 'submitted_at: yesterday');
    await writeLikeAProducer(inboxPath(root, 'anvil', 'M-1.md'), broken);
    const entry = await trackedAs(root, 'M-1', 'invalid');
    const fields = entry.errors.map((e) => e.field).sort();
    assert.deepEqual(fields, ['project_id', 'submitted_at']);
    assert.ok(entry.errors.every((e) => e.expected.length > 0));
    await writeLikeAProducer(inboxPath(root, 'anvil', 'M-1.md'), good);
    await trackedAs(root, 'M-1', 'submitted');
  });

  test('an agent that does not match its folder is refused', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'A-1.md'), taskMarkdown(root, 'A-1', 'furnace'));
    const entry = await trackedAs(root, 'A-1', 'invalid');
    assert.equal(entry.errors[0]!.code, 'agent_mismatch');
    assert.equal(entry.errors[0]!.field, 'agent');
  });

  test('ids with "..", spaces or control characters in the name, and "/" in the field, are refused', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    for (const name of ['a..b.md', 'has space.md', 'ctl\u0001x.md', '-dash-first.md']) {
      await writeLikeAProducer(inboxPath(root, 'anvil', name), taskMarkdown(root, 'X'));
      const found = await rejected(root, REL('anvil', name));
      assert.equal(found.errors[0]!.code, 'bad_story_id', name);
    }
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.md'), taskMarkdown(root, 'S-1').replace('story_id: "S-1"', 'story_id: "../S-1"'));
    const entry = await trackedAs(root, 'S-1', 'invalid');
    assert.ok(entry.errors.some((e) => e.field === 'story_id'));
    const tracking = (await readTracking(root))!;
    assert.deepEqual(Object.keys(tracking.tasks), ['S-1']);
  });

  test('a duplicate id in another agent folder is rejected while the first stays tracked', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'D-1.md'), taskMarkdown(root, 'D-1'));
    await trackedAs(root, 'D-1', 'submitted');
    await writeLikeAProducer(inboxPath(root, 'furnace', 'D-1.md'), taskMarkdown(root, 'D-1', 'furnace'));
    const found = await rejected(root, REL('furnace', 'D-1.md'));
    assert.equal(found.errors[0]!.code, 'duplicate_story_id');
    assert.equal((await readTracking(root))!.tasks['D-1']!.agent, 'anvil');
  });

  test('a 50 MB task file is refused by size without being read whole', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    const big = Buffer.alloc(50 * 1024 * 1024, 'a');
    Buffer.from(taskMarkdown(root, 'BIG-1')).copy(big);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'BIG-1.md'), big);
    const entry = await trackedAs(root, 'BIG-1', 'invalid');
    assert.equal(entry.errors[0]!.code, 'too_large');
  });

  test('binary garbage is refused as not text', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    await writeLikeAProducer(inboxPath(root, 'anvil', 'BIN-1.md'), garbage);
    const entry = await trackedAs(root, 'BIN-1', 'invalid');
    assert.equal(entry.errors[0]!.code, 'binary');
  });

  test('a UTF-8 BOM and CRLF line ends are accepted', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    const text = `\uFEFF${taskMarkdown(root, 'BOM-1').replace(/\n/g, '\r\n')}`;
    await writeLikeAProducer(inboxPath(root, 'anvil', 'BOM-1.md'), text);
    await trackedAs(root, 'BOM-1', 'submitted');
  });

  test('a symlink in the inbox pointing outside the project is refused and not followed', async (t) => {
    const root = await tempProject(t);
    const outside = await tempProject(t);
    await writeFile(join(outside, 'secret.md'), taskMarkdown(root, 'L-1'));
    await startTestDaemon(t, root);
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
    await symlink(join(outside, 'secret.md'), inboxPath(root, 'anvil', 'L-1.md'));
    const entry = await trackedAs(root, 'L-1', 'invalid');
    assert.equal(entry.errors[0]!.code, 'symlink_outside');
  });

  test('a half-written file is not judged inside the settle window, and is accepted once complete', async (t) => {
    const root = await tempProject(t, '[daemon]\nsettle = "1h"\n');
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
    await startTestDaemon(t, root);
    const full = taskMarkdown(root, 'H-1');
    await writeFile(inboxPath(root, 'anvil', 'H-1.md'), full.slice(0, 40));
    // A later file being tracked shows the daemon has looked at the inbox since the torn write.
    await writeLikeAProducer(inboxPath(root, 'anvil', 'MARK-1.md'), taskMarkdown(root, 'MARK-1'));
    await trackedAs(root, 'MARK-1', 'submitted');
    assert.equal((await readTracking(root))?.tasks['H-1'], undefined, 'judged a file still inside its settle window');
    await writeFile(inboxPath(root, 'anvil', 'H-1.md'), full);
    await trackedAs(root, 'H-1', 'submitted');
  });

  test('a file left half-written is diagnosed once the settle window has passed', async (t) => {
    const root = await tempProject(t, '[daemon]\nsettle = "300ms"\n');
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
    await startTestDaemon(t, root);
    await writeFile(inboxPath(root, 'anvil', 'H-2.md'), taskMarkdown(root, 'H-2').slice(0, 40));
    const entry = await trackedAs(root, 'H-2', 'invalid');
    assert.ok(['no_front_matter', 'yaml_syntax'].includes(entry.errors[0]!.code), entry.errors[0]!.code);
    assert.equal(entry.errors[0]!.file, REL('anvil', 'H-2.md'));
  });

  test('forge start --once waits out the settle window of a file it finds half-written, then diagnoses it', async (t) => {
    const root = await tempProject(t, '[daemon]\nsettle = "2s"\n');
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
    await writeFile(inboxPath(root, 'anvil', 'H-3.md'), taskMarkdown(root, 'H-3').slice(0, 40));
    const once = await runForge(root, ['start', '--once']);
    assert.equal(once.code, 0, once.stderr);
    const entry = (await readTracking(root))?.tasks['H-3'];
    assert.equal(entry?.state, 'invalid', 'a one-shot run left a file inside its settle window unjudged');
    assert.equal(entry.errors[0]!.file, REL('anvil', 'H-3.md'));
  });

  test('a hand-corrupted tracking file is kept beside, rewritten valid from the files, and the daemon keeps running', async (t) => {
    const root = await tempProject(t);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'C-1.md'), taskMarkdown(root, 'C-1'));
    const trackingFile = join(root, '_vibe-chain-output', 'worker-inbox', '.tracking.json');
    await writeFile(trackingFile, '{"tasks": {"C-1": ');
    const { logger } = await startTestDaemon(t, root);
    const tracking = await readTracking(root);
    assert.equal(tracking?.tasks['C-1']?.state, 'submitted');
    const names = await readdir(join(root, '_vibe-chain-output', 'worker-inbox'));
    const broken = names.find((n) => n.startsWith('.tracking.json.broken-'));
    assert.ok(broken, `no broken copy among ${names.join(', ')}`);
    assert.equal(await readFile(join(root, '_vibe-chain-output', 'worker-inbox', broken), 'utf8'), '{"tasks": {"C-1": ');
    assert.ok(logger.lines.some((l) => l.includes('tracking_corrupt') || l.includes('tracking file was corrupt')));

    await writeFile(trackingFile, 'garbage while running');
    await waitFor('the tracking file rewritten valid', async () => {
      const text = await readFile(trackingFile, 'utf8');
      if (!text.startsWith('{')) return false;
      const state = (JSON.parse(text) as TrackingFile).tasks['C-1']?.state;
      if (state !== 'submitted') throw new Error(`C-1 is ${state}; log: ${logger.lines.join(' | ')}`);
      return true;
    });
  });

  test('signals for an unknown id are listed as rejected and left in place', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    await writeFile(inboxPath(root, 'anvil', 'GHOST-1.picked-up'), '').catch(async () => {
      await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
      await writeFile(inboxPath(root, 'anvil', 'GHOST-1.picked-up'), '');
    });
    const found = await rejected(root, REL('anvil', 'GHOST-1.picked-up'));
    assert.equal(found.errors[0]!.code, 'unknown_story');
    await stat(inboxPath(root, 'anvil', 'GHOST-1.picked-up'));
  });

  test('an inbox folder that is not an agent name is listed as rejected, and its files are not read', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    await writeLikeAProducer(inboxPath(root, 'Anvil', 'UP-1.md'), taskMarkdown(root, 'UP-1', 'Anvil'));
    const found = await rejected(root, '_vibe-chain-output/worker-inbox/Anvil');
    assert.equal(found.errors[0]!.code, 'bad_agent_name');
    assert.equal((await readTracking(root))?.tasks['UP-1'], undefined);
  });

  test('a signal with one malformed field keeps the rest of its content', async (t) => {
    const root = await tempProject(t);
    await startTestDaemon(t, root);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'SIGF-1.md'), taskMarkdown(root, 'SIGF-1'));
    await trackedAs(root, 'SIGF-1', 'submitted');
    const at = new Date(Date.now() - 60_000).toISOString();
    // Written whole at its own time, so its at is believed whether or not the daemon has measured
    // the file server's clock yet (a file new on the server that claims an older time is skewed).
    await writeLikeAProducer(inboxPath(root, 'anvil', 'SIGF-1.picked-up'), `at: "${at}"\nviolations: "three"\n`, at);
    const entry = await trackedAs(root, 'SIGF-1', 'picked_up');
    assert.equal(entry.picked_up_at, at);
  });

  test('a deleted inbox directory is survived: tasks written after it is recreated are tracked', async (t) => {
    const root = await tempProject(t);
    const { daemon } = await startTestDaemon(t, root);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'G-1.md'), taskMarkdown(root, 'G-1'));
    await trackedAs(root, 'G-1', 'submitted');
    await rm(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
    await waitFor('the story to be dropped', async () => (await readTracking(root))?.tasks['G-1'] === undefined);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'G-2.md'), taskMarkdown(root, 'G-2'));
    await daemon.reconcile();
    await trackedAs(root, 'G-2', 'submitted');
  });

  test('an output folder that cannot be written is reported and retried, and the daemon keeps running', async (t) => {
    const root = await tempProject(t);
    const anvil = join(root, '_vibe-chain-output', 'worker-inbox', 'anvil');
    await writeLikeAProducer(join(anvil, 'W-1.md'), taskMarkdown(root, 'W-1'));
    const readOnly = makeUnwritable(anvil);
    onCleanup(t, () => readOnly.undo());
    const { logger } = await startTestDaemon(t, root);
    await waitFor('a reported write failure', () => logger.lines.some((l) => l.startsWith('ERROR W-1:')));
    readOnly.undo();
    await waitFor('the context written on retry', () => readFile(join(anvil, 'W-1.context.json'), 'utf8').catch(() => null), 15_000);
    await trackedAs(root, 'W-1', 'submitted');
  });
});

/**
 * Makes a folder refuse new files even to root: the immutable attribute where the filesystem has
 * it, else an existing directory where the daemon's context file must go (rename onto it fails).
 */
function makeUnwritable(dir: string): { undo(): void } {
  try {
    execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
    let undone = false;
    return {
      undo() {
        if (!undone) execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
        undone = true;
      },
    };
  } catch {
    // chattr is missing or the filesystem has no immutable attribute (tmpfs, overlay): use the fallback.
    execFileSync('mkdir', ['-p', join(dir, 'W-1.context.json')]);
    return { undo: () => execFileSync('rm', ['-rf', join(dir, 'W-1.context.json')]) };
  }
}

import assert from 'node:assert/strict';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { SignalContent } from '../../protocol/signals.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { parseYaml } from '../../src/markdown/yaml.js';
import { inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from './run-forge.js';

const T = (minutes: number) => new Date(Date.parse('2026-04-01T12:00:00Z') + minutes * 60_000).toISOString();

async function addTask(root: string, id: string, options: { agent?: string; urgency?: string; submittedAt?: string; folder?: string } = {}): Promise<void> {
  const extra: Record<string, string> = options.urgency ? { urgency: options.urgency } : {};
  await writeLikeAProducer(
    inboxPath(root, options.folder ?? options.agent ?? 'anvil', `${id}.md`),
    taskMarkdown(root, id, options.agent ?? 'anvil', extra, options.submittedAt ?? T(0)),
  );
}

describe('forge pickup', () => {
  test('claims in claim order (urgency, then submission time, then id) and prints each task as Markdown', async (t) => {
    const root = await tempProject(t);
    await addTask(root, 'low-old', { urgency: 'low', submittedAt: T(-60) });
    await addTask(root, 'high-new', { urgency: 'high', submittedAt: T(30) });
    await addTask(root, 'normal-a', { submittedAt: T(1) });
    // 12:00:30Z written with an offset: compared as a time, not as text.
    await addTask(root, 'normal-x', { urgency: 'normal', submittedAt: '2026-04-01T12:30:30+00:30' });
    await addTask(root, 'tie-b', { submittedAt: T(5) });
    await addTask(root, 'tie-a', { submittedAt: T(5) });
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      const run = await runForge(root, ['pickup', '--agent', 'anvil'], { env: { FORGE_SESSION_ID: 'sess-1' } });
      assert.equal(run.code, 0, run.stderr);
      const parsed = parseFrontMatter(run.stdout);
      assert.ok(parsed.ok);
      order.push(String(parsed.data.story_id));
      assert.match(parsed.body, /^Build /);
      assert.match(run.stderr, /claimed /);
    }
    assert.deepEqual(order, ['high-new', 'normal-x', 'normal-a', 'tie-a', 'tie-b', 'low-old']);
    const claim = parseYaml(await readFile(inboxPath(root, 'anvil', 'high-new.picked-up'), 'utf8'));
    assert.ok(claim.ok);
    const content = SignalContent.parse(claim.value);
    assert.equal(content.agent, 'anvil');
    assert.equal(content.session_id, 'sess-1');
    assert.ok(content.at && Math.abs(Date.parse(content.at) - Date.now()) < 60_000);
  });

  test('never claims a task that is picked up, orphaned, timed out, escalated, confirmed, invalid or duplicated, and says why', async (t) => {
    const root = await tempProject(t);
    for (const [id, signal] of [
      ['p', 'picked-up'],
      ['o', 'orphaned'],
      ['t', 'timeout'],
      ['e', 'escalation'],
      ['c', 'confirmed'],
    ] as const) {
      await addTask(root, id);
      await writeFile(inboxPath(root, 'anvil', `${id}.${signal}`), '');
    }
    await writeLikeAProducer(inboxPath(root, 'anvil', 'yaml.md'), '---\nstory_id: yaml\nagent: [unclosed\n---\n');
    await addTask(root, 'mismatch', { agent: 'pixel', folder: 'anvil' });
    await addTask(root, 'dup');
    await addTask(root, 'dup', { agent: 'pixel' });
    await writeLikeAProducer(inboxPath(root, 'anvil', 'bin.md'), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x01]));
    const { code, json } = await runForgeJson(root, ['pickup', '--agent', 'anvil']);
    assert.equal(code, 1);
    assert.equal((json.error as { code: string }).code, 'not_found');
    const message = (json.error as { message: string }).message;
    assert.match(message, /nothing to pick up in _vibe-chain-output\/worker-inbox\/anvil\/: 9 task files/);
    for (const part of ['1 picked up', '1 orphaned', '1 timed out', '1 escalated', '1 confirmed', '3 invalid', '1 with the same id in another agent'])
      assert.ok(message.includes(part), `${part} in ${message}`);
  });

  test('accepts a task written with a UTF-8 BOM and CRLF line ends, and refuses a symlink that leads out of the project', async (t) => {
    const root = await tempProject(t);
    const outside = await tempProject(t);
    await writeFile(join(outside, 'evil.md'), taskMarkdown(root, 'evil'));
    await writeLikeAProducer(inboxPath(root, 'anvil', 'x.md'), 'placeholder');
    await symlink(join(outside, 'evil.md'), inboxPath(root, 'anvil', 'evil.md'));
    await writeFile(inboxPath(root, 'anvil', 'x.md'), `\ufeff${taskMarkdown(root, 'x', 'anvil', {}, T(100)).replace(/\n/g, '\r\n')}`);
    const first = await runForgeJson(root, ['pickup', '--agent', 'anvil']);
    assert.equal(first.code, 0);
    assert.equal(first.json.story_id, 'x');
    const second = await runForgeJson(root, ['pickup', '--agent', 'anvil']);
    assert.equal(second.code, 1);
    assert.match((second.json.error as { message: string }).message, /1 invalid/);
  });

  test('--story claims that story only, and a second claim of it fails naming the reason', async (t) => {
    const root = await tempProject(t);
    await addTask(root, 'A-1', { urgency: 'high' });
    await addTask(root, 'A-2');
    const first = await runForgeJson(root, ['pickup', '--agent', 'anvil', '--story', 'A-2', '--session', 's-9']);
    assert.equal(first.code, 0);
    assert.equal(first.json.story_id, 'A-2');
    assert.equal(first.json.file, '_vibe-chain-output/worker-inbox/anvil/A-2.md');
    assert.deepEqual(
      { ...(first.json.claim as object), at: null },
      { file: '_vibe-chain-output/worker-inbox/anvil/A-2.picked-up', agent: 'anvil', session_id: 's-9', at: null },
    );
    assert.equal((first.json.front_matter as { story_id: string }).story_id, 'A-2');
    assert.equal(first.json.body, 'Build A-2.\n');
    const [again, missing, noFolder, badAgent] = await Promise.all([
      runForge(root, ['pickup', '--agent', 'anvil', '--story', 'A-2']),
      runForge(root, ['pickup', '--agent', 'anvil', '--story', 'A-9']),
      runForge(root, ['pickup', '--agent', 'crucible']),
      runForge(root, ['pickup', '--agent', 'Not An Agent']),
    ]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /cannot pick up A-2: 1 task file, 1 picked up/);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /no task file _vibe-chain-output\/worker-inbox\/anvil\/A-9\.md/);
    assert.equal(noFolder.code, 1);
    assert.match(noFolder.stderr, /no inbox folder _vibe-chain-output\/worker-inbox\/crucible\//);
    assert.equal(badAgent.code, 2);
  });
});

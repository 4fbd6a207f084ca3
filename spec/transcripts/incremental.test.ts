import assert from 'node:assert/strict';
import { appendFile, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { expectedFor, ingestFolder, openService, sessionFile, snapshotExchanges, TREES, tempDir } from './corpus.js';

/** The file's text cut after every 100th line (every 3rd for short files), the last piece ending the file. */
function piecesOf(text: string): string[] {
  const lines = text
    .split('\n')
    .slice(0, -1)
    .map((line) => `${line}\n`);
  const every = lines.length > 300 ? 100 : 3;
  const pieces: string[] = [];
  for (let i = 0; i < lines.length; i += every) pieces.push(lines.slice(i, i + every).join(''));
  return pieces;
}

for (const { label, open } of TREES) {
  test(`${label}: appending each transcript 100 lines at a time gives the same files as ingesting it whole`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    for (const sessionId of tree.picks.piecewise) {
      const source = sessionFile(tree, sessionId);
      const text = await readFile(source, 'utf8');
      const wholeDir = await tempDir(t, 'kb-whole-src-');
      await copyFile(source, join(wholeDir, `${sessionId}.jsonl`));
      const wholeProject = await tempDir(t, 'kb-whole-');
      await ingestFolder(wholeProject, wholeDir);
      const whole = await snapshotExchanges(wholeProject);

      // A fresh service per piece: the restart path, resuming from _state.json's checkpoint.
      const coldDir = await tempDir(t, 'kb-cold-src-');
      const coldProject = await tempDir(t, 'kb-cold-');
      // One service for all pieces: the daemon's path, continuing its fold in memory.
      const hotDir = await tempDir(t, 'kb-hot-src-');
      const hotProject = await tempDir(t, 'kb-hot-');
      const hot = await openService(hotProject);
      for (const piece of piecesOf(text)) {
        await appendFile(join(coldDir, `${sessionId}.jsonl`), piece);
        await ingestFolder(coldProject, coldDir);
        await appendFile(join(hotDir, `${sessionId}.jsonl`), piece);
        await hot.ingestDirs([{ dir: hotDir, agent: null, storyId: null }]);
      }
      assert.deepEqual(await snapshotExchanges(coldProject), whole, sessionId);
      assert.deepEqual(await snapshotExchanges(hotProject), whole, sessionId);
    }
  });

  test(`${label}: a line written in two parts is held back until its newline arrives`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const text = await readFile(sessionFile(tree, tree.picks.toolHeavy), 'utf8');
    const dir = await tempDir(t, 'kb-torn-src-');
    const project = await tempDir(t, 'kb-torn-');
    const file = join(dir, 'tool_heavy.jsonl');
    const cut = text.indexOf('"type":"user"') + 5;
    await writeFile(file, text.slice(0, cut));
    const first = await ingestFolder(project, dir);
    assert.ok((first.sessions[0]?.counters.corrupt ?? 0) === 0, 'the unfinished line is not counted as corrupt');
    await appendFile(file, text.slice(cut));
    const last = await ingestFolder(project, dir);
    assert.equal(last.sessions[0]?.counters.corrupt, 0);
    const wholeProject = await tempDir(t, 'kb-torn-whole-');
    await ingestFolder(wholeProject, dir, { rebuild: true });
    assert.deepEqual(await snapshotExchanges(project), await snapshotExchanges(wholeProject));
  });

  test(`${label}: a truncated transcript is read again from the start and exchanges it no longer holds are removed`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const text = await readFile(sessionFile(tree, tree.picks.toolHeavy), 'utf8');
    const dir = await tempDir(t, 'kb-trunc-src-');
    const project = await tempDir(t, 'kb-trunc-');
    const file = join(dir, 'tool_heavy.jsonl');
    await writeFile(file, text);
    const before = await ingestFolder(project, dir);
    assert.equal(before.sessions[0]?.counters.exchanges, expectedFor(file).exchanges);
    const shorter = `${text.split('\n').slice(0, 12).join('\n')}\n`;
    await writeFile(file, shorter);
    const after = await ingestFolder(project, dir);
    assert.equal(after.sessions[0]?.rebuilt, true);
    assert.equal(after.sessions[0]?.counters.exchanges, expectedFor(file).exchanges);
    const fresh = await tempDir(t, 'kb-trunc-fresh-');
    await ingestFolder(fresh, dir);
    assert.deepEqual(await snapshotExchanges(project), await snapshotExchanges(fresh));
  });

  test(`${label}: a transcript replaced by another of the same size or larger is read again from the start`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const dir = await tempDir(t, 'kb-replace-src-');
    const project = await tempDir(t, 'kb-replace-');
    const file = join(dir, 'session.jsonl');
    await copyFile(sessionFile(tree, tree.picks.short), file);
    await ingestFolder(project, dir);
    await copyFile(sessionFile(tree, tree.picks.toolHeavy), file);
    const after = await ingestFolder(project, dir);
    assert.equal(after.sessions[0]?.rebuilt, true);
    assert.equal(after.sessions[0]?.counters.exchanges, expectedFor(file).exchanges);
    const fresh = await tempDir(t, 'kb-replace-fresh-');
    await ingestFolder(fresh, dir);
    assert.deepEqual(await snapshotExchanges(project), await snapshotExchanges(fresh));
  });

  test(`${label}: a corrupt line is skipped and counted, and the rest of the session is unchanged`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const text = await readFile(sessionFile(tree, tree.picks.short), 'utf8');
    const lines = text.split('\n');
    const dir = await tempDir(t, 'kb-corrupt-src-');
    const project = await tempDir(t, 'kb-corrupt-');
    await writeFile(join(dir, 'short.jsonl'), [...lines.slice(0, 6), '{"type":"assistant","mess', '[1,2]', ...lines.slice(6)].join('\n'));
    const report = await ingestFolder(project, dir);
    assert.equal(report.sessions[0]?.counters.corrupt, 2);
    const clean = await tempDir(t, 'kb-corrupt-clean-');
    const cleanDir = await tempDir(t, 'kb-corrupt-clean-src-');
    await writeFile(join(cleanDir, 'short.jsonl'), text);
    await ingestFolder(clean, cleanDir);
    assert.deepEqual(await snapshotExchanges(project), await snapshotExchanges(clean));
  });

  test(`${label}: records replayed with a uuid already read are counted as duplicates and change nothing`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const text = await readFile(sessionFile(tree, tree.picks.toolHeavy), 'utf8');
    const dir = await tempDir(t, 'kb-dup-src-');
    const project = await tempDir(t, 'kb-dup-');
    const file = join(dir, 'tool_heavy.jsonl');
    await writeFile(file, text);
    await ingestFolder(project, dir);
    const before = await snapshotExchanges(project);
    const service = await openService(project);
    await service.ingestDirs([{ dir, agent: null, storyId: null }]);
    const replay =
      `${text
        .split('\n')
        .filter((line) => line.includes('"uuid"'))
        .slice(-5)
        .join('\n')}\n`;
    await appendFile(file, replay);
    const report = await service.ingestDirs([{ dir, agent: null, storyId: null }]);
    assert.equal(report.sessions[0]?.counters.duplicates, 5);
    assert.deepEqual(await snapshotExchanges(project), before);
  });

  test(`${label}: subagent transcripts count as activity but never become exchanges`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const dir = await tempDir(t, 'kb-side-src-');
    const project = await tempDir(t, 'kb-side-');
    const { sessionId, agent } = tree.picks.sidechain;
    const session = tree.sessions.find((s) => s.sessionId === sessionId)!;
    await copyFile(session.file, join(dir, `${session.sessionId}.jsonl`));
    const subagents = join(dir, session.sessionId, 'subagents');
    await mkdir(subagents, { recursive: true });
    await copyFile(join(session.dir, session.sessionId, 'subagents', `${agent}.jsonl`), join(subagents, `${agent}.jsonl`));
    const service = await openService(project);
    const first = await service.ingestDirs([{ dir, agent: 'anvil', storyId: 'S-1' }]);
    assert.equal(first.activity.length, 2);
    assert.deepEqual(
      first.sessions.map((s) => s.sessionId),
      [session.sessionId],
    );
    await appendFile(join(subagents, `${agent}.jsonl`), '{"type":"progress"}\n');
    const second = await service.ingestDirs([{ dir, agent: 'anvil', storyId: 'S-1' }]);
    assert.deepEqual(
      second.activity.map((a) => [a.sessionId, a.agent, a.storyId, a.file]),
      [[session.sessionId, 'anvil', 'S-1', join(subagents, `${agent}.jsonl`)]],
    );
    assert.equal(second.sessions.length, 0);
  });

  test(`${label}: sessions whose fold was evicted from memory resume from their checkpoint with the same bytes`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const names = [tree.picks.toolHeavy, tree.picks.quietStart];
    const texts = await Promise.all(names.map((name) => readFile(sessionFile(tree, name), 'utf8')));
    const wholeDir = await tempDir(t, 'kb-evict-whole-src-');
    for (const name of names) await copyFile(sessionFile(tree, name), join(wholeDir, `${name}.jsonl`));
    const wholeProject = await tempDir(t, 'kb-evict-whole-');
    await ingestFolder(wholeProject, wholeDir);
    const dir = await tempDir(t, 'kb-evict-src-');
    const project = await tempDir(t, 'kb-evict-');
    const service = await openService(project, { maxFolds: 1 });
    const pieces = texts.map((text) => piecesOf(text));
    for (let i = 0; i < Math.max(...pieces.map((p) => p.length)); i++) {
      for (const [n, name] of names.entries()) {
        const piece = pieces[n]![i];
        if (piece === undefined) continue;
        await appendFile(join(dir, `${name}.jsonl`), piece);
        await service.ingestSources([{ file: join(dir, `${name}.jsonl`), kind: 'session', sessionId: name, agent: null, storyId: null }]);
      }
    }
    assert.deepEqual(await snapshotExchanges(project), await snapshotExchanges(wholeProject));
  });

  test(`${label}: a second file with the name of a session already read elsewhere is left alone and reported`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const first = await tempDir(t, 'kb-conflict-a-');
    const second = await tempDir(t, 'kb-conflict-b-');
    const project = await tempDir(t, 'kb-conflict-');
    await copyFile(sessionFile(tree, tree.picks.short), join(first, 'same.jsonl'));
    await copyFile(sessionFile(tree, tree.picks.toolHeavy), join(second, 'same.jsonl'));
    const service = await openService(project);
    await service.ingestDirs([{ dir: first, agent: null, storyId: null }]);
    const before = await snapshotExchanges(project);
    const report = await service.ingestDirs([{ dir: second, agent: null, storyId: null }]);
    assert.equal(report.sessions.length, 0);
    assert.match(report.problems.join('\n'), /session same is read from .*same\.jsonl has the same name/);
    assert.deepEqual(await snapshotExchanges(project), before);
  });

  test(`${label}: with saves coalesced, as the watcher does, the files after a save equal a whole ingest, even across a truncation`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const text = await readFile(sessionFile(tree, tree.picks.quietStart), 'utf8');
    const dir = await tempDir(t, 'kb-coalesce-src-');
    const project = await tempDir(t, 'kb-coalesce-');
    const file = join(dir, 'subagent.jsonl');
    const source = { file, kind: 'session' as const, sessionId: 'subagent', agent: null, storyId: null };
    const service = await openService(project);
    for (const [i, piece] of piecesOf(text).entries()) {
      await appendFile(file, piece);
      await service.ingestSources([source], { flush: false });
      if (i % 7 === 6) await service.flush();
    }
    // Cut to its first record, which opens no exchange: the open exchange pending a rewrite is gone.
    await writeFile(file, `${text.split('\n').slice(0, 1).join('\n')}\n`);
    await service.ingestSources([source], { flush: false });
    await service.flush();
    const fresh = await tempDir(t, 'kb-coalesce-fresh-');
    await ingestFolder(fresh, dir);
    assert.deepEqual(await snapshotExchanges(project), await snapshotExchanges(fresh));
  });
}

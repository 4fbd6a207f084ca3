import assert from 'node:assert/strict';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathExists } from '../../src/fs/path-exists.js';
import { loadIndex } from '../../src/transcripts/index-store.js';
import { projectSessionStartText } from '../../src/workers/project-session-start.js';
import { SESSION_START_MAX_CHARS } from '../../src/workers/session-start.js';
import { runMain } from '../helpers/run-main.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { entry, tracking, writeTracking } from '../parties/tracking-fixture.js';
import { Session } from './synthetic-transcripts.js';

/** PreCompact hook input as Claude Code writes it. */
const hookInput = (transcript: string, cwd: string) =>
  JSON.stringify({ session_id: 'precompact', transcript_path: transcript, cwd, hook_event_name: 'PreCompact', trigger: 'auto', custom_instructions: '' });

async function compactingSession(project: string): Promise<{ file: string; grow: () => Promise<void> }> {
  const dir = join(project, 'transcripts');
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'precompact.jsonl');
  const s = new Session('precompact', '2026-03-05T10:00:00Z');
  s.prompt('Refactor the basket.').say('Reading it.');
  await writeFile(file, s.text());
  const before = s.lines.length;
  return {
    file,
    grow: async () => {
      s.prompt('Go on.');
      for (let i = 0; i < 4; i++) s.assistant([{ type: 'text', text: `step ${i}` }], { grow: 2_000 });
      await appendFile(file, `${s.lines.slice(before).join('\n')}\n`);
    },
  };
}

test('the PreCompact hook ingests the pending lines and starts the compound only once the session passed the watermark', async (t) => {
  const project = await tempProject(t, '[compound]\ncommand = "echo ran >> compound-ran.txt"\nthreshold_tokens = 5000\n');
  const env = { CLAUDE_CONFIG_DIR: join(project, 'claude') };
  const { file, grow } = await compactingSession(project);
  const first = await runMain(['hook', 'pre-compact', '--project', project], { cwd: project, env, stdin: hookInput(file, project) });
  assert.deepEqual(first, { code: 0, stdout: '', stderr: '' });
  assert.deepEqual(
    (await loadIndex(project)).lines.map((l) => l.prompt),
    ['Refactor the basket.'],
    'the pending lines are in the memory',
  );
  assert.equal(await pathExists(join(project, 'compound-ran.txt')), false, 'a first sighting only seeds the watermark');
  await grow();
  const second = await runMain(['hook', 'pre-compact', '--project', project], { cwd: project, env, stdin: hookInput(file, project) });
  assert.deepEqual(second, { code: 0, stdout: '', stderr: '' });
  assert.equal((await loadIndex(project)).lines.length, 2);
  await waitFor('the compound command ran', () => pathExists(join(project, 'compound-ran.txt')));
});

test('with on_precompact = false the PreCompact hook ingests but never compounds, and bad input is one line on stderr, exit 0', async (t) => {
  const project = await tempProject(t, '[compound]\ncommand = "echo ran >> compound-ran.txt"\nthreshold_tokens = 5000\non_precompact = false\n');
  const env = { CLAUDE_CONFIG_DIR: join(project, 'claude') };
  const { file, grow } = await compactingSession(project);
  await runMain(['hook', 'pre-compact', '--project', project], { cwd: project, env, stdin: hookInput(file, project) });
  await grow();
  const run = await runMain(['hook', 'pre-compact', '--project', project], { cwd: project, env, stdin: hookInput(file, project) });
  assert.equal(run.code, 0);
  assert.equal((await loadIndex(project)).lines.length, 2);
  assert.equal(await pathExists(join(project, 'compound-ran.txt')), false);
  const bad = await runMain(['hook', 'pre-compact', '--project', project], { cwd: project, env, stdin: 'not json' });
  assert.equal(bad.code, 0);
  assert.equal(bad.stdout, '');
  assert.match(bad.stderr, /^forge hook pre-compact: no transcript_path in the hook input\n$/);
});

test("an ordinary session's start block gives task counts, what needs a person, how to search the memory and a failed compound, within the bound", async (t) => {
  const project = await tempProject(t);
  await writeTracking(
    project,
    tracking({
      'A-1': entry('A-1', 'picked_up'),
      'A-2': entry('A-2', 'escalated', { agent: 'kiln' }),
      'A-3': entry('A-3', 'submitted'),
      'A-4': entry('A-4', 'picked_up'),
    }),
  );
  const run = await runMain(['hook', 'session-start', '--project', project], { cwd: project });
  assert.equal(run.code, 0);
  assert.match(run.stdout, /^Tasks: 1 submitted, 2 picked_up, 1 escalated /m);
  assert.match(run.stdout, /^Needs a person: A-2 \(escalated, kiln\); /m);
  assert.match(run.stdout, /forge kb search "<words>" \[--story ID\]/);
  assert.doesNotMatch(run.stdout, /compound/);
  const failed = projectSessionStartText({ projectId: 'p', tracking: null, exchanges: 3, lastCompound: { at: '2026-03-01T00:00:00.000Z', exit_code: 4 } });
  assert.match(failed, /^The last compound run failed \(exit 4 at 2026-03-01T00:00:00.000Z\)/m);
  const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`rejected-${'x'.repeat(80)}-${i}.md`, { errors: [] }]));
  const long = projectSessionStartText({ projectId: 'p', tracking: { ...tracking({}), rejected: many }, exchanges: 0, lastCompound: null });
  assert.ok(long.length <= SESSION_START_MAX_CHARS + 1, `${long.length} characters`);
  assert.match(long, /and 495 more/);
});

import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { WorkerEntry } from '../../protocol/tracking.js';
import { EventsLog } from '../../src/events/events-log.js';
import { workerEvents } from '../../src/events/forge-event.js';
import { tempProject } from '../helpers/temp-project.js';

const lines = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { n: number });

describe('events.jsonl', () => {
  test('is rotated to events.jsonl.1 at the size limit, never splitting a line and losing none of the recent ones', async (t) => {
    const root = await tempProject(t);
    const file = join(root, 'events.jsonl');
    const errors: string[] = [];
    const log = new EventsLog(file, 200, (m) => errors.push(m));
    for (let n = 0; n < 20; n++) log.append({ n, pad: 'x'.repeat(30) });
    await log.flushed();
    const [current, previous] = [await lines(file), await lines(`${file}.1`)];
    assert.ok((await readFile(file)).length <= 200);
    assert.deepEqual(
      [...previous, ...current].map((e) => e.n),
      Array.from({ length: previous.length + current.length }, (_, i) => 20 - previous.length - current.length + i),
    );
    assert.equal(current.at(-1)!.n, 19);
    assert.deepEqual(errors, []);
  });

  test('a log that cannot be written is reported once and the appends go on', async (t) => {
    const root = await tempProject(t);
    await writeFile(join(root, 'a-file'), 'a file where the folder should be\n');
    const errors: string[] = [];
    const log = new EventsLog(join(root, 'a-file', 'events.jsonl'), 1000, (m) => errors.push(m));
    log.append({ n: 1 });
    log.append({ n: 2 });
    await log.flushed();
    assert.equal(errors.length, 1);
  });
});

const worker = (status: WorkerEntry['status'], current_task: string | null = null): WorkerEntry => ({
  status,
  current_task,
  idle_since: null,
  last_seen_at: null,
});

describe('worker events', () => {
  test('coming to life is agent-started; leaving busy for idle is agent-idle; nothing else is an event', () => {
    const before = { anvil: worker('offline'), furnace: worker('busy', 'B-1'), crucible: worker('idle'), temper: worker('idle') };
    const after = { anvil: worker('idle'), furnace: worker('idle'), crucible: worker('busy', 'C-1'), temper: worker('offline'), pixel: worker('busy', 'P-1') };
    assert.deepEqual(
      workerEvents(before, after).map((e) => [e.type, e.agent]),
      [
        ['forge-agent-started', 'anvil'],
        ['forge-agent-idle', 'furnace'],
        ['forge-agent-started', 'pixel'],
      ],
    );
  });
});

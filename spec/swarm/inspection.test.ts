import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { headerOf } from '../../src/swarm/broadcast-files.js';
import { type InspectedTask, inspect } from '../../src/swarm/inspection.js';
import { siblingContextSections } from '../../src/swarm/sibling-context.js';

const at = (minute: number) => new Date(Date.parse('2026-04-01T12:00:00Z') + minute * 60_000).toISOString();
const broadcast = (id: string, module: string, minute: number, body: string, breaking = false) =>
  headerOf(id, { severity: 'info', kind: 'api', module, agent: 'furnace', breaking, created_at: at(minute) }, body);

const task = (story_id: string, module: string, handoffMinute: number | null, text = '', depends_on: string[] = []): InspectedTask => ({
  story_id,
  module,
  agent: 'anvil',
  state: handoffMinute === null ? 'picked_up' : 'handed_off',
  depends_on,
  handoff: handoffMinute === null ? null : { created_at: at(handoffMinute), status: 'completed', text },
});

describe('the inspection of a batch', () => {
  test('flags the consumer that handed off before a breaking change of the interface it used, and nothing else', () => {
    const result = inspect({
      tasks: [task('API', 'shop/api', 30), task('UI', 'shop/ui', 10, 'calls getCart'), task('ADMIN', 'shop/admin', 40, 'calls getCart')],
      broadcasts: [
        broadcast('b2', 'shop/api', 20, 'INTERFACE: getCart\nTYPE: (id: CartId) => Cart\nBREAKING: yes\n', true),
        broadcast('b1', 'shop/api', 0, 'INTERFACE: getCart\nTYPE: (id: string) => Cart\n'),
      ],
      readBroadcasts: new Map([
        ['UI', true],
        ['ADMIN', false],
      ]),
    });
    assert.deepEqual(
      result.flags.map((f) => [f.code, f.module, f.broadcasts.join()]),
      [
        ['stale_consumer', 'shop/ui', 'b2'],
        ['conflicting_interface', 'shop/api', 'b1,b2'],
        ['unread_broadcasts', 'shop/admin', 'b2,b1'],
      ],
    );
    const ui = result.modules.find((m) => m.module === 'shop/ui')!;
    assert.deepEqual([ui.consumed, ui.depends_on_modules], [['getCart'], ['shop/api']]);
    assert.deepEqual(result.modules.find((m) => m.module === 'shop/api')!.produced, ['getCart']);
  });

  test('without transcripts, or with agreeing types, there is nothing to flag', () => {
    const result = inspect({
      tasks: [task('API', 'shop/api', 30), task('UI', 'shop/ui', 40, 'calls getCart')],
      broadcasts: [
        broadcast('b1', 'shop/api', 0, 'INTERFACE: getCart\nTYPE: ( id : string ) => Cart\n'),
        broadcast('b0', 'shop/api', -1, 'INTERFACE: getCart\nTYPE: (id: string) => Cart\n'),
      ],
      readBroadcasts: new Map(),
    });
    assert.deepEqual(result.flags, []);
  });
});

describe('the sibling context of a prompt', () => {
  test('names the siblings and the broadcasts, counts the rest, and stays within its byte budget', () => {
    const siblings = Array.from({ length: 10 }, (_, i) => ({
      story_id: `S-${i}`,
      module: `shop/m${i}`,
      agent: 'furnace',
      state: 'picked_up' as const,
      description: 'x'.repeat(100),
      relation: 'batch' as const,
    }));
    const broadcasts = Array.from({ length: 10 }, (_, i) => ({
      id: `id-${i}`,
      severity: 'info' as const,
      kind: 'api' as const,
      module: 'shop/api',
      agent: 'furnace',
      created_at: at(i),
      summary: 'y'.repeat(200),
    }));
    const sections = siblingContextSections({ siblings, siblingsTotal: 25, broadcasts, olderBroadcasts: 40, budgetBytes: 3000 });
    assert.deepEqual(
      sections.map((s) => s.title),
      ['Sibling modules (built in parallel with yours)', 'Recent broadcasts'],
    );
    for (const section of sections) assert.ok(Buffer.byteLength(JSON.stringify(section.text)) <= 1500, section.title);
    assert.match(sections[0]!.text, /more left out to keep the prompt short\) \(\+15 more: get_siblings/);
    assert.match(sections[1]!.text, /\(\+40 older broadcasts/);
    assert.deepEqual(siblingContextSections({ siblings: [], siblingsTotal: 0, broadcasts: [], olderBroadcasts: 0 }), []);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TestContext } from 'node:test';
import { broadcastFile, broadcastId } from '../../protocol/broadcast.js';
import { EXCHANGES_INDEX, exchangeFile } from '../../protocol/exchange.js';
import { handoffFile, taskFile } from '../../protocol/paths.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import { ManualClock } from '../../src/clock.js';
import { renderFrontMatter } from '../../src/markdown/front-matter.js';
import { createToolContext, type ToolContext } from '../../src/tools/context.js';
import { taskMarkdown, tempProject } from '../helpers/temp-project.js';
import { entry, tracking, writeTracking } from '../parties/tracking-fixture.js';

/**
 * A small swarm, written straight to files: the checkout batch (ui consumes api, cart waits),
 * a billing task of another feature, broadcasts from checkout/api (a contract, then a breaking
 * change after the ui handed off), one from billing, handoffs, and one transcript exchange.
 */
export const T = Date.parse('2026-04-01T12:00:00Z');
export const at = (minutes: number) => new Date(T + minutes * 60_000).toISOString();

export interface BroadcastSpec {
  minute: number;
  module: string;
  severity?: string;
  kind?: string;
  agent?: string;
  story_id?: string;
  breaking?: boolean;
  body: string;
  n?: number;
}

export async function writeBroadcastFile(root: string, spec: BroadcastSpec): Promise<string> {
  const id = broadcastId(T + spec.minute * 60_000, spec.module, spec.n ?? 1);
  const front = {
    severity: spec.severity ?? 'info',
    kind: spec.kind ?? 'interface',
    module: spec.module,
    agent: spec.agent ?? 'furnace',
    ...(spec.story_id ? { story_id: spec.story_id } : {}),
    breaking: spec.breaking ?? false,
    created_at: at(spec.minute),
  };
  await writeAt(root, broadcastFile(id), renderFrontMatter(front, spec.body));
  return id;
}

export async function writeAt(root: string, relative: string, content: string): Promise<void> {
  const path = join(root, ...relative.split('/'));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

const TASKS: Array<[string, TaskEntry['state'], Partial<TaskEntry>, Record<string, string>]> = [
  ['CHK-1', 'handed_off', { agent: 'anvil', module: 'checkout/ui', batch: 'checkout', depends_on: ['CHK-2'] }, { title: 'Checkout page' }],
  ['CHK-2', 'handed_off', { agent: 'furnace', module: 'checkout/api', batch: 'checkout' }, { title: 'Cart and payment endpoints' }],
  [
    'CHK-3',
    'picked_up',
    { agent: 'anvil', module: 'checkout/cart', batch: 'checkout', depends_on: ['CHK-4'], blocked_by: ['CHK-4'] },
    { title: 'Cart drawer' },
  ],
  ['CHK-4', 'submitted', { agent: 'furnace', module: 'checkout/tax', batch: 'checkout', blocks: ['CHK-3'] }, { title: 'Tax rules' }],
  ['BIL-1', 'submitted', { agent: 'furnace', module: 'billing/api' }, { title: 'Invoices' }],
];

export interface SwarmProject {
  root: string;
  context: ToolContext;
  clock: ManualClock;
  broadcasts: { contract: string; breaking: string; billing: string; long: string };
}

export async function swarmProject(t: TestContext): Promise<SwarmProject> {
  const root = await tempProject(t);
  const tasks: Record<string, TaskEntry> = {};
  for (const [id, state, overrides, front] of TASKS) {
    const file = taskFile(overrides.agent!, id);
    tasks[id] = entry(id, state, { ...overrides, file });
    await writeAt(
      root,
      file,
      taskMarkdown(root, id, overrides.agent, { ...front, module: overrides.module!, ...(overrides.batch ? { batch: overrides.batch } : {}) }, at(-60)),
    );
  }
  await writeTracking(
    root,
    tracking(tasks, {
      workers: {
        anvil: { status: 'busy', idle_since: null, current_task: 'CHK-3', last_seen_at: at(-1) },
        furnace: { status: 'idle', idle_since: at(-5), current_task: null, last_seen_at: at(-1) },
      },
    }),
  );
  const contract = await writeBroadcastFile(root, {
    minute: -50,
    module: 'checkout/api',
    kind: 'api',
    story_id: 'CHK-2',
    body: 'INTERFACE: POST /cart/items\nTYPE: { sku: string } => Cart\nMODULE: checkout/api\nBREAKING: no\n',
  });
  const breaking = await writeBroadcastFile(root, {
    minute: -10,
    module: 'checkout/api',
    kind: 'breaking',
    severity: 'critical',
    story_id: 'CHK-2',
    breaking: true,
    body: 'INTERFACE: POST /cart/items\nTYPE: { sku: string; qty: number } => Cart\nBREAKING: yes\n',
  });
  const billing = await writeBroadcastFile(root, {
    minute: -30,
    module: 'billing/api',
    kind: 'decision',
    agent: 'furnace',
    body: 'Invoices are immutable once sent.\n',
  });
  const long = await writeBroadcastFile(root, {
    minute: -60,
    module: 'docs',
    kind: 'decision',
    agent: 'furnace',
    body: `${'The style guide, at length. '.repeat(800)}\n`,
  });
  await writeAt(
    root,
    handoffFile('CHK-1', 'pr'),
    renderFrontMatter(
      { story_id: 'CHK-1', agent: 'anvil', status: 'completed', created_at: at(-20), module: 'checkout/ui', summary: 'Checkout page calls POST /cart/items' },
      'Uses POST /cart/items with { sku }.\n',
    ),
  );
  await writeAt(
    root,
    handoffFile('CHK-2', 'pr'),
    renderFrontMatter({ story_id: 'CHK-2', agent: 'furnace', status: 'completed', created_at: at(-5), module: 'checkout/api' }, 'Endpoints done.\n'),
  );
  const session = '5f0c2a9e-1d2b-4c55-9a63-0f3b2a7e8d11';
  const line = {
    session_id: session,
    exchange_id: '0001',
    agent: 'furnace',
    started_at: at(-40),
    ended_at: at(-39),
    prompt: 'make payment retry',
    tool_calls: 1,
    errors: 0,
    context_tokens: 1000,
    file: exchangeFile(session, '0001'),
  };
  await writeAt(
    root,
    line.file,
    renderFrontMatter({ ...line, file: undefined }, '# make payment retry\n\nWrapped the payment gateway call in a retry with backoff.\n'),
  );
  const long2 = { ...line, exchange_id: '0002', started_at: at(-35), ended_at: at(-34), prompt: 'payment logs', file: exchangeFile(session, '0002') };
  await writeAt(root, long2.file, renderFrontMatter({ ...long2, file: undefined }, `# payment logs\n\n${'A payment log line.\n'.repeat(1200)}`));
  await writeAt(root, EXCHANGES_INDEX, `${JSON.stringify(line)}\n${JSON.stringify(long2)}\n`);
  const clock = new ManualClock(T);
  return { root, clock, context: createToolContext(root, { HOME: root }, clock, 'anvil'), broadcasts: { contract, breaking, billing, long } };
}

export function emptyContext(root: string): ToolContext {
  return createToolContext(root, { HOME: root }, new ManualClock(T), 'anvil');
}

import { normalizeType } from '../../protocol/interface-type.js';
import { fromIso } from '../../protocol/timestamps.js';
import type { InspectionFlag, ModuleReport } from '../../protocol/tools/inspect-batch.js';
import { INTERFACES_SHOWN } from '../../protocol/tools/inspect-batch.js';
import type { TaskState } from '../../protocol/tracking.js';
import type { BroadcastHeader } from './broadcast-files.js';

/**
 * The inspection of a batch, as a pure function of what was gathered: which interfaces each
 * module produced and consumed, and the three things the design asks an inspector to catch.
 */
export interface InspectedTask {
  story_id: string;
  module: string;
  agent: string;
  state: TaskState;
  depends_on: string[];
  handoff: { created_at: string; status: string; text: string } | null;
}

export interface InspectionInput {
  tasks: InspectedTask[];
  /** Every valid broadcast, newest first. */
  broadcasts: readonly BroadcastHeader[];
  /** Per story: whether its transcript exchanges show it reading the broadcasts; absent when unknown. */
  readBroadcasts: ReadonlyMap<string, boolean>;
}

export interface Inspection {
  modules: ModuleReport[];
  flags: InspectionFlag[];
}

interface Produced {
  module: string;
  type: string | null;
  broadcast: string;
}

const FLAG_ORDER: Record<InspectionFlag['code'], number> = { stale_consumer: 0, conflicting_interface: 1, unread_broadcasts: 2 };

export function inspect(input: InspectionInput): Inspection {
  const modules = new Set(input.tasks.map((task) => task.module));
  const ofBatch = input.broadcasts.filter((header) => modules.has(header.module));
  const produced = new Map<string, Produced[]>();
  const referenced = new Map<string, Set<string>>();
  for (const header of [...ofBatch].reverse()) {
    for (const contract of header.contracts) {
      const owner = contract.module ?? header.module;
      if (owner === header.module) push(produced, contract.interface, { module: owner, type: contract.type, broadcast: header.id });
      else add(referenced, header.module, contract.interface);
    }
  }
  const producerOf = (name: string) => new Set((produced.get(name) ?? []).map((item) => item.module));
  const byStory = new Map(input.tasks.map((task) => [task.story_id, task]));

  const reports: ModuleReport[] = [];
  const flags: InspectionFlag[] = [];
  for (const task of [...input.tasks].sort((a, b) => (a.module < b.module ? -1 : a.module > b.module ? 1 : a.story_id < b.story_id ? -1 : 1))) {
    const own = [...produced].filter(([, items]) => items.some((item) => item.module === task.module)).map(([name]) => name);
    const consumed = new Set(referenced.get(task.module) ?? []);
    for (const name of produced.keys()) {
      if (!producerOf(name).has(task.module) && task.handoff && mentions(task.handoff.text, name)) consumed.add(name);
    }
    const dependsOn = new Set<string>();
    for (const id of task.depends_on) {
      const dep = byStory.get(id);
      if (dep && dep.module !== task.module) dependsOn.add(dep.module);
    }
    for (const name of consumed) for (const module of producerOf(name)) if (module !== task.module) dependsOn.add(module);
    reports.push({
      module: task.module,
      story_id: task.story_id,
      agent: task.agent,
      state: task.state,
      handoff_at: task.handoff?.created_at ?? null,
      produced: own.sort().slice(0, INTERFACES_SHOWN),
      consumed: [...consumed].sort().slice(0, INTERFACES_SHOWN),
      depends_on_modules: [...dependsOn].sort(),
    });
    if (task.handoff) flags.push(...staleFlags(task, task.handoff.created_at, dependsOn, ofBatch));
    if (task.handoff?.status === 'completed' && input.readBroadcasts.get(task.story_id) === false) {
      const before = ofBatch.filter((header) => header.module !== task.module && fromIso(header.created_at) <= fromIso(task.handoff!.created_at));
      if (before.length > 0) {
        flags.push({
          code: 'unread_broadcasts',
          module: task.module,
          story_id: task.story_id,
          message: `${task.module} (${task.story_id}, ${task.agent}) completed without reading the broadcasts: none of its exchanges calls get_broadcasts or reads the broadcasts folder, while ${before.length} sibling broadcast(s) were out`,
          broadcasts: before.slice(0, 5).map((header) => header.id),
        });
      }
    }
  }
  flags.push(...conflictFlags(produced));
  flags.sort((a, b) => FLAG_ORDER[a.code] - FLAG_ORDER[b.code] || (a.module < b.module ? -1 : a.module > b.module ? 1 : 0));
  return { modules: reports, flags };
}

function staleFlags(task: InspectedTask, handoffAt: string, dependsOn: ReadonlySet<string>, broadcasts: readonly BroadcastHeader[]): InspectionFlag[] {
  const at = fromIso(handoffAt);
  const flags: InspectionFlag[] = [];
  for (const module of [...dependsOn].sort()) {
    const later = broadcasts.filter((header) => header.module === module && header.breaking && fromIso(header.created_at) > at);
    if (later.length === 0) continue;
    const oldest = later[later.length - 1]!;
    const names = [...new Set(later.flatMap((header) => header.contracts.map((contract) => contract.interface)))];
    flags.push({
      code: 'stale_consumer',
      module: task.module,
      story_id: task.story_id,
      message: `${task.module} handed off at ${handoffAt}, before ${module} broadcast a breaking change at ${oldest.created_at}${names.length > 0 ? ` (${names.slice(0, 5).join(', ')})` : ''}: it was built against the old interface`,
      broadcasts: later.map((header) => header.id).slice(0, 10),
    });
  }
  return flags;
}

function conflictFlags(produced: ReadonlyMap<string, Produced[]>): InspectionFlag[] {
  const flags: InspectionFlag[] = [];
  for (const [name, items] of produced) {
    const types = new Map<string, Produced[]>();
    for (const item of items) if (item.type !== null) push(types, normalizeType(item.type), item);
    if (types.size < 2) continue;
    const modules = [...new Set(items.map((item) => item.module))].sort();
    const variants = [...types.entries()].map(
      ([type, uses]) => `"${type.length > 80 ? `${type.slice(0, 77)}...` : type}" (${uses.map((use) => use.broadcast).join(', ')})`,
    );
    flags.push({
      code: 'conflicting_interface',
      module: modules.join(', '),
      story_id: null,
      message: `${name} was broadcast with ${types.size} different types: ${variants.join(' vs ')}; consumers may have built against either`,
      broadcasts: items.map((item) => item.broadcast).slice(0, 10),
    });
  }
  return flags;
}

function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(text);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function add<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

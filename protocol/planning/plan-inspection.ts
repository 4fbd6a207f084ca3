import type { Contract } from '../broadcast.js';
import { normalizeType } from '../interface-type.js';
import type { DesignFront, PlanFront } from './artifacts.js';
import { taskModule } from './plan-files.js';

/**
 * The plan's half of the Inspector's check, pure: what each module was designed to provide
 * (design.md's types) against what the broadcasts say it provides, and what its consumers say
 * they call. `forge inspect`'s flags (stale consumers, conflicting broadcasts, unread broadcasts)
 * come on top, from src/swarm/inspection.ts.
 */
export interface InspectedBroadcast {
  id: string;
  module: string;
  contracts: readonly Contract[];
}

export const PLAN_FLAG_CODES = ['missing_interface', 'interface_mismatch'] as const;

export interface PlanFlag {
  code: (typeof PLAN_FLAG_CODES)[number];
  /** The plan's module id the flag is about (the one to send back). */
  module: string;
  message: string;
  broadcasts: string[];
}

/** `broadcasts` newest first, as the broadcast index lists them. */
export function inspectPlan(project: string, plan: PlanFront, design: DesignFront, broadcasts: readonly InspectedBroadcast[]): PlanFlag[] {
  const flags: PlanFlag[] = [];
  const designed = new Map(design.interfaces.map((item) => [`${item.module}\u0000${item.interface}`, item.type]));
  const byTaskModule = new Map(plan.modules.map((module) => [taskModule(project, module.id), module.id]));
  for (const module of plan.modules) {
    const own = taskModule(project, module.id);
    for (const name of module.provides) {
      const type = designed.get(`${module.id}\u0000${name}`) ?? null;
      const latest = broadcasts.flatMap((b) =>
        b.module === own ? b.contracts.filter((c) => c.interface === name && (c.module ?? b.module) === own).map((c) => ({ id: b.id, c })) : [],
      )[0];
      if (!latest) {
        flags.push({
          code: 'missing_interface',
          module: module.id,
          message: `${module.id} was to provide ${name}${type ? ` (${type})` : ''}, but none of its broadcasts says so: it was not built, or not broadcast`,
          broadcasts: [],
        });
        continue;
      }
      if (type !== null && latest.c.type !== null && normalizeType(latest.c.type) !== normalizeType(type)) {
        flags.push({
          code: 'interface_mismatch',
          module: module.id,
          message: `${module.id} provides ${name} as "${latest.c.type}", but design.md says "${type}"`,
          broadcasts: [latest.id],
        });
      }
    }
  }
  // Newest first: a consumer's latest word on an interface is the one that counts (a module sent back and rebuilt says it again).
  const said = new Set<string>();
  for (const b of broadcasts) {
    const consumer = byTaskModule.get(b.module);
    if (consumer === undefined) continue;
    for (const c of b.contracts) {
      const producer = c.module === null ? undefined : byTaskModule.get(c.module);
      if (producer === undefined || producer === consumer || c.type === null) continue;
      const key = `${consumer}\u0000${c.interface}`;
      if (said.has(key)) continue;
      said.add(key);
      const type = designed.get(`${producer}\u0000${c.interface}`);
      if (type !== undefined && normalizeType(type) !== normalizeType(c.type))
        flags.push({
          code: 'interface_mismatch',
          module: consumer,
          message: `${consumer} calls ${producer}'s ${c.interface} as "${c.type}", but ${producer} provides "${type}" (design.md)`,
          broadcasts: [b.id],
        });
    }
  }
  return flags;
}

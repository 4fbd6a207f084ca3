import { type Config, rosterOf, workerEnvOf } from '../../protocol/config.js';
import { degradedClient } from '../../protocol/degraded-client.js';
import { findProgram } from '../fs/find-program.js';
import { missingClient } from '../lab-reference/degraded-run.js';
import type { CheckResult } from './checks.js';

/** What `forge doctor` finds about the degraded run's client, one line per program the roster's workers would run. */
export interface DegradedFacts {
  whenBusy: Config['lab']['when_busy'];
  command: string;
  clients: Array<{ workers: string[]; program: string; resolved: string | null; missing: { problem: string; fix: string } }>;
}

/** Each roster worker's degraded client, found as a degraded run finds it (its env's PATH, the worker's command). */
export async function degradedFacts(root: string, config: Config, env: NodeJS.ProcessEnv): Promise<DegradedFacts> {
  const byProgram = new Map<string, DegradedFacts['clients'][number]>();
  for (const worker of Object.keys(rosterOf(config))) {
    const client = degradedClient(config, worker);
    const resolved = await findProgram(client.program, root, { ...env, ...workerEnvOf(config, worker) });
    const key = `${client.program}\0${resolved}`;
    const known = byProgram.get(key);
    if (known) known.workers.push(worker);
    else byProgram.set(key, { workers: [worker], program: client.program, resolved, missing: missingClient(client, worker) });
  }
  return { whenBusy: config.lab.when_busy, command: config.lab.degraded_command, clients: [...byProgram.values()] };
}

/**
 * The degraded run works only if its client is there; under `when_busy = "queue"` nothing runs
 * degraded, so nothing is asked. A missing client is a warning: free workers still take tasks.
 */
export function degradedCheck(facts: DegradedFacts): CheckResult {
  const check = 'degraded command';
  if (facts.whenBusy === 'queue') return { check, status: 'OK', message: 'not used: [lab] when_busy = "queue" waits for the worker' };
  const missing = facts.clients.filter((client) => client.resolved === null);
  if (missing.length > 0)
    return {
      check,
      status: 'WARN',
      message: `a story dispatched while its worker is busy cannot run: ${missing.map((client) => `for ${client.workers.join(', ')}: ${client.missing.problem}`).join('; ')}`,
      fix: missing[0]!.missing.fix,
    };
  return {
    check,
    status: 'OK',
    message: `${facts.command}: ${facts.clients.map((client) => `${client.program} -> ${client.resolved} (${client.workers.join(', ')})`).join('; ')}`,
  };
}

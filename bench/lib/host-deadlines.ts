import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { spawnDaemon } from '../../spec/helpers/daemon-process.js';
import { sharedExport, simulatedHost } from '../../spec/helpers/many-hosts.js';
import { inboxPath, taskMarkdown, writeLikeAProducer } from '../../spec/helpers/temp-project.js';
import { HOSTS_CONFIG, scoped, within } from './host-scope.js';
import { ms, summarize } from './stats.js';

/**
 * Figure 3: orphan and stage deadlines with one host's clock 30 s off. Each sample is a task
 * written through a host's mount (the submitter's `submitted_at`, or the claim's `at`, by that
 * host's clock: the real time plus its offset); its error is when its `.orphaned` or `.timeout`
 * appeared on the server, minus the real time of the write, minus the window. Two daemons run side
 * by side: one on an accurate host with submitters +30 s, -30 s and on time, one on a host 30 s
 * ahead (libfaketime, the monotonic clock left alone) with a submitter on time. Each takes two
 * batches: right after its start, when a writer that looks 30 s behind is still believed (a step
 * claiming to predate the daemon's watches may have been there before it started), and once the
 * daemon has run for more than 30 s.
 */

const WINDOW_MS = 6_000;
const CONFIG = `[timeouts]\norphan = "${WINDOW_MS}ms"\ndev = "${WINDOW_MS}ms"\n\n${HOSTS_CONFIG}`;
const PER_CASE = 6;
/** How long after the daemon's start a writer 30 s behind it stops being believed, and a little more. */
const BELIEVED_MS = 32_000;

type Kind = 'orphan' | 'stage';
type Batch = 'fresh' | 'running';
/** Per sample: the error, and the part of it by the `at` the daemon wrote in the signal (its decision, by its clock less its offset). */
type Errors = Record<Kind, Record<Batch, Array<{ error: number; decided: number }>>>;

interface Case {
  label: string;
  /** The writer's clock against the real one. */
  offsetMs: number;
}

export async function deadlines(): Promise<void> {
  const [accurate, ahead] = await Promise.all([
    deadlineRun('A', 0, [
      { label: 'submitter +30 s', offsetMs: 30_000 },
      { label: 'submitter -30 s', offsetMs: -30_000 },
      { label: 'no skew', offsetMs: 0 },
    ]),
    deadlineRun('F', 30_000, [{ label: "daemon's host +30 s", offsetMs: 0 }]),
  ]);
  const results = new Map([...accurate.results, ...ahead.results]);
  console.log(`the daemon 30 s ahead by ${ahead.clock}; orphan = dev = ${WINDOW_MS / 1000} s; a stage sample is a claim whose at is by the skewed clock`);
  const baseline = results.get('no skew')!;
  for (const kind of ['orphan', 'stage'] as const) {
    for (const batch of ['running', 'fresh'] as const) {
      for (const [label, errors] of results) {
        if (label === 'no skew' && batch === 'running') continue;
        line(
          `${kind === 'orphan' ? 'orphan deadline' : 'stage timeout'}, ${label}, ${batch === 'fresh' ? 'first 30 s of the daemon' : 'daemon up > 30 s'}`,
          errors[kind][batch],
          baseline[kind].running,
        );
      }
    }
  }
  const missing = [...accurate.missing, ...ahead.missing];
  if (missing.length > 0) console.log(`no signal within ${ms(WINDOW_MS + 20_000)}: ${missing.join(', ')}`);
}

function line(name: string, samples: Array<{ error: number; decided: number }>, baselineSamples: Array<{ error: number }>): void {
  const errors = samples.map((sample) => sample.error);
  const baseline = baselineSamples.map((sample) => sample.error);
  const measured = summarize(errors);
  const base = summarize(baseline);
  const decided = summarize(samples.map((sample) => sample.decided));
  const magnitude = (samples: number[]) => summarize(samples.map(Math.abs)).median;
  console.log(
    `${name}: error median ${ms(measured.median)}, p99 ${ms(measured.p99)}, from ${ms(Math.min(...errors))} to ${ms(measured.max)} (n=${measured.n}; by the signal's at: median ${ms(decided.median)}, max ${ms(decided.max)}) | no skew: median ${ms(base.median)}, p99 ${ms(base.p99)} | ratio ${(magnitude(errors) / magnitude(baseline)).toFixed(2)}x (median |error|) | target: within ±2000 ms`,
  );
}

/** `tag` keeps each run's story ids its own. */
async function deadlineRun(tag: string, daemonOffsetMs: number, cases: Case[]) {
  return scoped(async (scope) => {
    const shared = await sharedExport(scope, CONFIG);
    const host = await simulatedHost(scope, shared, 'host-d', { clockOffsetMs: daemonOffsetMs });
    const writers = await Promise.all(cases.map((_, n) => simulatedHost(scope, shared, `host-w${n + 1}`)));
    const daemon = spawnDaemon(scope, host.root, [], host.env);
    await daemon.ready;
    const startedAt = performance.now();
    const results = new Map<string, Errors>(cases.map((c) => [c.label, { orphan: { fresh: [], running: [] }, stage: { fresh: [], running: [] } }]));
    const missing: string[] = [];
    const batch = async (which: Batch) => {
      /** Each sample's story id, kind, case and the real time its deadline started. */
      const samples: Array<{ id: string; kind: Kind; label: string; startedAt: number }> = [];
      for (let i = 0; i < PER_CASE; i++) {
        for (const [n, c] of cases.entries()) {
          const root = writers[n]!.root;
          const orphan = `${tag}O-${which}-${n}-${i}`;
          let real = Date.now();
          await writeLikeAProducer(
            inboxPath(root, 'anvil', `${orphan}.md`),
            taskMarkdown(root, orphan, 'anvil', {}, new Date(real + c.offsetMs).toISOString()),
          );
          samples.push({ id: orphan, kind: 'orphan', label: c.label, startedAt: real });
          // Submitted on time, claimed by the skewed host: only the stage timeout's start is off.
          const stage = `${tag}T-${which}-${n}-${i}`;
          await writeLikeAProducer(inboxPath(root, 'anvil', `${stage}.md`), taskMarkdown(root, stage));
          real = Date.now();
          await writeFile(inboxPath(root, 'anvil', `${stage}.picked-up`), `agent: anvil\nat: "${new Date(real + c.offsetMs).toISOString()}"\n`, { flag: 'wx' });
          samples.push({ id: stage, kind: 'stage', label: c.label, startedAt: real });
          // Spread over the poll rounds, so the daemon's first sights fall anywhere in a round.
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      }
      const waiting = new Set(samples);
      await within(() => {
        for (const sample of waiting) {
          const signal = inboxPath(shared.server, 'anvil', `${sample.id}.${sample.kind === 'orphan' ? 'orphaned' : 'timeout'}`);
          if (!existsSync(signal)) continue;
          const error = Date.now() - sample.startedAt - WINDOW_MS;
          const at = Date.parse(/^at: "?([^"\n]+)"?$/m.exec(readFileSync(signal, 'utf8'))?.[1] ?? '');
          results.get(sample.label)![sample.kind][which].push({ error, decided: at - daemonOffsetMs - sample.startedAt - WINDOW_MS });
          waiting.delete(sample);
        }
        return waiting.size === 0;
      }, WINDOW_MS + 20_000);
      for (const sample of waiting) {
        // A claimed task orphaned at first sight, before its claim was seen, never times out.
        const instead = sample.kind === 'stage' && existsSync(inboxPath(shared.server, 'anvil', `${sample.id}.orphaned`)) ? ' (orphaned instead)' : '';
        missing.push(`${sample.id}${instead}`);
      }
    };
    await batch('fresh');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + BELIEVED_MS - performance.now())));
    await batch('running');
    return { results, missing, clock: host.clock };
  });
}

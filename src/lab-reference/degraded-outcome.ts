import { readHandoff } from '../parties/read-handoff.js';
import type { DegradedRun } from './degraded-run.js';
import { writeErrorHandoff } from './error-handoff.js';
import { appendPipeline } from './pipeline-log.js';

export interface DegradedEnd {
  outcome: 'done' | 'failed';
  exit: string;
  reason?: string;
}

/**
 * Records how a degraded run ended: done when its pr-handoff is there and valid, else an
 * error-handoff (`worker_crash` for a failing exit, `no_handoff` for a clean one, `interrupted`
 * when we stopped it) so lab sees a failure instead of silence.
 */
export async function recordDegradedEnd(
  projectRoot: string,
  run: DegradedRun,
  options: { now: () => string; maxBytes: number; interrupted: () => boolean; recorded?: (end: DegradedEnd) => void },
): Promise<DegradedEnd> {
  const { code, signal } = await run.exited;
  const exit = signal ? `signal ${signal}` : `exit ${code}`;
  const base = { story_id: run.story_id, agent: run.agent };
  await appendPipeline(projectRoot, { at: options.now(), ...base, event: 'degraded-exit', status: exit });
  const handoff = await readHandoff(projectRoot, run.story_id, 'pr', options.maxBytes);
  let end: DegradedEnd;
  if (handoff?.ok) {
    end = { outcome: 'done', exit };
    await appendPipeline(projectRoot, { at: options.now(), ...base, event: 'done', status: String(handoff.frontMatter.status), reason: 'degraded' });
  } else {
    const reason = options.interrupted() ? 'interrupted' : code === 0 ? 'no_handoff' : 'worker_crash';
    end = { outcome: 'failed', exit, reason };
    await writeErrorHandoff(
      projectRoot,
      { ...base, reason, created_at: options.now() },
      `The degraded run (${run.command}) ended with ${exit} and wrote no valid pr-handoff.\n`,
    );
    await appendPipeline(projectRoot, { at: options.now(), ...base, event: 'failed', reason });
  }
  options.recorded?.(end);
  return end;
}

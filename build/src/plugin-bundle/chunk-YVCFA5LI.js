import {
  appendPipeline
} from "./chunk-3WFSBDHS.js";
import {
  readHandoff
} from "./chunk-PJMYZ3AP.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  ErrorHandoff
} from "./chunk-KMVBSH7L.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  handoffFile
} from "./chunk-YZV3RAMM.js";

// dist/src/lab-reference/error-handoff.js
async function writeErrorHandoff(projectRoot, fields, body) {
  const file = inProject(projectRoot, handoffFile(fields.story_id, "error"));
  if (await pathExists(file))
    return false;
  const frontMatter = ErrorHandoff.parse({
    story_id: fields.story_id,
    agent: fields.agent,
    status: "failed",
    reason: fields.reason,
    created_at: fields.created_at
  });
  await writeAtomic(file, renderFrontMatter(frontMatter, body));
  return true;
}

// dist/src/lab-reference/degraded-outcome.js
async function recordDegradedEnd(projectRoot, run, options) {
  const { code, signal } = await run.exited;
  const exit = signal ? `signal ${signal}` : `exit ${code}`;
  const base = { story_id: run.story_id, agent: run.agent };
  await appendPipeline(projectRoot, { at: options.now(), ...base, event: "degraded-exit", status: exit });
  const handoff = await readHandoff(projectRoot, run.story_id, "pr", options.maxBytes);
  let end;
  if (handoff?.ok) {
    end = { outcome: "done", exit };
    await appendPipeline(projectRoot, { at: options.now(), ...base, event: "done", status: String(handoff.frontMatter.status), reason: "degraded" });
  } else {
    const reason = options.interrupted() ? "interrupted" : code === 0 ? "no_handoff" : "worker_crash";
    end = { outcome: "failed", exit, reason };
    await writeErrorHandoff(projectRoot, { ...base, reason, created_at: options.now() }, `The degraded run (${run.command}) ended with ${exit} and wrote no valid pr-handoff.
`);
    await appendPipeline(projectRoot, { at: options.now(), ...base, event: "failed", reason });
  }
  options.recorded?.(end);
  return end;
}

export {
  writeErrorHandoff,
  recordDegradedEnd
};

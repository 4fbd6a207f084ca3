import {
  inClaimOrder,
  waitsForDependencies
} from "./chunk-RJFJK3WY.js";
import {
  readTask
} from "./chunk-LFHB6M5V.js";
import {
  foldersHolding
} from "./chunk-6LC26BAZ.js";
import {
  listInbox
} from "./chunk-PX2LI2PJ.js";
import {
  renderSignal
} from "./chunk-QTYCUWII.js";
import {
  createExclusive
} from "./chunk-JG65QDGJ.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import {
  DONE_STATES
} from "./chunk-44A73VCQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  agentInbox,
  handoffFile,
  signalFile
} from "./chunk-YZV3RAMM.js";

// dist/src/parties/claim-task.js
import { unlink } from "node:fs/promises";
async function claimTask(projectRoot, id, content) {
  const claim = inProject(projectRoot, signalFile(content.agent, id, "picked-up"));
  if (!await createExclusive(claim, renderSignal({ ...content })))
    return "taken";
  for (const signal of ["orphaned", "escalation"]) {
    if (await pathExists(inProject(projectRoot, signalFile(content.agent, id, signal)))) {
      await unlink(claim);
      return "void";
    }
  }
  return "won";
}

// dist/src/parties/dependency-gate.js
async function dependencyGate(projectRoot) {
  const read = await readTracking(projectRoot);
  const tracking = read?.ok ? read.tracking : null;
  return async (dependsOn) => {
    const waiting = [];
    for (const dep of dependsOn ?? []) {
      const entry = tracking?.tasks[dep];
      const done = entry ? DONE_STATES.has(entry.state) : await pathExists(inProject(projectRoot, handoffFile(dep, "pr")));
      if (!done)
        waiting.push(dep);
    }
    return waiting;
  };
}

// dist/src/parties/pick-next.js
var BLOCKING_SIGNALS = ["picked-up", "orphaned", "escalation", "confirmed", "timeout"];
var READ_BATCH = 64;
async function pickNext(projectRoot, options) {
  const { agent } = options;
  const tally = { inbox: agentInbox(agent), folderExists: true, tasks: 0, blocked: {}, invalid: 0, duplicate: 0, lost: 0, waiting: 0 };
  const stories = await listInbox(projectRoot, agent);
  if (stories === null)
    return { picked: null, tally: { ...tally, folderExists: false } };
  const claimable = [];
  for (const [id, story] of stories) {
    if (!story.task || options.story !== void 0 && id !== options.story)
      continue;
    tally.tasks += 1;
    const blocker = BLOCKING_SIGNALS.find((signal) => story.signals.has(signal));
    if (blocker)
      tally.blocked[blocker] = (tally.blocked[blocker] ?? 0) + 1;
    else
      claimable.push(id);
  }
  const fresh = /* @__PURE__ */ new Map();
  const keys = options.keys ?? /* @__PURE__ */ new Map();
  const unknown = claimable.filter((id) => !keys.has(id));
  for (let i = 0; i < unknown.length; i += READ_BATCH) {
    await Promise.all(unknown.slice(i, i + READ_BATCH).map(async (id) => {
      const read = await readTask(projectRoot, agent, id, options.maxBytes);
      if (read === null)
        return;
      fresh.set(id, read);
      if (read.ok)
        keys.set(id, { id, urgency: read.frontMatter.urgency, submitted_at: read.frontMatter.submitted_at });
    }));
  }
  for (const read of fresh.values())
    if (!read.ok)
      tally.invalid += 1;
  const ordered = inClaimOrder(claimable.flatMap((id) => keys.get(id) ?? []));
  let gate = null;
  for (const { id } of ordered) {
    if (await pathExists(inProject(projectRoot, signalFile(agent, id, "picked-up")))) {
      keys.delete(id);
      tally.lost += 1;
      continue;
    }
    const read = fresh.get(id) ?? await readTask(projectRoot, agent, id, options.maxBytes);
    if (read === null || !read.ok) {
      keys.delete(id);
      if (read !== null)
        tally.invalid += 1;
      continue;
    }
    if ((await foldersHolding(projectRoot, id)).some((folder) => folder !== agent)) {
      tally.duplicate += 1;
      continue;
    }
    if (waitsForDependencies(read.frontMatter, options.respectDependsOn ?? false) && (await (gate ??= await dependencyGate(projectRoot))(read.frontMatter.depends_on)).length > 0) {
      tally.waiting += 1;
      continue;
    }
    const claim = { agent, session_id: options.session_id, at: options.now() };
    const outcome = await claimTask(projectRoot, id, claim);
    keys.delete(id);
    if (outcome !== "won") {
      tally.lost += 1;
      continue;
    }
    return {
      picked: { id, agent, file: read.file, claimFile: signalFile(agent, id, "picked-up"), claim, frontMatter: read.frontMatter, body: read.body },
      tally
    };
  }
  return { picked: null, tally };
}

export {
  BLOCKING_SIGNALS,
  pickNext
};

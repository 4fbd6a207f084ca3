import {
  storyIdErrors
} from "./chunk-FDVKIPDD.js";
import {
  readHandoff
} from "./chunk-PJMYZ3AP.js";
import {
  locateStory
} from "./chunk-6LC26BAZ.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  IPC_PROTOCOL
} from "./chunk-UYGV2EW6.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  PrHandoff
} from "./chunk-KMVBSH7L.js";
import {
  diagnosticsFromZod
} from "./chunk-WAEJA4S5.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  DEFAULT_CONFIG
} from "./chunk-EGGF3NBR.js";
import {
  handoffFile
} from "./chunk-YZV3RAMM.js";

// dist/src/parties/write-handoff.js
async function writePrHandoff(projectRoot, handoff, body, options) {
  const file = handoffFile(handoff.story_id, "pr");
  const existing = options.replace ? null : await readHandoff(projectRoot, handoff.story_id, "pr", DEFAULT_CONFIG.daemon.max_task_bytes);
  if (existing?.ok) {
    throw new ForgeError("conflict", `${file} already exists and is valid (status ${String(existing.frontMatter.status)}): a second handoff replaces it only when asked; pass --force to replace it (forge handoff ... --force, or replace: true in submit_handoff)`);
  }
  await writeAtomic(inProject(projectRoot, file), renderFrontMatter(handoff, body));
  return { file, replacedInvalid: existing !== null && !existing.ok };
}

// dist/src/parties/hand-off.js
async function handOff(projectRoot, draft, body, options) {
  const idErrors = storyIdErrors(draft.story_id, "handoff");
  if (idErrors.length > 0)
    return { ok: false, errors: idErrors };
  const read = await readTracking(projectRoot);
  const location = await locateStory(projectRoot, draft.story_id, read?.ok ? read.tracking : null);
  if (location && draft.agent !== void 0 && draft.agent !== location.agent) {
    throw new ForgeError("conflict", `story ${draft.story_id} belongs to ${location.agent}, not ${draft.agent}`);
  }
  const agent = draft.agent ?? location?.agent;
  if (agent === void 0) {
    throw new ForgeError("not_found", `no story ${draft.story_id} in .tracking.json or in any inbox folder; check --story, or pass --agent to write the handoff anyway (the daemon reports a handoff for an unknown story)`);
  }
  const checked = PrHandoff.safeParse({
    story_id: draft.story_id,
    agent,
    status: draft.status,
    created_at: options.now,
    branch: draft.branch,
    pr_url: draft.pr_url,
    summary: draft.summary,
    files_changed: draft.files_changed,
    module: draft.module,
    tests: draft.tests,
    ipc_protocol: IPC_PROTOCOL
  }, { reportInput: true });
  if (!checked.success)
    return { ok: false, errors: diagnosticsFromZod("handoff", checked.error.issues) };
  const { file, replacedInvalid } = await writePrHandoff(projectRoot, checked.data, body, { replace: options.replace });
  return { ok: true, story_id: draft.story_id, agent, status: checked.data.status, file, ...replacedInvalid ? { replaced_invalid: true } : {} };
}

export {
  handOff
};

import {
  storyIdErrors
} from "./chunk-XPDIZTJD.js";
import {
  locateStory
} from "./chunk-JRSHXSYG.js";
import {
  readTracking
} from "./chunk-B5S5ERRU.js";
import {
  pathExists
} from "./chunk-6TUQ6O5T.js";
import {
  writeAtomic
} from "./chunk-TDAW46ID.js";
import {
  IPC_PROTOCOL
} from "./chunk-OI4A2F5A.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  PrHandoff
} from "./chunk-VM6A45NV.js";
import {
  diagnosticsFromZod
} from "./chunk-6OUT4HCA.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  inProject
} from "./chunk-2H5I2D6R.js";
import {
  handoffFile
} from "./chunk-MSTBUHMK.js";

// dist/src/parties/write-handoff.js
async function writePrHandoff(projectRoot, handoff, body, options) {
  const file = handoffFile(handoff.story_id, "pr");
  const absolute = inProject(projectRoot, file);
  if (!options.replace && await pathExists(absolute)) {
    throw new ForgeError("conflict", `${file} already exists; pass --force to replace it`);
  }
  await writeAtomic(absolute, renderFrontMatter(handoff, body));
  return file;
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
  const file = await writePrHandoff(projectRoot, checked.data, body, { replace: options.replace });
  return { ok: true, story_id: draft.story_id, agent, status: checked.data.status, file };
}

export {
  handOff
};

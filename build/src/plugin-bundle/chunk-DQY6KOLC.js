import {
  publishExclusive
} from "./chunk-UXMTMLH4.js";
import {
  headerOf
} from "./chunk-JEAGG7HD.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  BROADCAST_MAX_BYTES,
  BroadcastFrontMatter,
  broadcastFile,
  broadcastId
} from "./chunk-5WLASJTG.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  diagnosticsFromZod
} from "./chunk-WAEJA4S5.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";

// dist/src/swarm/write-broadcast.js
var MAX_SEQUENCE = 999999;
async function writeBroadcast(projectRoot, draft, nowMs) {
  const checked = BroadcastFrontMatter.safeParse({
    severity: draft.severity,
    kind: draft.kind,
    module: draft.module,
    agent: draft.agent,
    story_id: draft.story_id,
    breaking: draft.breaking ?? false,
    created_at: toIso(nowMs),
    lease_epoch: draft.lease_epoch
  }, { reportInput: true });
  if (!checked.success)
    throw new ForgeError("bad_input", `not a valid broadcast:
  ${diagnosticsFromZod("broadcast", checked.error.issues).map(renderDiagnostic).join("\n  ")}`);
  if (draft.body.trim() === "")
    throw new ForgeError("bad_input", "the broadcast has no body: give the contract (INTERFACE:, TYPE:, MODULE:, BREAKING:) or the finding as text");
  if (draft.body.includes("\0"))
    throw new ForgeError("bad_input", "the broadcast body is not text (it holds a NUL byte)");
  const front = checked.data;
  const text = renderFrontMatter(front, draft.body);
  const bytes = Buffer.byteLength(text);
  if (bytes > BROADCAST_MAX_BYTES)
    throw new ForgeError("too_large", `the broadcast is ${bytes} bytes; at most ${BROADCAST_MAX_BYTES} are accepted. Broadcast the contract, and point to a file for the details.`);
  for (let n = 1; n <= MAX_SEQUENCE; n += 1) {
    const id = broadcastId(nowMs, front.module, n);
    if (await publishExclusive(inProject(projectRoot, broadcastFile(id)), text))
      return headerOf(id, front, draft.body);
  }
  throw new ForgeError("conflict", `more than ${MAX_SEQUENCE} broadcasts of module ${front.module} in one millisecond`);
}

// dist/src/swarm/completion.js
var FILES_SHOWN = 20;
var SUMMARY_CHARS = 2e3;
function completionDraft(handoff, module) {
  const files = handoff.files_changed ?? [];
  const shown = files.length === 0 ? "none listed" : `${files.slice(0, FILES_SHOWN).join(", ")}${files.length > FILES_SHOWN ? ` (+${files.length - FILES_SHOWN} more)` : ""}`;
  const summary = (handoff.summary ?? "").trim().replace(/\s+/g, " ").slice(0, SUMMARY_CHARS) || "none given";
  return {
    severity: "info",
    kind: "completion",
    module,
    agent: handoff.agent,
    story_id: handoff.story_id,
    breaking: false,
    body: `Module "${module}" completed. Files changed: ${shown}. Summary: ${summary}
`
  };
}

export {
  writeBroadcast,
  completionDraft
};

import {
  listDirOrEmpty
} from "./chunk-7RZ4TLVJ.js";
import {
  sortKeys
} from "./chunk-OSW4CT7W.js";
import {
  readHistoryRecords
} from "./chunk-VSUZ4L4C.js";
import {
  readFrontMatterFile
} from "./chunk-FA4IUSWH.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  ARTIFACT_SCHEMAS
} from "./chunk-PDJK6XMR.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  ARTIFACTS,
  BUILT_ON,
  PLANS_DIR,
  SLUG_PATTERN,
  artifactStatuses,
  planFile
} from "./chunk-Q3BRTBOK.js";
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
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  handoffFile
} from "./chunk-YZV3RAMM.js";

// dist/protocol/planning/digest.js
var IGNORED = /* @__PURE__ */ new Set(["based_on", "created_at", "updated_at"]);
function artifactDigest(front, body) {
  const kept = Object.fromEntries(Object.entries(front).filter(([key]) => !IGNORED.has(key)));
  const text = body.replace(/\r\n/g, "\n").split("\n").map((line) => line.trimEnd()).join("\n").trim();
  return fnv1a64(`${JSON.stringify(sortKeys(kept))}
${text}`);
}
var PRIME = 0x100000001b3n;
var MASK = 0xffffffffffffffffn;
function fnv1a64(text) {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = hash * PRIME & MASK;
  }
  return hash.toString(16).padStart(16, "0");
}

// dist/src/planning/plan-folder.js
var ARTIFACT_MAX_BYTES = 1048576;
async function planFolderExists(projectRoot, project) {
  return (await listDirOrEmpty(inProject(projectRoot, PLANS_DIR))).some((entry) => entry.isDirectory() && entry.name === project);
}
async function planProjects(projectRoot) {
  return (await listDirOrEmpty(inProject(projectRoot, PLANS_DIR))).filter((entry) => entry.isDirectory() && SLUG_PATTERN.test(entry.name)).map((entry) => entry.name).sort();
}
async function readPlanFolder(projectRoot, project) {
  const files = {};
  const reads = await Promise.all(ARTIFACTS.map((artifact) => readArtifact(projectRoot, project, artifact)));
  ARTIFACTS.forEach((artifact, i) => {
    const read = reads[i];
    if (read)
      files[artifact] = read;
  });
  const stories = files.implementation?.ok ? files.implementation.front.modules.map((m) => m.story_id) : [];
  return { project, files, completed: await completedStories(projectRoot, stories) };
}
async function completedStories(projectRoot, stories) {
  const done = /* @__PURE__ */ new Set();
  if (stories.length === 0)
    return done;
  for (const record of await readHistoryRecords(projectRoot))
    if (record.state === "confirmed" && stories.includes(record.story_id))
      done.add(record.story_id);
  await Promise.all(stories.map(async (id) => {
    const file = handoffFile(id, "pr");
    const read = await readFrontMatterFile(inProject(projectRoot, file), PrHandoff, { projectRoot, display: file, maxBytes: ARTIFACT_MAX_BYTES });
    if (read?.ok && read.value.status === "completed")
      done.add(id);
  }));
  return done;
}
async function readArtifact(projectRoot, project, artifact) {
  const file = planFile(project, artifact);
  const read = await readFrontMatterFile(inProject(projectRoot, file), ARTIFACT_SCHEMAS[artifact], {
    projectRoot,
    display: file,
    maxBytes: ARTIFACT_MAX_BYTES
  });
  if (read === null)
    return null;
  if (!read.ok)
    return { ok: false, errors: read.errors };
  return { ok: true, front: read.value, body: read.body, digest: artifactDigest(read.value, read.body) };
}
async function writeArtifacts(projectRoot, folder, drafts, now, tool) {
  const next = { ...folder, files: { ...folder.files } };
  const documents = [];
  const errors = [];
  for (const draft of drafts) {
    const file = planFile(folder.project, draft.artifact);
    const based_on = Object.fromEntries(BUILT_ON[draft.artifact].flatMap((input) => {
      const read = next.files[input];
      return read?.ok ? [[input, read.digest]] : [];
    }));
    const candidate = { project: folder.project, created_at: now, ...draft.artifact === "project" ? {} : { based_on }, ...draft.front };
    const checked = ARTIFACT_SCHEMAS[draft.artifact].safeParse(candidate, { reportInput: true });
    if (!checked.success) {
      errors.push(...diagnosticsFromZod(file, checked.error.issues, candidate));
      continue;
    }
    const front = checked.data;
    next.files[draft.artifact] = { ok: true, front, body: draft.body, digest: artifactDigest(front, draft.body) };
    const status = artifactStatuses(next).get(draft.artifact);
    if (status.state === "invalid")
      errors.push(...status.errors);
    documents.push([file, renderFrontMatter(front, draft.body)]);
  }
  if (errors.length > 0)
    throw new ForgeError("bad_input", `${tool}: nothing written:
  ${errors.map(renderDiagnostic).join("\n  ")}`);
  for (const [file, text] of documents)
    await writeAtomic(inProject(projectRoot, file), text);
  return { files: documents.map(([file]) => file), folder: next };
}
function refuse(tool, errors) {
  const order = errors.every((error) => error.code === "phase_order" || error.code === "stale_artifact");
  return new ForgeError(order ? "conflict" : "bad_input", `${tool}: not now:
  ${errors.map(renderDiagnostic).join("\n  ")}`);
}

export {
  planFolderExists,
  planProjects,
  readPlanFolder,
  writeArtifacts,
  refuse
};

import {
  clip
} from "./chunk-W46PSUSI.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";
import {
  BROADCASTS_DIR
} from "./chunk-YZV3RAMM.js";

// dist/protocol/broadcast.js
import { z } from "zod";
var BROADCAST_SEVERITIES = ["info", "warning", "critical"];
var BroadcastSeverity = z.enum(BROADCAST_SEVERITIES);
var BROADCAST_KINDS = ["interface", "api", "props", "schema", "blocker", "breaking", "completion", "decision"];
var BroadcastKind = z.enum(BROADCAST_KINDS);
var BROADCAST_MAX_BYTES = 65536;
var SUMMARY_MAX_CHARS = 200;
var MODULE_SLUG_MAX = 48;
var BroadcastFrontMatter = z.looseObject({
  severity: BroadcastSeverity.describe("info, warning or critical; critical asks the architect for a review"),
  kind: BroadcastKind.describe("interface, api, props, schema, blocker, breaking, completion or decision"),
  module: z.string().min(1).max(200).describe("the module the finding is about, usually the producing one"),
  agent: AgentName.describe("the worker (or person) that wrote it"),
  story_id: StoryId.optional().describe("the story the writer was working on"),
  breaking: z.boolean().default(false).describe("true when consumers built against an earlier contract must change; asks the architect for a review"),
  created_at: IsoTime,
  lease_epoch: z.number().int().positive().optional().describe("on the daemon's completion broadcasts: the epoch of its lease when it wrote one; absent on workers' broadcasts and without a lease")
});
var BROADCAST_ID_PATTERN = /^(\d{8}T\d{9}Z)-([A-Za-z0-9][A-Za-z0-9._-]{0,47})-(\d{1,6})$/;
var BroadcastId = z.string().regex(BROADCAST_ID_PATTERN, "a broadcast id: <yyyymmddThhmmssmmmZ>-<module>-<n>, the file name without .md").refine((id) => !id.includes(".."), 'a broadcast id without ".."');
function isBroadcastId(value) {
  return BROADCAST_ID_PATTERN.test(value) && !value.includes("..");
}
var broadcastFile = (id) => `${BROADCASTS_DIR}/${id}.md`;
function moduleSlug(module) {
  const slug = module.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/^[^A-Za-z0-9]+/, "").slice(0, MODULE_SLUG_MAX).replace(/[^A-Za-z0-9]+$/, "");
  return slug === "" ? "module" : slug;
}
function compactTimestamp(ms) {
  return new Date(ms).toISOString().replace(/[-:.]/g, "");
}
function broadcastId(createdAtMs, module, n) {
  return `${compactTimestamp(createdAtMs)}-${moduleSlug(module)}-${n}`;
}
var CONTRACT_LINE = /^\s*(INTERFACE|TYPE|MODULE|BREAKING):[ \t]*(.*)$/;
function parseContracts(body) {
  const contracts = [];
  let current = null;
  let inType = false;
  for (const raw of body.split("\n")) {
    const line = raw.replace(/\r$/, "");
    const match = CONTRACT_LINE.exec(line);
    if (match) {
      const key = match[1];
      const text = match[2].trim();
      inType = key === "TYPE" && current !== null;
      if (key === "INTERFACE")
        contracts.push(current = { interface: text, type: null, module: null, breaking: null });
      else if (current && key === "TYPE")
        current.type = text;
      else if (current && key === "MODULE")
        current.module = text === "" ? null : text;
      else if (current && key === "BREAKING")
        current.breaking = parseYesNo(text);
    } else if (line.trim() === "")
      inType = false;
    else if (current && inType)
      current.type = current.type ? `${current.type}
${line}` : line.trim();
  }
  return contracts.filter((contract) => contract.interface !== "");
}
function parseYesNo(text) {
  if (/^(yes|true|y)\b/i.test(text))
    return true;
  if (/^(no|false|n)\b/i.test(text))
    return false;
  return null;
}
function renderContracts(contracts) {
  return contracts.map((contract) => {
    const lines = [`INTERFACE: ${contract.interface}`];
    if (contract.type)
      lines.push(`TYPE: ${contract.type}`);
    if (contract.module)
      lines.push(`MODULE: ${contract.module}`);
    if (contract.breaking !== void 0 && contract.breaking !== null)
      lines.push(`BREAKING: ${contract.breaking ? "yes" : "no"}`);
    return lines.join("\n");
  }).join("\n\n");
}
function isBreaking(front, contracts) {
  return front.breaking || front.kind === "breaking" || contracts.some((contract) => contract.breaking === true);
}
function needsArchitect(front, contracts) {
  return front.severity === "critical" || isBreaking(front, contracts);
}
function summarize(body, contracts = parseContracts(body)) {
  const first = contracts[0];
  if (first) {
    const type = first.type === null ? "" : `: ${first.type.replace(/\s+/g, " ")}`;
    const more = contracts.length > 1 ? ` (+${contracts.length - 1} more)` : "";
    return clip(`${first.interface}${type}`, SUMMARY_MAX_CHARS - more.length) + more;
  }
  const text = body.replace(/^#+\s*/gm, "").replace(/\s+/g, " ").trim();
  return text === "" ? "(empty)" : clip(text, SUMMARY_MAX_CHARS);
}
function escalationStoryId(id) {
  return `ESC-${id}`;
}

export {
  BroadcastSeverity,
  BroadcastKind,
  BROADCAST_MAX_BYTES,
  BroadcastFrontMatter,
  BroadcastId,
  isBroadcastId,
  broadcastFile,
  broadcastId,
  parseContracts,
  renderContracts,
  isBreaking,
  needsArchitect,
  summarize,
  escalationStoryId
};

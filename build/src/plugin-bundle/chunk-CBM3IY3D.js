import {
  readBodyInput
} from "./chunk-MMSYV4MA.js";
import {
  COMMON_FLAGS,
  requireFlag
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/broadcast.js
var broadcast_default = defineCommand({
  usage: "forge broadcast --severity S --kind K --module M [--interface NAME --type SIG] [--body TEXT|--file PATH] [options]",
  summary: "Publish a contract or finding to sibling workers: writes _vibe-chain-output/broadcasts/<time>-<module>-<n>.md.",
  help: `Same as the MCP tool broadcast_finding. The broadcast is validated, then written atomically
(temp file, then a hard link to its final name, so two writers never collide).

required:
  --severity S        info, warning or critical (critical asks the architect for a review)
  --kind K            interface, api, props, schema, blocker, breaking, completion or decision
  --module M          the module it is about

the contract (one, in the structured form; more with --body or --file):
  --interface NAME    INTERFACE: the name consumers call
  --type SIG          TYPE: its signature or shape
  --provider MODULE   MODULE: the providing module, when not --module
  --breaking          breaking: true (and BREAKING: yes in the contract): asks the architect for a review

options:
  --agent NAME        who broadcasts (default $FORGE_AGENT; required when that is unset)
  --story ID          story_id: the story being worked on
  --body TEXT         free text, or contracts written as INTERFACE:/TYPE:/MODULE:/BREAKING: lines
  --file PATH         the body from a file; --file - reads stdin

Prints the id and file; --json prints {"ok":true,"id","file","created_at","summary","escalates"}.
Exit 2 when a field is missing or invalid (the message names it), 1 when over 64 KB.`,
  options: {
    ...COMMON_FLAGS,
    severity: { type: "string" },
    kind: { type: "string" },
    module: { type: "string" },
    interface: { type: "string" },
    type: { type: "string" },
    provider: { type: "string" },
    breaking: { type: "boolean" },
    agent: { type: "string" },
    story: { type: "string" },
    body: { type: "string" },
    file: { type: "string" }
  },
  async run(args, io) {
    const { callToolOnce, printJson } = await import("./chunk-22BMUAND.js");
    const v = args.values;
    if (v.interface === void 0 && (v.type !== void 0 || v.provider !== void 0))
      throw new ForgeError("usage", "--type and --provider describe an --interface; give --interface too");
    const body = await readBodyInput(v, io);
    const contract = v.interface === void 0 ? void 0 : [{ interface: v.interface, type: v.type, module: v.provider, breaking: v.breaking }];
    const answer = await callToolOnce("broadcast_finding", {
      severity: requireFlag(v.severity, "--severity"),
      kind: requireFlag(v.kind, "--kind"),
      module: requireFlag(v.module, "--module"),
      agent: v.agent,
      story_id: v.story,
      breaking: v.breaking,
      contracts: contract,
      body: body ?? void 0
    }, v, io);
    if (v.json)
      printJson(answer, true, io);
    else
      io.stdout(`broadcast ${answer.id} (${answer.file})${answer.escalates ? "; critical or breaking: the daemon asks the architect for a review" : ""}
`);
    return 0;
  }
});
export {
  broadcast_default as default
};

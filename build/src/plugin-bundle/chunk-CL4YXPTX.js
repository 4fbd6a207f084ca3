import {
  COMMON_FLAGS
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/tool.js
var tool_default = defineCommand({
  usage: "forge tool [NAME] [--input JSON] [--agent NAME] [--schema] [--json]",
  summary: "Run an agent-facing tool (the same ones as forge mcp) with a JSON input, or list them.",
  help: `Without NAME: lists the tools, one per line (--json: [{name, title, cli, description}]).
With NAME: validates --input (a JSON object, default {}) against the tool's input schema, runs
the tool on the project and prints its answer as JSON (one line with --json, indented without).
The answer is exactly what the MCP tool mcp__forge__<NAME> returns.

options:
  --input JSON    the tool's input, e.g. '{"severity":["critical"],"limit":5}'; --input - reads stdin
  --agent NAME    who is calling (default $FORGE_AGENT): used by broadcast_finding, get_state,
                  get_siblings and submit_handoff when the input names no agent
  --schema        print the tool's description and its input and output JSON Schemas instead

Errors print {"ok":false,"error":{"code","message"}} with --json; exit 1 (2 for bad input).
docs/tools.md documents every tool.`,
  allowPositionals: true,
  options: {
    ...COMMON_FLAGS,
    input: { type: "string" },
    agent: { type: "string" },
    schema: { type: "boolean" }
  },
  async run(args, io) {
    const [name, extra] = args.positionals;
    if (extra !== void 0)
      throw new ForgeError("usage", "give one tool name: forge tool NAME --input JSON");
    const [{ TOOL_DEFINITIONS }, { findTool }, { callToolOnce, printJson }] = await Promise.all([
      import("./chunk-O3MBXE7Q.js"),
      import("./chunk-7V5K3W73.js"),
      import("./chunk-22BMUAND.js")
    ]);
    if (name === void 0) {
      if (args.values.json)
        printJson(TOOL_DEFINITIONS.map(({ name: tool2, title, cli, description }) => ({ name: tool2, title, cli, description })), true, io);
      else
        io.stdout(`${TOOL_DEFINITIONS.map((tool2) => `${tool2.name.padEnd(18)} ${tool2.title}`).join("\n")}
`);
      return 0;
    }
    const tool = findTool(name);
    if (args.values.schema) {
      const { mcpTools } = await import("./chunk-F5TMQJOT.js");
      printJson(mcpTools().find((spec) => spec.name === tool.name), args.values.json, io);
      return 0;
    }
    const text = args.values.input === "-" ? await io.readStdin() : args.values.input ?? "{}";
    let input;
    try {
      input = JSON.parse(text);
    } catch (error) {
      throw new ForgeError("usage", `--input: expected a JSON object, got ${JSON.stringify(text.slice(0, 60))} (${error.message})`);
    }
    if (input === null || typeof input !== "object" || Array.isArray(input))
      throw new ForgeError("usage", '--input: expected a JSON object, like {"limit": 5}');
    printJson(await callToolOnce(tool.name, input, args.values, io), args.values.json, io);
    return 0;
  }
});
export {
  tool_default as default
};

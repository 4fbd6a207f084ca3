import {
  formatHelp,
  parseCommandArgs
} from "./chunk-RJYXQRBV.js";
import {
  closestWord
} from "./chunk-I66LDCDV.js";
import {
  EXIT_CODE,
  ForgeError,
  asForgeError,
  errorEnvelope
} from "./chunk-3KSWOEMC.js";
import {
  __glob
} from "./chunk-YZFATT7X.js";

// dist/src/cli/registry.js
var COMMANDS = [
  { name: "start", summary: "run the daemon for a project (watchers, deadlines, cleanup)", module: "start" },
  { name: "submit", summary: "dispatcher: write a task into a worker inbox", module: "submit" },
  { name: "pickup", summary: "worker: claim the oldest unclaimed task and print it", module: "pickup" },
  { name: "handoff", summary: "worker: write the pr-handoff for a story", module: "handoff" },
  { name: "confirm", summary: "sentinel: confirm a handed-off story so the daemon cleans up", module: "confirm" },
  { name: "status", summary: "bounded summary of tasks by state, most urgent first", module: "status" },
  { name: "workers", summary: "the roster: each worker with its status, current task, idle since, last seen", module: "workers" },
  { name: "hook stop", summary: "worker Stop hook: claim the next task and hand it to the session, or wait for one", module: "hook-stop" },
  { name: "hook session-start", summary: "worker SessionStart hook: who the worker is, its task, what waits", module: "hook-session-start" },
  { name: "kb search", summary: "search the exchange memory built from Claude Code transcripts", module: "kb-search" },
  { name: "kb get", summary: "print one exchange of the transcript memory", module: "kb-get" },
  { name: "kb ingest", summary: "turn pending transcripts into exchange files and the index", module: "kb-ingest" },
  { name: "compound", summary: "run the [compound] command now, under its lock", module: "compound" },
  { name: "broadcast", summary: "publish a contract or finding to sibling workers", module: "broadcast" },
  { name: "broadcasts get", summary: "print one broadcast in full", module: "broadcasts-get" },
  { name: "broadcasts", summary: "list broadcasts newest first, one bounded page", module: "broadcasts" },
  { name: "inspect", summary: "check a batch's producers against its consumers", module: "inspect" },
  { name: "tool", summary: "run an agent-facing tool with a JSON input, or list them", module: "tool" },
  { name: "mcp", summary: 'serve the agent-facing tools over MCP on stdio (server "forge")', module: "mcp" },
  { name: "explain", summary: "show how Heimdall reads a shell command and which rule fires", module: "explain" },
  { name: "hooks install", summary: "write .claude/settings.local.json so Heimdall guards a worktree", module: "hooks-install" },
  { name: "hook pre-tool", summary: "Heimdall, the PreToolUse hook (reads the hook JSON on stdin)", module: "hook-pre-tool" },
  { name: "lab dispatch", summary: "reference dispatcher: a free worker gets the story, else a degraded run", module: "lab-dispatch" },
  { name: "lab sentinel", summary: "reference sentinel: confirm handoffs, re-route orphans, fail timeouts, queue escalations", module: "lab-sentinel" },
  { name: "story create", summary: "submit a forge task to lab as a story (lab's create_story), once", module: "story-create" },
  { name: "story status", summary: "ask lab where a submitted task's story is (get_story_status)", module: "story-status" },
  { name: "init", summary: "set up a project: commented config.toml, output folders, adapters, .gitignore lines", module: "init" },
  { name: "doctor", summary: "check the set-up, one line per check: OK, WARN or FAIL with the fix", module: "doctor" },
  { name: "demo", summary: "watch the whole pipeline run on a copy of the example project, in under a minute", module: "demo" }
];
function findCommand(words) {
  for (const length of [2, 1]) {
    const name = words.slice(0, length).join(" ");
    const entry = COMMANDS.find((c) => c.name === name);
    if (entry && words.length >= length)
      return { entry, rest: words.slice(length) };
  }
  return null;
}

// import("../commands/**/*.js") in dist/src/cli/main.js
var globImport_commands_js = __glob({
  "../commands/broadcast.js": () => import("./chunk-5KE7IX3Q.js"),
  "../commands/broadcasts-get.js": () => import("./chunk-2TQBYHUX.js"),
  "../commands/broadcasts.js": () => import("./chunk-B5B7FO5G.js"),
  "../commands/compound.js": () => import("./chunk-EXP6NK6A.js"),
  "../commands/confirm.js": () => import("./chunk-3HYSH76G.js"),
  "../commands/demo.js": () => import("./chunk-EE5S4FIL.js"),
  "../commands/doctor.js": () => import("./chunk-Q6EI5WA4.js"),
  "../commands/explain.js": () => import("./chunk-JTRQSECW.js"),
  "../commands/handoff.js": () => import("./chunk-PFFIHPVX.js"),
  "../commands/hook-pre-tool.js": () => import("./chunk-GZTNRIHD.js"),
  "../commands/hook-session-start.js": () => import("./chunk-LVLUABPY.js"),
  "../commands/hook-stop.js": () => import("./chunk-ZOE2ZGHK.js"),
  "../commands/hooks-install.js": () => import("./chunk-ZU4MUHUI.js"),
  "../commands/init.js": () => import("./chunk-74EQRAAT.js"),
  "../commands/inspect.js": () => import("./chunk-LN3UCEOS.js"),
  "../commands/kb-get.js": () => import("./chunk-GYPVPWWL.js"),
  "../commands/kb-ingest.js": () => import("./chunk-GZAOOUXI.js"),
  "../commands/kb-search.js": () => import("./chunk-RZCCEE5Y.js"),
  "../commands/lab-dispatch.js": () => import("./chunk-O6BSGDKU.js"),
  "../commands/lab-sentinel.js": () => import("./chunk-HOWX7WYP.js"),
  "../commands/mcp.js": () => import("./chunk-P5WAO2TV.js"),
  "../commands/pickup.js": () => import("./chunk-CCBEJUKW.js"),
  "../commands/start.js": () => import("./chunk-WG3RXNAT.js"),
  "../commands/status.js": () => import("./chunk-5PEATOK5.js"),
  "../commands/story-create.js": () => import("./chunk-KTVXRQJB.js"),
  "../commands/story-status.js": () => import("./chunk-QHFNFQLF.js"),
  "../commands/submit.js": () => import("./chunk-WFYUAXRU.js"),
  "../commands/tool.js": () => import("./chunk-3G7UV2BU.js"),
  "../commands/workers.js": () => import("./chunk-AE3KKOQX.js")
});

// dist/src/cli/main.js
var VERSION = "0.1.0";
async function main(argv, io) {
  const [first] = argv;
  if (first === void 0 || first === "--help" || first === "-h" || first === "help") {
    io.stdout(topHelp());
    return first === void 0 ? 2 : 0;
  }
  if (first === "--version" || first === "-v") {
    io.stdout(`${VERSION}
`);
    return 0;
  }
  const found = findCommand(argv);
  if (!found) {
    const known = COMMANDS.map((c) => c.name);
    const guess = closestWord(argv.slice(0, 2).join(" "), known) ?? closestWord(first, known);
    io.stderr(`forge: unknown command "${first}".${guess ? ` Did you mean "forge ${guess}"?` : ""} Run "forge --help" for the list.
`);
    return 2;
  }
  const command = (await globImport_commands_js(`../commands/${found.entry.module}.js`)).default;
  const wantsJson = found.rest.includes("--json");
  try {
    const args = parseCommandArgs(command, found.rest);
    if (args.values.help) {
      io.stdout(formatHelp(command));
      return 0;
    }
    return await command.run(args, io);
  } catch (error) {
    const forgeError = asForgeError(error);
    if (wantsJson)
      io.stdout(`${JSON.stringify(errorEnvelope(forgeError))}
`);
    else
      io.stderr(`forge ${found.entry.name}: ${forgeError.message}
`);
    if (forgeError.code === "internal" && !(error instanceof ForgeError) && io.env.FORGE_DEBUG)
      io.stderr(`${error.stack}
`);
    return EXIT_CODE[forgeError.code];
  }
}
function topHelp() {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `forge ${VERSION}: filesystem-native coordination for AI coding agents (ipc-v1)

usage: forge <command> [options]   (forge <command> --help for its options)

commands:
${lines.join("\n")}

exit codes: 0 ok, 1 failed, 2 usage
`;
}
export {
  main
};

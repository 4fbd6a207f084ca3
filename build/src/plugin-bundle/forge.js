import {
  PACKAGE_VERSION
} from "./chunk-IW7S7IYC.js";
import {
  formatHelp,
  parseCommandArgs
} from "./chunk-MPLTFSEM.js";
import {
  EXIT_CODE,
  ForgeError,
  asForgeError,
  errorEnvelope
} from "./chunk-54LJ5TLE.js";
import {
  closestWord
} from "./chunk-DZG4LJL6.js";
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
  { name: "retry", summary: "run an orphaned or timed-out story again: old task to the ledger, a fresh task file", module: "retry" },
  { name: "release", summary: "release a stuck claim: the story is submitted again", module: "release" },
  { name: "status", summary: "bounded summary of tasks by state, most urgent first", module: "status", readOnly: true },
  { name: "workers", summary: "the roster: each worker with its status, current task, idle since, last seen", module: "workers", readOnly: true },
  { name: "hook stop", summary: "worker Stop hook: claim the next task and hand it to the session, or wait for one", module: "hook-stop" },
  { name: "hook session-start", summary: "worker SessionStart hook: who the worker is, its task, what waits", module: "hook-session-start" },
  { name: "hook pre-compact", summary: "PreCompact hook: ingest the session's pending lines, compound if past the watermark", module: "hook-pre-compact" },
  { name: "hook notification", summary: "worker Notification hook: record that the session waits for a person", module: "hook-notification" },
  { name: "workers start", summary: "start managed workers (all, or the ones named)", module: "workers-start" },
  { name: "workers stop", summary: "stop managed workers and keep them stopped", module: "workers-stop" },
  { name: "workers restart", summary: "restart managed workers, failed ones too", module: "workers-restart" },
  { name: "workers show", summary: "print a managed worker's current screen", module: "workers-show", readOnly: true },
  { name: "attach", summary: "attach to a managed worker's session (Ctrl+D detaches, the worker keeps running)", module: "attach" },
  { name: "stop", summary: "stop the daemon of a project (and its managed workers)", module: "stop" },
  { name: "kb search", summary: "search the exchange memory built from Claude Code transcripts", module: "kb-search", readOnly: true },
  { name: "kb get", summary: "print one exchange of the transcript memory", module: "kb-get", readOnly: true },
  {
    name: "kb stats",
    summary: "size of the transcript memory (sessions, exchanges, bytes, index, last ingest and compound) and the code index",
    module: "kb-stats",
    readOnly: true
  },
  { name: "kb ask", summary: "ask where code is (--code): definitions, callers, a file, a map, as file:line", module: "kb-ask", readOnly: true },
  { name: "kb ingest", summary: "turn pending transcripts into exchange files and the index", module: "kb-ingest" },
  { name: "compound", summary: "ingest, then run the [compound] command for sessions past the watermark (--force: now), under its lock", module: "compound" },
  { name: "broadcast", summary: "publish a contract or finding to sibling workers", module: "broadcast" },
  { name: "broadcasts get", summary: "print one broadcast in full", module: "broadcasts-get", readOnly: true },
  { name: "broadcasts", summary: "list broadcasts newest first, one bounded page", module: "broadcasts", readOnly: true },
  { name: "inspect", summary: "check a batch's producers against its consumers", module: "inspect", readOnly: true },
  { name: "plan", summary: "list the plans, or show one plan's phase and files with what to fix", module: "plan", readOnly: true },
  { name: "tool", summary: "run an agent-facing tool with a JSON input, or list them", module: "tool" },
  { name: "mcp", summary: 'serve the agent-facing tools over MCP on stdio (server "forge")', module: "mcp" },
  { name: "explain", summary: "show how Heimdall reads a shell command and which rule fires", module: "explain", readOnly: true },
  { name: "hooks install", summary: "write .claude/settings.local.json so Heimdall guards a worktree", module: "hooks-install" },
  { name: "hook pre-tool", summary: "Heimdall, the PreToolUse hook (reads the hook JSON on stdin)", module: "hook-pre-tool" },
  { name: "lab dispatch", summary: "reference dispatcher: a free worker gets the story, else a degraded run", module: "lab-dispatch" },
  { name: "lab sentinel", summary: "reference sentinel: confirm handoffs, re-route orphans, fail timeouts, queue escalations", module: "lab-sentinel" },
  { name: "story create", summary: "submit a forge task to lab as a story (lab's create_story), once", module: "story-create" },
  { name: "story status", summary: "ask lab where a submitted task's story is (get_story_status)", module: "story-status", readOnly: true },
  { name: "init", summary: "set up a project: commented config.toml, output folders, adapters, .gitignore lines", module: "init" },
  { name: "doctor", summary: "check the set-up, one line per check: OK, WARN or FAIL with the fix", module: "doctor", readOnly: true },
  { name: "demo", summary: "watch the whole pipeline run on a copy of the example project, in under a minute", module: "demo" }
];
function commandGroup(word) {
  return COMMANDS.filter((entry) => entry.name.startsWith(`${word} `));
}
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
  "../commands/attach.js": () => import("./chunk-E7WOHDNX.js"),
  "../commands/broadcast.js": () => import("./chunk-CBM3IY3D.js"),
  "../commands/broadcasts-get.js": () => import("./chunk-ITJ5TMDH.js"),
  "../commands/broadcasts.js": () => import("./chunk-OGJJA53Z.js"),
  "../commands/compound.js": () => import("./chunk-LC27P6GW.js"),
  "../commands/confirm.js": () => import("./chunk-XPRREG43.js"),
  "../commands/demo.js": () => import("./chunk-RONUQB4P.js"),
  "../commands/doctor.js": () => import("./chunk-OZEECEHJ.js"),
  "../commands/explain.js": () => import("./chunk-NRVWRU6V.js"),
  "../commands/handoff.js": () => import("./chunk-QDG54SSG.js"),
  "../commands/hook-notification.js": () => import("./chunk-A7PT3MCD.js"),
  "../commands/hook-pre-compact.js": () => import("./chunk-GQHGFNLJ.js"),
  "../commands/hook-pre-tool.js": () => import("./chunk-UGZLUKTK.js"),
  "../commands/hook-session-start.js": () => import("./chunk-65P6QKP4.js"),
  "../commands/hook-stop.js": () => import("./chunk-S36WMV4T.js"),
  "../commands/hooks-install.js": () => import("./chunk-ROHPSZPX.js"),
  "../commands/init.js": () => import("./chunk-XUMWYLSB.js"),
  "../commands/inspect.js": () => import("./chunk-HX5YU57S.js"),
  "../commands/kb-ask.js": () => import("./chunk-HHETVTA7.js"),
  "../commands/kb-get.js": () => import("./chunk-ZMY4NDCC.js"),
  "../commands/kb-ingest.js": () => import("./chunk-6RV4HVKQ.js"),
  "../commands/kb-search.js": () => import("./chunk-2TG745F6.js"),
  "../commands/kb-stats.js": () => import("./chunk-EVOPOLRZ.js"),
  "../commands/lab-dispatch.js": () => import("./chunk-H3L3653H.js"),
  "../commands/lab-sentinel.js": () => import("./chunk-C24PBTXE.js"),
  "../commands/mcp.js": () => import("./chunk-2Z3TOZN6.js"),
  "../commands/pickup.js": () => import("./chunk-LRZUZBR2.js"),
  "../commands/plan.js": () => import("./chunk-P2PC6ZEH.js"),
  "../commands/release.js": () => import("./chunk-DOCAXGYE.js"),
  "../commands/retry.js": () => import("./chunk-KB4ZV5IY.js"),
  "../commands/start.js": () => import("./chunk-XSPSKOEX.js"),
  "../commands/status.js": () => import("./chunk-4HBUEFCP.js"),
  "../commands/stop.js": () => import("./chunk-LFOXROY7.js"),
  "../commands/story-create.js": () => import("./chunk-FOVXPNBY.js"),
  "../commands/story-status.js": () => import("./chunk-5767RIOQ.js"),
  "../commands/submit.js": () => import("./chunk-IHVNMVOG.js"),
  "../commands/tool.js": () => import("./chunk-CL4YXPTX.js"),
  "../commands/workers-control.js": () => import("./chunk-ZNVOB7B7.js"),
  "../commands/workers-restart.js": () => import("./chunk-HZB72N27.js"),
  "../commands/workers-show.js": () => import("./chunk-TSU646UL.js"),
  "../commands/workers-start.js": () => import("./chunk-7YU3JALH.js"),
  "../commands/workers-stop.js": () => import("./chunk-YHRTSS4Q.js"),
  "../commands/workers.js": () => import("./chunk-N4VDBAB7.js")
});

// dist/src/cli/main.js
async function main(argv, io) {
  const [first] = argv;
  if (first === void 0 || first === "--help" || first === "-h" || first === "help") {
    io.stdout(topHelp());
    return first === void 0 ? 2 : 0;
  }
  if (first === "--version" || first === "-v") {
    io.stdout(`${PACKAGE_VERSION}
`);
    return 0;
  }
  const found = findCommand(argv);
  if (!found)
    return unknownCommand(argv, io);
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
function unknownCommand(argv, io) {
  const [first = ""] = argv;
  const group = commandGroup(first);
  const asksHelp = argv.includes("--help") || argv.includes("-h");
  if (group.length > 0 && (asksHelp || argv.length === 1)) {
    io.stdout(`forge ${first}: one of
${verbList(group)}

forge ${first} <verb> --help for its options
`);
    return asksHelp ? 0 : 2;
  }
  const known = COMMANDS.map((c) => c.name);
  const readOnly = new Set(COMMANDS.filter((c) => c.readOnly).map((c) => c.name));
  const prefer = (name) => readOnly.has(name);
  const typed = argv.filter((word) => !word.startsWith("-"));
  const guess = closestWord(typed.slice(0, 2).join(" "), known, prefer) ?? closestWord(first, known, prefer);
  const error = new ForgeError("usage", `unknown command "${group.length > 0 ? typed.slice(0, 2).join(" ") : first}".${guess ? ` Did you mean "forge ${guess}"?` : ""} Run "forge --help" for the list.`);
  if (argv.includes("--json"))
    io.stdout(`${JSON.stringify(errorEnvelope(error))}
`);
  else
    io.stderr(`forge: ${error.message}
`);
  return EXIT_CODE[error.code];
}
function verbList(entries) {
  const width = Math.max(...entries.map((c) => c.name.length));
  return entries.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n");
}
function topHelp() {
  return `forge ${PACKAGE_VERSION}: filesystem-native coordination for AI coding agents (ipc-v1)

usage: forge <command> [options]   (forge <command> --help for its options)

commands:
${verbList(COMMANDS)}

exit codes: 0 ok, 1 failed, 2 usage
`;
}
export {
  main
};

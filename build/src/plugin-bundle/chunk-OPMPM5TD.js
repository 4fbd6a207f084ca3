import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";

// dist/src/commands/workers-control.js
var SUMMARIES = {
  start: "Start managed workers (all, or the ones named); a failed one starts again with its crash count cleared.",
  stop: "Stop managed workers gracefully; they stay stopped until forge workers start.",
  restart: "Restart managed workers, failed ones too."
};
function workersControlCommand(verb) {
  return defineCommand({
    usage: `forge workers ${verb} [NAME...] [--project DIR]`,
    summary: SUMMARIES[verb],
    help: `With [supervisor] enabled, the daemon runs each worker in a tmux session. This writes a
request beside the worker's inbox (worker-inbox/<NAME>/.stopped or .restart) that the daemon acts
on within a second; forge workers shows the outcome. Without names: every managed worker.`,
    options: {},
    allowPositionals: true,
    run: (args, io) => runWorkersControl(verb, args.positionals, args.values.project, io)
  });
}
async function runWorkersControl(verb, names, project, io) {
  const [{ clientConfig }, { readTrackingOrFail }, { controlWorkers }] = await Promise.all([
    import("./chunk-HC3DYR3B.js"),
    import("./chunk-LW3KSHLM.js"),
    import("./chunk-DEAXBBBA.js")
  ]);
  const root = resolveProjectRoot(project, io.cwd, io.env);
  const config = await clientConfig(root, io.env);
  const lines = await controlWorkers(root, config, await readTrackingOrFail(root), verb, names, Date.now());
  io.stdout(`${lines.join("\n")}
`);
  return 0;
}

export {
  workersControlCommand
};

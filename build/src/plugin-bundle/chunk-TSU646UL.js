import {
  SCREEN_LINES,
  SCREEN_MAX_LINES
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/workers-show.js
var workers_show_default = defineCommand({
  usage: "forge workers show NAME [--lines N] [--project DIR]",
  summary: "Print a managed worker's current screen (the last lines, bounded), without attaching.",
  help: `options:
  --lines N   lines from the bottom of the screen and its scrollback (1 to ${SCREEN_MAX_LINES}, default ${SCREEN_LINES}): exactly
              that many when the screen and its scrollback hold them

--json prints {"ok":true,"agent","screen"}.`,
  options: { lines: { type: "string" } },
  allowPositionals: true,
  async run(args, io) {
    const name = args.positionals[0];
    if (!name || args.positionals.length > 1)
      throw new ForgeError("usage", "expected one worker name\nusage: forge workers show NAME [--lines N]");
    const given = args.values.lines;
    const lines = given === void 0 ? SCREEN_LINES : /^\d+$/.test(given) ? Number(given) : Number.NaN;
    if (!(lines >= 1 && lines <= SCREEN_MAX_LINES))
      throw new ForgeError("usage", `--lines: expected a number of lines from 1 to ${SCREEN_MAX_LINES}, got ${JSON.stringify(given)}`);
    const [{ clientConfig }, { workerScreen }] = await Promise.all([import("./chunk-HC3DYR3B.js"), import("./chunk-A5V2CQHK.js")]);
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const screen = await workerScreen(root, await clientConfig(root, io.env), name, lines, io.env);
    io.stdout(args.values.json ? `${JSON.stringify({ ok: true, agent: name, screen })}
` : `${screen}
`);
    return 0;
  }
});
export {
  workers_show_default as default
};

import {
  SCREEN_LINES,
  SCREEN_MAX_LINES
} from "./chunk-CXV3PIRA.js";
import "./chunk-JDDLJOME.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import {
  defineCommand
} from "./chunk-PZO625G3.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import {
  resolveProjectRoot
} from "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/workers-show.js
var workers_show_default = defineCommand({
  usage: "forge workers show NAME [--lines N] [--project DIR]",
  summary: "Print a managed worker's current screen (the last lines, bounded), without attaching.",
  help: `options:
  --lines N   lines from the bottom of the screen and its scrollback (default ${SCREEN_LINES}, at most ${SCREEN_MAX_LINES})

--json prints {"ok":true,"agent","screen"}.`,
  options: { lines: { type: "string" } },
  allowPositionals: true,
  async run(args, io) {
    const name = args.positionals[0];
    if (!name || args.positionals.length > 1)
      throw new ForgeError("usage", "expected one worker name\nusage: forge workers show NAME [--lines N]");
    const lines = args.values.lines === void 0 ? SCREEN_LINES : Number(args.values.lines);
    if (!Number.isInteger(lines) || lines < 1)
      throw new ForgeError("usage", `--lines: expected a whole number of lines, got ${JSON.stringify(args.values.lines)}`);
    const [{ clientConfig }, { workerScreen }] = await Promise.all([import("./chunk-MZKNPYBY.js"), import("./chunk-NWETDV7E.js")]);
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

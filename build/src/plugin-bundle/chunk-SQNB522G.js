import {
  SCREEN_LINES,
  SCREEN_MAX_LINES
} from "./chunk-4TCW4J5D.js";
import "./chunk-HNBL6S2E.js";
import "./chunk-LXD4A765.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import {
  resolveProjectRoot
} from "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
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
    const [{ clientConfig }, { workerScreen }] = await Promise.all([import("./chunk-6TERDBL5.js"), import("./chunk-T7OJTT35.js")]);
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

import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/kb-get.js
var kb_get_default = defineCommand({
  usage: "forge kb get <exchange-id> [--session S] [--full] [--json]",
  summary: "Print one exchange of the transcript memory (bounded to about 10 KB unless --full).",
  help: `options:
  --session S     the session, when the same exchange id is in more than one
  --full          print the whole exchange, however long

Exchange ids come from "forge kb search" or _vibe-chain-output/exchanges/_index.jsonl. A long
exchange is cut at a line boundary and says how many bytes it left out.`,
  options: {
    session: { type: "string" },
    full: { type: "boolean" }
  },
  async run(args, io) {
    const [exchangeId, extra] = args.positionals;
    if (exchangeId === void 0 || extra !== void 0)
      throw new ForgeError("usage", "give exactly one exchange id: forge kb get <exchange-id>");
    const { getExchange } = await import("./chunk-KBJHKFQQ.js");
    const view = await getExchange(resolveProjectRoot(args.values.project, io.cwd, io.env), {
      exchangeId,
      session: args.values.session ?? null,
      full: Boolean(args.values.full)
    });
    if (args.values.json)
      io.stdout(`${JSON.stringify(view)}
`);
    else
      io.stdout(`${view.content}${view.content.endsWith("\n") ? "" : "\n"}${view.message ? `
[${view.message}]
` : ""}`);
    return 0;
  }
});
export {
  kb_get_default as default
};

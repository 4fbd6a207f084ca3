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

// dist/src/commands/kb-ask.js
var kb_ask_default = defineCommand({
  usage: 'forge kb ask --code "<question>" [--repo R] [--tokens N] [--limit N] [--cursor C] [--json]',
  summary: "Ask where code is (definitions, callers, a file, a map, a search), answered as file:line from the code index.",
  help: `options:
  --code          ask the code index (the only kind of question kb ask answers; the exchange
                  memory is searched with "forge kb search")
  --repo R        "project" (default) or the story id of an open task, for its worktree
  --tokens N      the budget of a map, in tokens (default 1024, at most 2400)
  --limit N       places per page (default 20, at most 100)
  --cursor C      the nextCursor of the previous page

Questions: "where is parseConfig defined" (or just "parseConfig"), "who calls save",
"who imports ConfigStore", "what does src/config/parse.ts define", "neighbourhood of
ConfigStore.load", "map" (a ranked map of the repository), anything else is a search over
symbols and files. The first question on a project without an index builds it (seconds); the
daemon keeps it current after that. --json prints the get_codebase_context answer.`,
  options: {
    code: { type: "boolean" },
    repo: { type: "string" },
    tokens: { type: "string" },
    limit: { type: "string" },
    cursor: { type: "string" }
  },
  async run(args, io) {
    if (!args.values.code)
      throw new ForgeError("usage", "forge kb ask answers code questions: add --code (search the exchange memory with forge kb search)");
    const question = args.positionals.join(" ").trim();
    if (question === "")
      throw new ForgeError("usage", 'give a question: forge kb ask --code "where is parseConfig defined"');
    const [{ GetCodebaseContextInput }, { getCodebaseContext }, { createToolContext }, { systemClock }, { renderCodeAnswer }] = await Promise.all([
      import("./chunk-ILYTG7TG.js"),
      import("./chunk-AX5YDC5I.js"),
      import("./chunk-7NK2B7D7.js"),
      import("./chunk-T7EV6BHS.js"),
      import("./chunk-ESAT35LA.js")
    ]);
    const number = (flag, value) => {
      if (value === void 0)
        return void 0;
      if (!/^\d+$/.test(value))
        throw new ForgeError("usage", `--${flag} takes a whole number, got "${value}"`);
      return Number(value);
    };
    const input = GetCodebaseContextInput.safeParse({
      question,
      repo: args.values.repo,
      tokens: number("tokens", args.values.tokens),
      limit: number("limit", args.values.limit),
      cursor: args.values.cursor
    });
    if (!input.success)
      throw new ForgeError("usage", input.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join("; "));
    const context = createToolContext(resolveProjectRoot(args.values.project, io.cwd, io.env), io.env, systemClock);
    const view = await getCodebaseContext(context, input.data);
    io.stdout(args.values.json ? `${JSON.stringify(view)}
` : renderCodeAnswer(view));
    return 0;
  }
});
export {
  kb_ask_default as default
};

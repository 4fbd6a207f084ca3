// dist/src/heimdall/hook-entries.js
import { fileURLToPath } from "node:url";
var HEIMDALL_MATCHERS = ["Bash", "Write|Edit|MultiEdit|NotebookEdit", "Read|Grep|Glob"];
function heimdallBin() {
  return fileURLToPath(new URL("../../../bin-scripts/heimdall", import.meta.url));
}
function shellQuote(text) {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
function isHeimdallCommand(command) {
  return /(^|[\s/'"])heimdall(['"]?)(\s|$)/.test(command) || /\bforge['"]?\s+hook\s+pre-tool\b/.test(command);
}
function heimdallEntries(options) {
  const args = [shellQuote(options.bin ?? heimdallBin())];
  if (options.context)
    args.push("--context", shellQuote(options.context));
  if (options.project)
    args.push("--project", shellQuote(options.project));
  const command = args.join(" ");
  return HEIMDALL_MATCHERS.map((matcher) => ({ event: "PreToolUse", matcher, command, owns: isHeimdallCommand }));
}

export {
  HEIMDALL_MATCHERS,
  heimdallBin,
  isHeimdallCommand,
  heimdallEntries
};

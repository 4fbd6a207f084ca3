import {
  ForgeError
} from "./chunk-3KSWOEMC.js";

// dist/src/cli/command.js
import { parseArgs } from "node:util";
var COMMON_OPTIONS = {
  help: { type: "boolean", short: "h" },
  json: { type: "boolean" },
  project: { type: "string" }
};
function defineCommand(command) {
  return command;
}
function parseCommandArgs(command, argv) {
  try {
    return parseArgs({
      args: argv,
      options: { ...COMMON_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: command.strictOptions ?? true
    });
  } catch (error) {
    throw new ForgeError("usage", `${error.message}
usage: ${command.usage}`);
  }
}
function formatHelp(command) {
  return `usage: ${command.usage}

${command.summary}

${command.help.trimEnd()}

common options:
  --project DIR   project root (default: the current directory)
  --json          machine-readable output
  -h, --help      this help

exit codes: 0 ok, 1 failed, 2 usage
`;
}

export {
  defineCommand,
  parseCommandArgs,
  formatHelp
};

import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  closestWord
} from "./chunk-DZG4LJL6.js";

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
    throw new ForgeError("usage", `${optionProblem(error, Object.keys({ ...COMMON_OPTIONS, ...command.options }))}
usage: ${command.usage}`);
  }
}
function optionProblem(error, options) {
  const option = /'(-{1,2}[^' ]+)/.exec(error.message)?.[1] ?? "an option";
  switch (error.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION": {
      const guess = option.startsWith("--") ? closestWord(option.slice(2).split("=")[0], options) : null;
      return `unknown option ${option}${guess ? `; did you mean --${guess}?` : ""} (a value that starts with "-" goes after --)`;
    }
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return /argument missing/.test(error.message) ? `option ${option} needs a value` : `option ${option} takes no value`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `unexpected argument ${/'([^']*)'/.exec(error.message)?.[1] ?? ""}: this command takes options only`;
    default:
      return error.message;
  }
}
function formatHelp(command) {
  return `usage: ${command.usage}

${command.summary}

${command.help.trimEnd()}

common options:
  --project DIR   project root (default: the nearest folder holding _vibe-chain/ or
                  _vibe-chain-output/, from the current directory up)
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

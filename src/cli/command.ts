import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ForgeError } from '../errors.js';
import { closestWord } from '../text/closest-word.js';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** Options every verb takes. */
export const COMMON_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  project: { type: 'string' },
} as const satisfies OptionsConfig;

type CommonOptions = typeof COMMON_OPTIONS;

export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Standard input as text, read only by commands that need it. */
  readStdin: () => Promise<string>;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM). */
  stopSignal: AbortSignal;
}

/** One CLI verb. Each lives in its own file under src/commands/ and is imported only when run. */
export interface Command<O extends OptionsConfig = OptionsConfig> {
  usage: string;
  summary: string;
  /** Help text after the usage line: every option, what it does, its default. */
  help: string;
  options: O;
  allowPositionals?: boolean;
  /**
   * False for hooks: an unknown option must not become exit 2, which Claude Code reads as "block"
   * and feeds back to the model. Such a command checks its own options in run().
   */
  strictOptions?: boolean;
  run(args: ParsedArgs<O & CommonOptions>, io: CommandIo): Promise<number>;
}

export type ParsedArgs<O extends OptionsConfig> = ReturnType<typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>>;

export function defineCommand<O extends OptionsConfig>(command: Command<O>): Command<O> {
  return command;
}

export function parseCommandArgs<O extends OptionsConfig>(command: Command<O>, argv: string[]): ParsedArgs<O & CommonOptions> {
  try {
    return parseArgs({
      args: argv,
      options: { ...COMMON_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: command.strictOptions ?? true,
    }) as ParsedArgs<O & CommonOptions>;
  } catch (error) {
    throw new ForgeError(
      'usage',
      `${optionProblem(error as NodeJS.ErrnoException, Object.keys({ ...COMMON_OPTIONS, ...command.options }))}\nusage: ${command.usage}`,
    );
  }
}

/** node:util's parseArgs messages, said plainly, with the nearest option for a misspelt one. */
function optionProblem(error: NodeJS.ErrnoException, options: string[]): string {
  const option = /'(-{1,2}[^' ]+)/.exec(error.message)?.[1] ?? 'an option';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const guess = option.startsWith('--') ? closestWord(option.slice(2).split('=')[0]!, options) : null;
      return `unknown option ${option}${guess ? `; did you mean --${guess}?` : ''} (a value that starts with "-" goes after --)`;
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /argument missing/.test(error.message) ? `option ${option} needs a value` : `option ${option} takes no value`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${/'([^']*)'/.exec(error.message)?.[1] ?? ''}: this command takes options only`;
    default:
      return error.message;
  }
}

export function formatHelp(command: Command): string {
  return `usage: ${command.usage}\n\n${command.summary}\n\n${command.help.trimEnd()}\n\ncommon options:\n  --project DIR   project root (default: the nearest folder holding _vibe-chain/ or\n                  _vibe-chain-output/, from the current directory up)\n  --json          machine-readable output\n  -h, --help      this help\n\nexit codes: 0 ok, 1 failed, 2 usage\n`;
}

import { type Config, workerCommandOf } from './config.js';

/** The name `[lab] degraded_command` starts with by default: Claude Code, found on PATH. */
export const CLAUDE_PROGRAM = 'claude';

/** What a degraded run for an agent starts: the program, the rest of `[lab] degraded_command`, and where the program came from. */
export interface DegradedClient {
  program: string;
  /** The words after the program, as written (they go through `sh -c`). */
  args: string;
  /** `worker command` when the program is the agent's own Claude Code, from its `[workers.NAME] command`. */
  from: 'degraded_command' | 'worker command';
}

/**
 * A degraded run stands in for the worker, so it runs the worker's client the way the supervisor
 * starts it: when `[lab] degraded_command` starts with the bare name `claude` and the agent's
 * `[workers.NAME] command` runs Claude Code from a path of its own (a project's
 * `node_modules/.bin/claude`, an install outside PATH), that path is the program. Anything else is
 * taken as written. Pure; the program is then looked up as execvp would.
 */
export function degradedClient(config: Config, agent: string): DegradedClient {
  const { word: first, rest: args } = firstWord(config.lab.degraded_command);
  const worker = workerCommandOf(config, agent)[0] ?? CLAUDE_PROGRAM;
  const workerRunsClaude = worker !== CLAUDE_PROGRAM && worker.split('/').pop() === CLAUDE_PROGRAM;
  if (first === CLAUDE_PROGRAM && workerRunsClaude) return { program: worker, args, from: 'worker command' };
  return { program: first, args, from: 'degraded_command' };
}

/**
 * The first word of a POSIX shell command line, unquoted (`'/opt/my node' x` gives `/opt/my node`),
 * and the rest as written. Quotes and backslashes are read as sh reads them; anything the first
 * word could expand (`$X`, `~`) is taken literally, which a command meant for `sh -c` rarely has there.
 */
export function firstWord(command: string): { word: string; rest: string } {
  const text = command.trimStart();
  let word = '';
  let i = 0;
  for (; i < text.length && !/\s/.test(text[i]!); i++) {
    const c = text[i]!;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1) return { word: word + text.slice(i + 1), rest: '' };
      word += text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) word += text[i] === '\\' && '"\\$`'.includes(text[i + 1] ?? '') ? text[++i] : text[i];
    } else if (c === '\\' && i + 1 < text.length) word += text[++i];
    else word += c;
  }
  return { word, rest: text.slice(i).trim() };
}

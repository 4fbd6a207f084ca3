import { type Field, knownField, unknownField } from './fields.js';
import { foundUnder } from './find.js';
import type { Stdin } from './invocation.js';
import { optionCommands } from './option-exec.js';
import { commandName, joinFields, SHELLS } from './unwrap.js';

/**
 * Commands a program runs besides being one: `awk`'s `system()` and pipes, `sed`'s `e`, `fd -x`,
 * `gdb -ex shell`, `git rebase -x`, `make -f -`, and the tail of an unknown program that looks like
 * a runner (`proxywrap rm -rf /`). Each is an argv to unwrap and check, or shell code to parse
 * (`text: null` when it is computed at run time).
 */
export type Embedded = { via: string; argv: Field[] } | { via: string; code: Field };

/** Command words that a rule can refuse: what an unknown runner in front of them is suspected of running. */
const DANGEROUS_WORDS = new Set([
  'rm',
  'rmdir',
  'unlink',
  'shred',
  'rimraf',
  'trash',
  'trash-put',
  'del-cli',
  'find',
  'fd',
  'git',
  'dd',
  'mkfs',
  'mke2fs',
  'mkswap',
  'wipefs',
  'psql',
  'mysql',
  'mariadb',
  'sqlite3',
  'duckdb',
  'sqlcmd',
  'clickhouse-client',
  'cockroach',
  'tar',
  'zip',
  '7z',
  'rar',
  'gzip',
  'xz',
  'bzip2',
  'zstd',
  'rsync',
  'eval',
  'sudo',
  'doas',
  'env',
  'xargs',
  'parallel',
  'busybox',
  'toybox',
  'su',
  ...SHELLS,
]);
/** Programs whose arguments are data (text to print, patterns, package names, titles), never a command. */
const NON_EXECUTING = new Set([
  'echo',
  'printf',
  'print',
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'ag',
  'ack',
  'man',
  'info',
  'tldr',
  'whatis',
  'apropos',
  'help',
  'which',
  'whereis',
  'type',
  'hash',
  'command',
  'alias',
  'unalias',
  'complete',
  'compgen',
  'apt',
  'apt-get',
  'apt-cache',
  'aptitude',
  'dpkg',
  'dpkg-query',
  'yum',
  'dnf',
  'rpm',
  'zypper',
  'brew',
  'port',
  'pacman',
  'apk',
  'snap',
  'flatpak',
  'pip',
  'pip3',
  'pipx',
  'gem',
  'cargo',
  'go',
  'composer',
  'conda',
  'mamba',
  'gh',
  'glab',
  'hub',
  'jira',
  'curl',
  'wget',
  'http',
  'https',
  'xh',
  'jq',
  'yq',
  'logger',
  'notify-send',
  'say',
  'espeak',
  'cowsay',
  'figlet',
  'wall',
  'mail',
  'mailx',
  'test',
  '[',
  '[[',
  'expr',
  'true',
  'false',
  ':',
  'read',
  'export',
  'set',
  'declare',
  'local',
  'typeset',
  'readonly',
  'printenv',
  'pgrep',
  'pkill',
  'killall',
  'kill',
  'pidof',
  'ps',
  'lsof',
  'fuser',
  'systemctl',
  'service',
  'journalctl',
  'awk',
  'gawk',
  'mawk',
  'nawk',
  'sed',
  'gsed',
  'gdb',
  'make',
  'gmake',
  'cat',
  'less',
  'more',
  'head',
  'tail',
  'wc',
  'sort',
  'uniq',
  'cut',
  'tr',
  'diff',
  'comm',
  'ls',
  'stat',
  'file',
  'tee',
  'touch',
  'mkdir',
  'mv',
  'cp',
]);
/** Options whose value is prose (a commit message, an issue title) rather than something to run. */
const MESSAGE_OPTION = /^(-m|--message|--msg|--title|--body|--subject|--description|--notes|--comment|--summary)$/;
const MAX_SUSPECTS = 4;
/** Where a command word can start inside a string: its start, after an operator, or after `exec`/`spawn`-like words. */
const COMMAND_POSITION = /(?<=(?:^|[;&|(`{\n]|\b(?:exec|spawn|then|do|else|sudo|time|nohup)\s)\s*)[^\s;&|()`'"]+/g;

export function embeddedCommands(argv: Field[], stdin: Stdin): Embedded[] {
  const name = commandName(argv[0]!);
  if (name === null) return [];
  const fromOptions = optionCommands(name, argv.slice(1));
  const own = programCommands(name, argv, stdin);
  // A program known to run its option's string is read from that string, not suspected of running its other words.
  if (own === null) return fromOptions.length > 0 ? fromOptions : suspectTails(name, argv);
  return [...fromOptions, ...own];
}

function programCommands(name: string, argv: Field[], stdin: Stdin): Embedded[] | null {
  const args = argv.slice(1);
  switch (name) {
    case 'awk':
    case 'gawk':
    case 'mawk':
    case 'nawk':
      return awkProgram(args).flatMap((program) =>
        awkShellCommands(program).map((code) => ({ via: `${name} system()`, code: code === null ? unknownField : knownField(code) })),
      );
    case 'sed':
    case 'gsed':
      return sedScripts(args).flatMap((script) =>
        sedShellCommands(script).map((code) => ({ via: 'sed e', code: code === null ? unknownField : knownField(code) })),
      );
    case 'fd':
    case 'fdfind':
      return fdExecs(args);
    case 'gdb':
      return optionValues(args, ['-ex', '-iex', '--eval-command']).flatMap((v) => {
        const shell = v.text === null ? null : /^\s*(?:shell\s|!)([\s\S]*)$/.exec(v.text);
        return v.text === null ? [{ via: 'gdb -ex', code: unknownField }] : shell ? [{ via: 'gdb -ex shell', code: knownField(shell[1]!) }] : [];
      });
    case 'git':
      return gitRunners(args);
    case 'make':
    case 'gmake': {
      const file = optionValues(args, ['-f', '--file', '--makefile']);
      if (!file.some((f) => f.text === '-' || f.text === '/dev/stdin')) return [];
      return [{ via: `${name} -f -`, code: stdin.kind === 'text' ? knownField(makeRecipes(stdin.text)) : unknownField }];
    }
    case 'deno':
    case 'bun':
      // `deno eval CODE`, `bun eval CODE`: JavaScript, read by the inline-code rule, not a command word `eval`.
      return args[0]?.text === 'eval' ? [] : null;
    default:
      return null;
  }
}

/**
 * An unknown program followed by a dangerous command word: `proxywrap -q rm -rf /` is checked as
 * `rm -rf /` too, and an argument string with a dangerous command word in command position
 * (`runner 'rm -rf /'`, `expect -c 'spawn rm -rf /'`, `tool 'cd / && rm -rf *'`) as shell code from
 * that word on. Only blocks when that command would be blocked on its own, so `apt-get install git`
 * and `tool --title "rm -rf fix"` stay allowed.
 */
function suspectTails(name: string, argv: Field[]): Embedded[] {
  if (NON_EXECUTING.has(name) || DANGEROUS_WORDS.has(name)) return [];
  const found: Embedded[] = [];
  const via = `${name} (runs its arguments?)`;
  for (let i = 1; i < argv.length && found.length < MAX_SUSPECTS; i++) {
    const text = argv[i]!.text;
    if (text === null || MESSAGE_OPTION.test(argv[i - 1]!.text ?? '')) continue;
    const value = text.replace(/^--?[A-Za-z][\w-]*=/, '');
    if (!/\s/.test(value)) {
      if (value === text && dangerousWord(value)) found.push({ via, argv: argv.slice(i) });
      continue;
    }
    for (const match of value.matchAll(COMMAND_POSITION)) {
      if (found.length >= MAX_SUSPECTS) break;
      if (dangerousWord(match[0])) found.push({ via, code: knownField(value.slice(match.index)) });
    }
  }
  return found;
}

function dangerousWord(word: string): boolean {
  const name = commandName(knownField(word))!;
  return DANGEROUS_WORDS.has(name) || /^mkfs\./.test(name);
}

/** Every value given to one of `names` (`-x V`, `--name V`, `--name=V`); a missing value is unknown. */
export function optionValues(args: Field[], names: string[]): Field[] {
  const values: Field[] = [];
  args.forEach((a, i) => {
    const text = a.text;
    if (text !== null && names.includes(text)) values.push(args[i + 1] ?? unknownField);
    const long = names.find((n) => n.startsWith('--') && text?.startsWith(`${n}=`));
    if (long) values.push(knownField(text!.slice(long.length + 1)));
  });
  return values;
}

/** `git rebase -x CMD`, `git bisect run CMD`, `git submodule foreach CMD`, `git difftool -x CMD`. */
function gitRunners(args: Field[]): Embedded[] {
  let i = 0;
  while (i < args.length && (args[i]!.text ?? '').startsWith('-')) i += /^(-C|-c|--git-dir|--work-tree|--namespace)$/.test(args[i]!.text!) ? 2 : 1;
  const sub = args[i]?.text;
  const rest = args.slice(i + 1);
  if (sub === 'rebase') return optionValues(rest, ['-x', '--exec']).map((code) => ({ via: 'git rebase --exec', code }));
  if (sub === 'difftool' || sub === 'mergetool') return optionValues(rest, ['-x', '--extcmd']).map((code) => ({ via: `git ${sub} -x`, code }));
  if (sub === 'bisect' && rest[0]?.text === 'run' && rest.length > 1) return [{ via: 'git bisect run', argv: rest.slice(1) }];
  if (sub === 'submodule') {
    const at = rest.findIndex((f) => f.text === 'foreach');
    let command = at < 0 ? [] : rest.slice(at + 1);
    while (command[0] && /^(--recursive|--quiet|-q)$/.test(command[0].text ?? '')) command = command.slice(1);
    return command.length > 0 ? [{ via: 'git submodule foreach', code: joinFields(command) }] : [];
  }
  return [];
}

const FD_VALUE_OPTIONS = new Set([
  '-e',
  '--extension',
  '-t',
  '--type',
  '-E',
  '--exclude',
  '-d',
  '--max-depth',
  '--min-depth',
  '--exact-depth',
  '-S',
  '--size',
  '--changed-within',
  '--changed-before',
  '--newer',
  '--older',
  '-o',
  '--owner',
  '-j',
  '--threads',
  '--base-directory',
  '--search-path',
  '--max-results',
  '-c',
  '--color',
  '--format',
  '--ignore-file',
  '--path-separator',
  '--batch-size',
  '--max-buffer-time',
]);
const FD_NARROWING = new Set([
  '-e',
  '--extension',
  '-t',
  '--type',
  '-S',
  '--size',
  '--changed-within',
  '--changed-before',
  '--newer',
  '--older',
  '-o',
  '--owner',
  '-g',
  '--glob',
]);

/** `fd [pattern] [paths] -x cmd {}`: the command runs once per found path (`-X`: once with all of them). */
function fdExecs(args: Field[]): Embedded[] {
  const operands: Field[] = [];
  const roots: Field[] = [];
  let narrowed = false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === '-x' || text === '--exec' || text === '-X' || text === '--exec-batch') {
      let end = i + 1;
      while (end < args.length && args[end]!.text !== ';') end++;
      const template = args.slice(i + 1, end);
      if (template.length === 0) return [];
      const pattern = operands[0]?.text;
      if (pattern !== undefined && pattern !== '' && pattern !== '.' && pattern !== '^') narrowed = true;
      const searched = [...roots, ...operands.slice(1)];
      return (searched.length > 0 ? searched : [knownField('.')]).map((root) => {
        const found = foundUnder(root, narrowed);
        const placed = template.some((f) => /\{(\/?\.?|\/\/)\}/.test(f.pattern));
        const argv = template.map((f) => (/\{\/\.?\}/.test(f.pattern) ? unknownField : /\{(\.|\/\/)?\}/.test(f.pattern) ? found : f));
        return { via: 'fd -x', argv: placed ? argv : [...argv, found] };
      });
    }
    if (text !== null && FD_NARROWING.has(text)) narrowed = true;
    if (text === '--search-path') roots.push(args[i + 1] ?? unknownField);
    if (text !== null && FD_VALUE_OPTIONS.has(text)) i++;
    else if (text === null || !text.startsWith('-')) operands.push(args[i]!);
  }
  return [];
}

/** The shell lines of a makefile's recipes (tab-indented), without their `@`, `-` and `+` prefixes. */
function makeRecipes(makefile: string): string {
  return makefile
    .split('\n')
    .filter((line) => line.startsWith('\t'))
    .map((line) => line.slice(1).replace(/^[@+-]+/, ''))
    .join('\n');
}

/** The awk program: `-f file` is a script file (not read); otherwise the first operand, or `-e`/`--source` values. */
export function awkProgram(args: Field[]): string[] {
  const sources = optionValues(args, ['-e', '--source']);
  if (sources.length > 0) return sources.map((s) => s.text ?? '\u0000');
  if (args.some((a) => a.text === '-f' || a.text?.startsWith('--file'))) return [];
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === null) return ['\u0000'];
    if (text === '--') return args[i + 1] ? [args[i + 1]!.text ?? '\u0000'] : [];
    if (/^-[Fvf]$/.test(text)) i++;
    else if (!text.startsWith('-')) return [text];
  }
  return [];
}

type AwkToken = { t: 'str' | 'word' | 'op' | 'other'; v: string };
const REGEX_AFTER = new Set(['(', ',', '{', '}', ';', '\n', '!', '~', '&&', '||', '!~']);

function awkTokens(program: string): AwkToken[] {
  const tokens: AwkToken[] = [];
  let i = 0;
  while (i < program.length) {
    const c = program[i]!;
    if (c === ' ' || c === '\t' || c === '\\') i++;
    else if (c === '#') while (i < program.length && program[i] !== '\n') i++;
    else if (c === '"') {
      let value = '';
      for (i++; i < program.length && program[i] !== '"'; i++) {
        if (program[i] === '\\' && i + 1 < program.length) value += { n: '\n', t: '\t' }[program[++i]!] ?? program[i];
        else value += program[i];
      }
      i++;
      tokens.push({ t: 'str', v: value });
    } else if (c === '/' && (tokens.length === 0 || REGEX_AFTER.has(tokens[tokens.length - 1]!.v))) {
      let inClass = false;
      for (i++; i < program.length && (program[i] !== '/' || inClass); i++) {
        if (program[i] === '\\') i++;
        else if (program[i] === '[') inClass = true;
        else if (program[i] === ']') inClass = false;
      }
      i++;
      tokens.push({ t: 'other', v: 'regex' });
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(program.slice(i))![0];
      tokens.push({ t: 'word', v: word });
      i += word.length;
    } else {
      const op = ['||', '&&', '|&', '!~'].find((o) => program.startsWith(o, i)) ?? c;
      tokens.push({ t: op === '|' || op === '|&' ? 'op' : 'other', v: op });
      i += op.length;
    }
  }
  return tokens;
}

/** Shell commands an awk program runs: `system("...")`, `print | "cmd"`, `"cmd" | getline`; null when computed. */
export function awkShellCommands(program: string): Array<string | null> {
  if (program.includes('\u0000')) return /system|\|/.test(program) ? [null] : [];
  if (!/system|\|/.test(program)) return [];
  const tokens = awkTokens(program);
  const found: Array<string | null> = [];
  const strings = (from: number, to: number) =>
    tokens.slice(from, to).every((t) => t.t === 'str') && to > from
      ? tokens
          .slice(from, to)
          .map((t) => t.v)
          .join('')
      : null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.t === 'word' && token.v === 'system' && tokens[i + 1]?.v === '(') {
      let depth = 0;
      let end = i + 1;
      for (; end < tokens.length; end++) {
        if (tokens[end]!.v === '(') depth++;
        else if (tokens[end]!.v === ')' && --depth === 0) break;
      }
      found.push(strings(i + 2, end));
    } else if (token.t === 'op') {
      if (tokens[i + 1]?.v === 'getline') {
        let start = i;
        while (start > 0 && tokens[start - 1]!.t === 'str') start--;
        found.push(strings(start, i));
      } else {
        let end = i + 1;
        while (end < tokens.length && !/^[;\n})]$/.test(tokens[end]!.v)) end++;
        const command = strings(i + 1, end);
        found.push(command);
        // `print "rm -rf /" | "sh"`: what is printed is the shell's script.
        const shell = command === null ? null : /^\s*(\S+)/.exec(command)?.[1];
        if (shell && SHELLS.has(shell.slice(shell.lastIndexOf('/') + 1))) {
          let start = i;
          while (start > 0 && !(tokens[start - 1]!.t === 'word' && /^printf?$/.test(tokens[start - 1]!.v)) && !/^[;\n{]$/.test(tokens[start - 1]!.v)) start--;
          found.push(strings(start, i));
        }
      }
    }
  }
  return found;
}

/** Sed scripts: `-e`/`--expression` values, or the first operand; `-f` files are not read. */
export function sedScripts(args: Field[]): string[] {
  const given = optionValues(args, ['-e', '--expression']);
  if (given.length > 0) return given.map((g) => g.text ?? '\u0000');
  if (args.some((a) => a.text === '-f' || a.text?.startsWith('--file'))) return [];
  const first = args.find((a) => a.text === null || !a.text.startsWith('-') || a.text === '-');
  return first ? [first.text ?? '\u0000'] : [];
}

/**
 * Shell commands a sed script runs (GNU `e command`, and `e` or the `s///e` flag, which run the
 * pattern space: null, unknown in advance). A script it cannot follow yields nothing.
 */
export function sedShellCommands(script: string): Array<string | null> {
  if (script.includes('\u0000')) return /e/.test(script) ? [null] : [];
  if (!script.includes('e')) return [];
  const found: Array<string | null> = [];
  let i = 0;
  const toEol = () => {
    const end = script.indexOf('\n', i);
    const text = script.slice(i, end < 0 ? script.length : end);
    i = end < 0 ? script.length : end + 1;
    return text;
  };
  const delimited = () => {
    const delim = script[i++];
    if (delim === undefined || delim === '\n' || delim === '\\') return false;
    while (i < script.length && script[i] !== delim) i += script[i] === '\\' ? 2 : 1;
    i++;
    return i <= script.length;
  };
  const address = () => {
    const c = script[i];
    if (c === '/') return delimited();
    if (c === '\\') {
      i++;
      return delimited();
    }
    const m = /^(\$|\d+(~\d+)?)/.exec(script.slice(i));
    if (m) i += m[0].length;
    return true;
  };
  while (i < script.length) {
    while (i < script.length && /[\s;{}]/.test(script[i]!)) i++;
    if (i >= script.length) break;
    if (!address()) return found;
    if (script[i] === ',') {
      i++;
      if (script[i] === '+' || script[i] === '~') i++;
      if (!address()) return found;
    }
    while (script[i] === ' ' || script[i] === '!') i++;
    const command = script[i++];
    if (command === undefined) break;
    if (command === 'e') {
      const rest = toEol().trim();
      found.push(rest === '' ? null : rest);
    } else if (command === 's') {
      if (!delimited()) return found;
      i--;
      if (!delimited()) return found;
      const flags = /^[gpiImMe0-9]*/.exec(script.slice(i))![0];
      i += flags.length;
      if (flags.includes('e')) found.push(null);
      if (script[i] === 'w') toEol();
    } else if (command === 'y') {
      if (!delimited()) return found;
      i--;
      if (!delimited()) return found;
    } else if ('aicrRwWbtT:#'.includes(command)) {
      if ('bt T:'.includes(command)) {
        const end = script.slice(i).search(/[;\n]/);
        i = end < 0 ? script.length : i + end;
      } else toEol();
    } else if (!/[=dDgGhHlLnNpPqQxzF}]/.test(command)) return found;
  }
  return found;
}

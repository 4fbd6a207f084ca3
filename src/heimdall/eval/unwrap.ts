import { show, unknownField, type Field } from './fields.js';

/**
 * Takes the wrappers off a command: `sudo -u x env A=1 nice -n 5 rm -rf /` runs `rm -rf /`.
 * Wrappers that run a string as shell code (`bash -c`, `eval`, `watch`, `su -c`) hand that code
 * back for parsing; a shell reading its script from stdin is reported as such.
 */
export type Unwrapped =
  | { kind: 'exec'; argv: Field[]; via: string[]; assigns: Array<{ name: string; value: Field }>; cwd: Field | null; reads?: Field[] }
  | { kind: 'code'; code: Field; via: string[]; assigns: Array<{ name: string; value: Field }>; cwd: Field | null }
  | { kind: 'stdin-code'; via: string[]; assigns: Array<{ name: string; value: Field }>; cwd: Field | null };

export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'fish', 'yash', 'posh']);

/** Options taking a value, per wrapper; `--opt=value` forms need no entry. */
const VALUE_OPTIONS: Record<string, string[]> = {
  sudo: ['-u', '-g', '-h', '-p', '-C', '-D', '-r', '-t', '-U', '-T', '--user', '--group', '--host', '--prompt', '--close-from', '--chdir', '--role', '--type', '--other-user', '--command-timeout'],
  doas: ['-u', '-C'],
  env: ['-u', '--unset', '-C', '--chdir', '-S', '--split-string'],
  nice: ['-n', '--adjustment'],
  ionice: ['-c', '-n', '--class', '--classdata'],
  stdbuf: ['-i', '-o', '-e', '--input', '--output', '--error'],
  timeout: ['-s', '-k', '--signal', '--kill-after'],
  time: ['-f', '-o', '--format', '--output'],
  exec: ['-a'],
  taskset: [],
  setsid: [],
  nohup: [],
  builtin: [],
  command: [],
  unbuffer: [],
  chronic: [],
  'xvfb-run': ['-n', '-s', '-f', '-e', '--server-num', '--server-args', '--auth-file', '--error-file'],
  'dbus-run-session': [],
  caffeinate: ['-t', '-w'],
  flock: ['-w', '-E', '--timeout', '--conflict-exit-code'],
  xargs: ['-I', '-L', '-n', '-P', '-s', '-d', '-E', '-a', '--max-args', '--max-procs', '--max-lines', '--delimiter', '--arg-file', '--replace', '--eof', '--max-chars'],
  watch: ['-n', '--interval', '-q', '--equexit'],
  su: ['-s', '-g', '-G', '--shell', '--group', '--supp-group', '-w', '--whitelist-environment'],
  runuser: ['-u', '-g', '-G', '--user', '--group', '--supp-group', '-s', '--shell', '-w'],
  script: ['-E', '-o', '-T', '-I', '-O', '-B', '--echo', '--output-limit', '--log-timing', '--log-in', '--log-out', '--log-io'],
  npx: ['-p', '--package', '-c', '--call'],
  bunx: ['-p', '--package'],
};

/** `tool sub` pairs that run the rest of the line as a command. */
const RUNNERS: Record<string, string[]> = {
  uv: ['run'],
  poetry: ['run'],
  pipenv: ['run'],
  bundle: ['exec'],
  pnpm: ['exec', 'dlx'],
  yarn: ['exec', 'dlx'],
  npm: ['exec'],
  conda: ['run'],
};

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;

export function unwrap(argv: Field[]): Unwrapped {
  const via: string[] = [];
  const assigns: Array<{ name: string; value: Field }> = [];
  let cwd: Field | null = null;
  let rest = argv;
  for (let guard = 0; guard < 32 && rest.length > 0; guard++) {
    const name = commandName(rest[0]!);
    if (name === null) break;
    if (SHELLS.has(name) || (name === 'busybox' && rest[1] && SHELLS.has(commandName(rest[1]) ?? ''))) {
      const shellArgs = name === 'busybox' ? rest.slice(2) : rest.slice(1);
      const shell = shellInvocation(shellArgs);
      if (shell === 'file') break;
      via.push(`${name}${shell === 'stdin' ? '' : ' -c'}`);
      return shell === 'stdin' ? { kind: 'stdin-code', via, assigns, cwd } : { kind: 'code', code: shell, via, assigns, cwd };
    }
    if (name === 'parallel') {
      // GNU parallel runs its command template once per input; the inputs are not known here.
      const template = skipOptions(rest.slice(1), ['-j', '--jobs', '-S', '--sshlogin', '--delay', '--timeout', '-N', '-n', '-a']);
      const end = template.findIndex((f) => f.text !== null && /^:::+\+?$/.test(f.text));
      const command = (end < 0 ? template : template.slice(0, end)).map((f) => (f.text !== null && /\{[^}]*\}/.test(f.text) ? unknownField : f));
      via.push('parallel');
      rest = command.some((f) => f === unknownField) ? command : [...command, unknownField];
      continue;
    }
    if (name === 'eval') {
      via.push('eval');
      return { kind: 'code', code: joinFields(rest.slice(1)), via, assigns, cwd };
    }
    if (name === 'command' && rest[1] && /^-[pvV]*[vV]/.test(rest[1].text ?? '')) break;
    if (name === 'busybox' || name === 'builtin' || name === 'nohup' || name === 'unbuffer' || name === 'chronic' || name === 'dbus-run-session') {
      via.push(name);
      rest = rest.slice(1);
      continue;
    }
    const runner = RUNNERS[name];
    if (runner && rest[1] && runner.includes(rest[1].text ?? '')) {
      via.push(`${name} ${rest[1].text}`);
      rest = skipOptions(rest.slice(2), VALUE_OPTIONS.npx!);
      if (rest[0]?.text === '--') rest = rest.slice(1);
      continue;
    }
    const valueOptions = VALUE_OPTIONS[name];
    if (valueOptions === undefined) break;
    const args = rest.slice(1);
    if (name === 'watch' && !args.some((a) => a.text === '-x' || a.text === '--exec')) {
      via.push('watch');
      return { kind: 'code', code: joinFields(skipOptions(args, valueOptions)), via, assigns, cwd };
    }
    if (name === 'su' || name === 'script' || name === 'flock') {
      const code = optionValue(args, ['-c', '--command']);
      if (code) {
        via.push(`${name} -c`);
        return { kind: 'code', code, via, assigns, cwd };
      }
      if (name !== 'flock') break;
    }
    if ((name === 'sudo' || name === 'doas') && args.some((a) => /^-[A-Za-z]*[si]/.test(a.text ?? '') && !(a.text ?? '').startsWith('--'))) {
      const inner = skipOptions(args, valueOptions);
      if (inner.length > 0) {
        via.push(`${name} -s`);
        return { kind: 'code', code: joinFields(inner), via, assigns, cwd };
      }
    }
    if (name === 'env') {
      const split = optionValue(args, ['-S', '--split-string']);
      if (split) {
        via.push('env -S');
        return { kind: 'code', code: split, via, assigns, cwd };
      }
      cwd = optionValue(args, ['-C', '--chdir']) ?? cwd;
    }
    if (name === 'sudo') cwd = optionValue(args, ['-D', '--chdir']) ?? cwd;
    let inner = skipOptions(args, valueOptions);
    if (name === 'timeout' || name === 'flock' || name === 'taskset') inner = inner.slice(1);
    if (name === 'env' || name === 'sudo') {
      while (inner[0]?.text && ASSIGNMENT.test(inner[0].text)) {
        const [, key, value] = ASSIGNMENT.exec(inner[0].text)!;
        assigns.push({ name: key!, value: { text: value!, pattern: value!, glob: false } });
        inner = inner.slice(1);
      }
    }
    if (name === 'xargs') {
      const replace = optionValue(args, ['-I', '--replace', '-i']);
      via.push('xargs');
      // `xargs -a FILE` hands FILE's contents to the command as arguments: FILE is read.
      const argFile = optionValue(args, ['-a', '--arg-file']);
      const reads = argFile ? [argFile] : [];
      if (inner.length === 0) return { kind: 'exec', argv: [{ text: 'echo', pattern: 'echo', glob: false }, unknownField], via, assigns, cwd, reads };
      const replaced = replace?.text ? inner.map((f) => (f.text?.includes(replace.text!) ? { ...unknownField, pattern: f.pattern.split(replace.text!).join('*') } : f)) : [...inner, unknownField];
      return { kind: 'exec', argv: replaced, via, assigns, cwd, reads };
    }
    if (inner.length === 0) break;
    via.push(name);
    rest = inner;
  }
  return { kind: 'exec', argv: rest, via, assigns, cwd };
}

/** The program name a command word calls: `/bin/rm` and `rm` alike; null when computed. */
export function commandName(field: Field): string | null {
  if (field.text === null) return null;
  const slash = field.text.lastIndexOf('/');
  return slash >= 0 ? field.text.slice(slash + 1) : field.text;
}

/** For a shell's arguments: the `-c` code, `'stdin'` when it reads its script from stdin, `'file'` for a script file. */
function shellInvocation(args: Field[]): Field | 'stdin' | 'file' {
  let expectCode = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    if (expectCode) return arg;
    // A computed script path (`bash $F`, `bash <(curl ...)`) is code nobody can read in advance.
    if (text === null) return unknownField;
    if (text === '--') return args[i + 1] ? (expectCode ? args[i + 1]! : 'file') : 'stdin';
    if (text === '-' || text === '-s') return 'stdin';
    if (/^[-+]o$/.test(text) || text === '--rcfile' || text === '--init-file') {
      i++;
      continue;
    }
    if (/^-[A-Za-z]*c[A-Za-z]*$/.test(text)) {
      expectCode = true;
      continue;
    }
    if (/^[-+]/.test(text)) continue;
    return 'file';
  }
  return expectCode ? unknownField : 'stdin';
}

function skipOptions(args: Field[], valueOptions: string[]): Field[] {
  let i = 0;
  while (i < args.length) {
    const text = args[i]!.text;
    if (text === null || !text.startsWith('-') || text === '-') break;
    if (text === '--') return args.slice(i + 1);
    i += valueOptions.includes(text) ? 2 : 1;
  }
  return args.slice(i);
}

function optionValue(args: Field[], names: string[]): Field | null {
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === null) continue;
    if (names.includes(text)) return args[i + 1] ?? unknownField;
    for (const name of names) {
      if (name.startsWith('--') && text.startsWith(`${name}=`)) return { text: text.slice(name.length + 1), pattern: text.slice(name.length + 1), glob: false };
    }
  }
  return null;
}

/** `eval a b` runs the words joined by spaces. */
export function joinFields(fields: Field[]): Field {
  if (fields.some((f) => f.text === null)) return { ...unknownField, pattern: fields.map(show).join(' ') };
  const text = fields.map((f) => f.text).join(' ');
  return { text, pattern: text, glob: false };
}

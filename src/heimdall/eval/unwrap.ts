import { containerMounts } from './container-mounts.js';
import { type Field, knownField, show, unknownField } from './fields.js';
import { loginShell, valuesTaken, WRAPPER_CHDIR } from './wrapper-options.js';

/**
 * Takes the wrappers off a command: `sudo -u x env A=1 nice -n 5 rm -rf /` runs `rm -rf /`.
 * Wrappers that run a string as shell code (`bash -c`, `eval`, `watch`, `su -c`) hand that code
 * back for parsing; a shell reading its script from stdin is reported as such.
 */
export type Unwrapped =
  | { kind: 'exec'; argv: Field[]; via: string[]; assigns: Array<{ name: string; value: Field }>; cwd: Field | null; reads: Field[]; mounts?: Field[] }
  | { kind: 'code'; code: Field; via: string[]; assigns: Array<{ name: string; value: Field }>; cwd: Field | null; mounts?: Field[] }
  | { kind: 'stdin-code'; via: string[]; assigns: Array<{ name: string; value: Field }>; cwd: Field | null; mounts?: Field[] };

export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'fish', 'yash', 'posh']);

/** Options taking a value, per wrapper; `--opt=value` forms need no entry. */
const VALUE_OPTIONS: Record<string, string[]> = {
  sudo: [
    '-u',
    '-g',
    '-h',
    '-p',
    '-C',
    '-D',
    '-r',
    '-t',
    '-U',
    '-T',
    '--user',
    '--group',
    '--host',
    '--prompt',
    '--close-from',
    '--chdir',
    '--role',
    '--type',
    '--other-user',
    '--command-timeout',
  ],
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
  xargs: [
    '-I',
    '-L',
    '-n',
    '-P',
    '-s',
    '-d',
    '-E',
    '-a',
    '--max-args',
    '--max-procs',
    '--max-lines',
    '--delimiter',
    '--arg-file',
    '--replace',
    '--eof',
    '--max-chars',
  ],
  watch: ['-n', '--interval', '-q', '--equexit'],
  su: ['-s', '-g', '-G', '--shell', '--group', '--supp-group', '-w', '--whitelist-environment'],
  runuser: ['-u', '-g', '-G', '--user', '--group', '--supp-group', '-s', '--shell', '-w'],
  script: ['-E', '-o', '-T', '-I', '-O', '-B', '--echo', '--output-limit', '--log-timing', '--log-in', '--log-out', '--log-io'],
  npx: ['-p', '--package', '-c', '--call'],
  bunx: ['-p', '--package'],
  proxychains: ['-f'],
  proxychains4: ['-f'],
  torsocks: ['-u', '-p', '-a', '-P', '--user', '--pass', '--address', '--port'],
  torify: [],
  tsocks: [],
  firejail: [],
  firejail_run: [],
  bwrap: [],
  unshare: ['-S', '-G', '-R', '-w', '--setuid', '--setgid', '--root', '--wd', '--map-user', '--map-group', '--map-users', '--map-groups'],
  chroot: [],
  'systemd-run': [
    '-u',
    '-p',
    '-E',
    '-M',
    '-H',
    '--unit',
    '--property',
    '--setenv',
    '--machine',
    '--host',
    '--description',
    '--slice',
    '--uid',
    '--gid',
    '--nice',
    '--working-directory',
    '--service-type',
    '--on-active',
    '--on-boot',
    '--on-startup',
    '--on-unit-active',
    '--on-unit-inactive',
    '--on-calendar',
    '--timer-property',
    '--path-property',
    '--socket-property',
  ],
  catchsegv: [],
  strace: ['-o', '-e', '-p', '-P', '-s', '-u', '-E', '-a', '-b', '-I', '-O', '-S', '-X', '--output', '--trace-path', '--string-limit', '--user', '--env'],
  ltrace: ['-o', '-e', '-p', '-s', '-u', '-n', '-a', '-A', '-D', '-F', '-l', '-x', '-w', '--output', '--library', '--indent', '--align'],
  valgrind: [],
  chpst: ['-u', '-U', '-b', '-e', '-/', '-C', '-n', '-l', '-L', '-m', '-d', '-o', '-p', '-f', '-c', '-r', '-t'],
  numactl: ['-N', '-m', '-C', '-i', '-p', '-P', '-w', '--cpunodebind', '--membind', '--physcpubind', '--interleave', '--preferred', '--weighted-interleave'],
  cgexec: ['-g'],
  prlimit: ['-p', '--pid', '-o', '--output'],
  faketime: [],
  retry: ['-t', '-d', '-m', '-x', '-s', '-n', '--times', '--tries', '--delay', '--sleep', '--max', '--until'],
  pkexec: ['--user'],
  fakeroot: ['-l', '-s', '-i', '-b', '--lib', '--faked'],
  fakechroot: ['-l', '-d', '-e', '-c', '-s', '--lib', '--use-system-libs', '--elfloader', '--environment', '--config-dir'],
  eatmydata: [],
  nocache: [],
  trickle: ['-u', '-d', '-w', '-t', '-l', '-n'],
  sshpass: ['-p', '-f', '-d', '-P', '-e'],
  tini: ['-p', '-e'],
  'dumb-init': ['-r', '--rewrite'],
  ifne: [],
  'run-one': [],
  'run-this-one': [],
  setpriv: [
    '--reuid',
    '--regid',
    '--groups',
    '--inh-caps',
    '--ambient-caps',
    '--bounding-set',
    '--securebits',
    '--pdeathsig',
    '--selinux-label',
    '--apparmor-profile',
    '--landlock-access',
    '--landlock-rule',
  ],
  gosu: [],
  'su-exec': [],
  setarch: [],
  linux32: [],
  linux64: [],
  chrt: [],
  'sandbox-exec': ['-f', '-p', '-n', '-D'],
  schroot: ['-c', '-u', '-d', '--chroot', '--user', '--directory'],
  'flatpak-spawn': [],
  proot: ['-r', '-b', '-m', '-w', '-q', '-k', '--rootfs', '--bind', '--mount', '--cwd', '--qemu', '--kernel-release'],
  nsenter: ['-t', '-S', '-G', '--target', '--setuid', '--setgid'],
  'ssh-agent': ['-a', '-E', '-P', '-t'],
  'dbus-launch': [],
};

/** Options taking more than one value (bubblewrap's `--bind SRC DEST`). */
const MULTI_VALUE: Record<string, number> = {
  '--args': 1,
  '--uid': 1,
  '--gid': 1,
  '--hostname': 1,
  '--chdir': 1,
  '--unsetenv': 1,
  '--lock-file': 1,
  '--sync-fd': 1,
  '--perms': 1,
  '--size': 1,
  '--remount-ro': 1,
  '--exec-label': 1,
  '--file-label': 1,
  '--proc': 1,
  '--dev': 1,
  '--tmpfs': 1,
  '--mqueue': 1,
  '--dir': 1,
  '--seccomp': 1,
  '--add-seccomp-fd': 1,
  '--block-fd': 1,
  '--userns-block-fd': 1,
  '--info-fd': 1,
  '--json-status-fd': 1,
  '--cap-add': 1,
  '--cap-drop': 1,
  '--userns': 1,
  '--userns2': 1,
  '--pidns': 1,
  '--argv0': 1,
  '--overlay-src': 1,
  '--tmp-overlay': 1,
  '--ro-overlay': 1,
  '--setenv': 2,
  '--file': 2,
  '--bind-data': 2,
  '--ro-bind-data': 2,
  '--bind': 2,
  '--ro-bind': 2,
  '--dev-bind': 2,
  '--bind-try': 2,
  '--ro-bind-try': 2,
  '--dev-bind-try': 2,
  '--symlink': 2,
  '--chmod': 2,
  '--overlay': 3,
};

/** Wrappers whose first operand is not the command: a time limit, a lock, a CPU mask, a new root, a user. */
const SKIPPED_OPERANDS = new Set(['timeout', 'flock', 'taskset', 'chroot', 'faketime', 'gosu', 'su-exec', 'setarch', 'chrt']);

/** Container runners: `docker exec [options] CONTAINER cmd`, `docker run [options] IMAGE cmd`. The command runs with an unknown working directory. */
const CONTAINER_OPTIONS: Record<string, string[]> = {
  exec: ['-e', '--env', '--env-file', '-u', '--user', '-w', '--workdir', '--detach-keys', '--index'],
  run: [
    '-a',
    '--attach',
    '-c',
    '--cpu-shares',
    '--cidfile',
    '--cpus',
    '--cpuset-cpus',
    '--device',
    '--dns',
    '-e',
    '--env',
    '--env-file',
    '--entrypoint',
    '--expose',
    '--gpus',
    '-h',
    '--hostname',
    '--ip',
    '--ipc',
    '-l',
    '--label',
    '--link',
    '--log-driver',
    '--log-opt',
    '-m',
    '--memory',
    '--mount',
    '--name',
    '--network',
    '--net',
    '-p',
    '--publish',
    '--pid',
    '--platform',
    '--pull',
    '--restart',
    '--runtime',
    '--security-opt',
    '--shm-size',
    '--stop-signal',
    '--tmpfs',
    '-u',
    '--user',
    '--ulimit',
    '-v',
    '--volume',
    '--volumes-from',
    '-w',
    '--workdir',
    '--add-host',
    '--cap-add',
    '--cap-drop',
    '--group-add',
    '--health-cmd',
    '--userns',
    '--uts',
    '--cgroupns',
    '--label-file',
    '--memory-swap',
    '--service-ports',
  ],
};
const CONTAINER_TOOLS = new Set(['docker', 'podman', 'nerdctl', 'finch', 'docker-compose', 'podman-compose']);
/** `kubectl exec POD -- cmd`, `lxc exec C -- cmd`: options, the target, then the command (after `--` when given). */
const TARGET_EXEC: Record<string, string[]> = {
  kubectl: [
    '-c',
    '-n',
    '-f',
    '-s',
    '--container',
    '--namespace',
    '--filename',
    '--context',
    '--kubeconfig',
    '--cluster',
    '--user',
    '--server',
    '--pod-running-timeout',
  ],
  oc: ['-c', '-n', '--container', '--namespace', '--context', '--kubeconfig'],
  lxc: ['--env', '--cwd', '--user', '--group', '--mode', '--project'],
  incus: ['--env', '--cwd', '--user', '--group', '--mode', '--project'],
};
/** Runners whose command runs on another machine (or cluster): only rules that hold anywhere apply there. */
export const REMOTE_VIA: ReadonlySet<string> = new Set(['ssh', 'kubectl exec', 'oc exec']);
const STDIN_PATHS = new Set(['/dev/stdin', '/dev/fd/0', '/proc/self/fd/0']);

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

/** `input` is the shape of the lines xargs reads, when known (`find src -name x | xargs rm`). */
export function unwrap(argv: Field[], input: Field = unknownField): Unwrapped {
  const via: string[] = [];
  const assigns: Array<{ name: string; value: Field }> = [];
  let cwd: Field | null = null;
  /** Files read by a runner itself, not by the command it runs (`xargs -a FILE`). */
  const reads: Field[] = [];
  /** Host paths a container runner mounts for the command it runs. */
  const mounts: Field[] = [];
  let rest = argv;
  for (let guard = 0; guard < 32 && rest.length > 0; guard++) {
    const name = commandName(rest[0]!);
    if (name === null) break;
    if (SHELLS.has(name) || (name === 'busybox' && rest[1] && SHELLS.has(commandName(rest[1]) ?? ''))) {
      const shellArgs = name === 'busybox' ? rest.slice(2) : rest.slice(1);
      const shell = shellInvocation(shellArgs);
      if (shell === 'file') break;
      // `bash -x -c`: the trace prints every expanded word, which the secret rules need to know.
      via.push(`${name}${xtraceFlag(shellArgs) ? ' -x' : ''}${shell === 'stdin' ? '' : ' -c'}`);
      return shell === 'stdin' ? { kind: 'stdin-code', via, assigns, cwd, mounts } : { kind: 'code', code: shell, via, assigns, cwd, mounts };
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
      return { kind: 'code', code: joinFields(rest.slice(1)), via, assigns, cwd, mounts };
    }
    if (name === 'command' && rest[1] && /^-[pvV]*[vV]/.test(rest[1].text ?? '')) break;
    if ((name === 'source' || name === '.') && STDIN_PATHS.has(rest[1]?.text ?? '')) {
      via.push(name);
      return { kind: 'stdin-code', via, assigns, cwd, mounts };
    }
    const inside = containerCommand(name, rest.slice(1));
    if (inside) {
      if (inside.argv.length === 0) break;
      mounts.push(...containerMounts(name, rest.slice(1)));
      via.push(inside.via);
      cwd = unknownField;
      rest = inside.argv;
      continue;
    }
    const code = codeRunner(name, rest.slice(1));
    if (code) {
      via.push(code.via);
      if (code.via === 'vagrant ssh') cwd = unknownField;
      return code.code === 'stdin' ? { kind: 'stdin-code', via, assigns, cwd, mounts } : { kind: 'code', code: code.code, via, assigns, cwd, mounts };
    }
    if (name === 'gdb') {
      const at = rest.findIndex((f) => f.text === '--args');
      if (at < 0 || at === rest.length - 1) break;
      via.push('gdb --args');
      rest = rest.slice(at + 1);
      continue;
    }
    if (name === 'entr') {
      const command = skipOptions(rest.slice(1), []);
      if (command.length === 0) break;
      via.push('entr');
      rest = command.map((f) => (f.text === '/_' ? unknownField : f));
      continue;
    }
    if (
      name === 'busybox' ||
      name === 'toybox' ||
      name === 'builtin' ||
      name === 'nohup' ||
      name === 'unbuffer' ||
      name === 'chronic' ||
      name === 'dbus-run-session'
    ) {
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
    const login = loginShell(name, args, valueOptions);
    if (login) cwd = unknownField;
    if (name === 'watch' && !args.some((a) => a.text === '-x' || a.text === '--exec')) {
      via.push('watch');
      return { kind: 'code', code: joinFields(skipOptions(args, valueOptions)), via, assigns, cwd, mounts };
    }
    if (name === 'su' || name === 'script' || name === 'flock' || name === 'runuser') {
      const code = optionValue(args, ['-c', '--command'], true);
      if (code) {
        via.push(`${name} -c`);
        return { kind: 'code', code, via, assigns, cwd, mounts };
      }
      if (name === 'su') break;
    }
    if (
      (name === 'sudo' || name === 'doas') &&
      (login || args.some((a) => (/^-[A-Za-z]*s/.test(a.text ?? '') && !(a.text ?? '').startsWith('--')) || a.text === '--shell'))
    ) {
      const inner = skipOptions(args, valueOptions);
      if (inner.length > 0) {
        via.push(`${name} -s`);
        return { kind: 'code', code: joinFields(inner), via, assigns, cwd, mounts };
      }
    }
    if (name === 'env') {
      const split = optionValue(args, ['-S', '--split-string']);
      if (split) {
        via.push('env -S');
        return { kind: 'code', code: split, via, assigns, cwd, mounts };
      }
      cwd = optionValue(args, ['-C', '--chdir']) ?? cwd;
    }
    const chdir = WRAPPER_CHDIR[name];
    if (chdir) cwd = optionValue(args, chdir, true) ?? cwd;
    // chroot starts the command at the new root's `/`.
    if (name === 'chroot') cwd = unknownField;
    let inner = skipOptions(args, valueOptions, name === 'bwrap' ? MULTI_VALUE : undefined);
    if (SKIPPED_OPERANDS.has(name) || name === 'script') inner = inner.slice(1);
    if (name === 'env' || name === 'sudo') {
      while (inner[0]?.text && ASSIGNMENT.test(inner[0].text)) {
        const [, key, value] = ASSIGNMENT.exec(inner[0].text)!;
        assigns.push({ name: key!, value: { text: value!, pattern: value!, glob: false } });
        inner = inner.slice(1);
      }
    }
    if (name === 'xargs') {
      const replace = optionValue(args, ['-I']) ?? xargsReplace(args);
      via.push('xargs');
      // `xargs -a FILE` hands FILE's contents to the command as arguments: FILE is read.
      const argFile = optionValue(args, ['-a', '--arg-file']);
      if (argFile) reads.push(argFile);
      // Lines read from a file (-a) are not the piped input.
      const item = argFile ? unknownField : input;
      if (inner.length === 0) return { kind: 'exec', argv: [{ text: 'echo', pattern: 'echo', glob: false }, item], via, assigns, cwd, reads };
      // The command may be a wrapper or a shell itself (`xargs -I{} sh -c '{}'`): keep unwrapping.
      rest = replace?.text
        ? inner.map((f) =>
            f.text === replace.text ? item : f.text?.includes(replace.text!) ? { ...unknownField, pattern: f.pattern.split(replace.text!).join('*') } : f,
          )
        : [...inner, item];
      continue;
    }
    if (inner.length === 0) break;
    via.push(name);
    rest = inner;
  }
  return { kind: 'exec', argv: rest, via, assigns, cwd, reads, mounts };
}

/** `-I{}` attached, GNU `-i[STR]` and `--replace[=STR]` (both `{}` when no string is given). */
function xargsReplace(args: Field[]): Field | null {
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === null || text === '--' || !text.startsWith('-')) return null;
    const match = /^(?:-I|-i|--replace=?)(.*)$/.exec(text);
    if (match) return knownField(match[1] || '{}');
    if (VALUE_OPTIONS.xargs!.includes(text)) i++;
  }
  return null;
}

/** The program name a command word calls: `/bin/rm` and `rm` alike; null when computed. */
export function commandName(field: Field): string | null {
  if (field.text === null) return null;
  const slash = field.text.lastIndexOf('/');
  return slash >= 0 ? field.text.slice(slash + 1) : field.text;
}

/** For a shell's arguments: the `-c` code, `'stdin'` when it reads its script from stdin, `'file'` for a script file. */
/** A shell started with tracing on: `-x` in a cluster of its options, or `-o xtrace`. */
function xtraceFlag(args: Field[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text ?? '';
    if (!text.startsWith('-') || text === '--') return false;
    if (text === '-o') {
      if (args[i + 1]?.text === 'xtrace') return true;
      i++;
    } else if (/^-[A-Za-z]*x/.test(text)) return true;
    else if (/^-[A-Za-z]*c[A-Za-z]*$/.test(text)) i++;
  }
  return false;
}

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
    // `-o opt` and `-O shopt` take a value, so `bash -O extglob -c CODE` still runs CODE.
    if (/^[-+][oO]$/.test(text) || text === '--rcfile' || text === '--init-file') {
      i++;
      continue;
    }
    if (/^-[A-Za-z]*c[A-Za-z]*$/.test(text)) {
      expectCode = true;
      continue;
    }
    if (/^[-+]/.test(text)) continue;
    return STDIN_PATHS.has(text) ? 'stdin' : 'file';
  }
  return expectCode ? unknownField : 'stdin';
}

function skipOptions(args: Field[], valueOptions: string[], arity?: Record<string, number>): Field[] {
  let i = 0;
  while (i < args.length) {
    const text = args[i]!.text;
    if (text === null || !text.startsWith('-') || text === '-') break;
    if (text === '--') return args.slice(i + 1);
    i += 1 + (arity?.[text] ?? valuesTaken(text, valueOptions));
  }
  return args.slice(i);
}

/** `docker exec C cmd`, `docker compose run S cmd`, `kubectl exec P -- cmd`, `lxc exec C -- cmd`: the command run inside, or null. */
function containerCommand(name: string, args: Field[]): { via: string; argv: Field[] } | null {
  if (CONTAINER_TOOLS.has(name)) {
    let rest = args;
    if (rest[0]?.text === 'container' || rest[0]?.text === 'compose')
      rest = skipOptions(rest.slice(1), ['-f', '--file', '-p', '--project-name', '--project-directory', '--env-file', '--profile']);
    const sub = rest[0]?.text;
    if (sub !== 'exec' && sub !== 'run') return null;
    return { via: `${name} ${sub}`, argv: skipOptions(rest.slice(1), CONTAINER_OPTIONS[sub]!).slice(1) };
  }
  const options = TARGET_EXEC[name];
  if (!options || args[0]?.text !== 'exec') return null;
  const dash = args.findIndex((f) => f.text === '--');
  return { via: `${name} exec`, argv: dash >= 0 ? args.slice(dash + 1) : skipOptions(args.slice(1), options).slice(1) };
}

const LOCAL_HOST = /^(?:[^@]*@)?(localhost|127(?:\.\d+){3}|::1|\[::1\]|0\.0\.0\.0)$/i;
const SSH_OPTIONS = ['-b', '-c', '-D', '-E', '-e', '-F', '-I', '-i', '-J', '-L', '-l', '-m', '-O', '-o', '-p', '-Q', '-R', '-S', '-W', '-w', '-B'];
const WATCHEXEC_OPTIONS = [
  '-w',
  '--watch',
  '-W',
  '--watch-non-recursive',
  '-e',
  '--exts',
  '-f',
  '--filter',
  '-i',
  '--ignore',
  '-d',
  '--debounce',
  '--delay-run',
  '-s',
  '--signal',
  '--stop-signal',
  '--stop-timeout',
  '--shell',
  '-E',
  '--env',
  '--project-origin',
  '--workdir',
  '--on-busy-update',
  '--poll',
  '--emit-events-to',
  '--filter-file',
  '--ignore-file',
  '--color',
  '--log-file',
];
const CONCURRENTLY_OPTIONS = [
  '-n',
  '--names',
  '-c',
  '--prefix-colors',
  '-p',
  '--prefix',
  '-s',
  '--success',
  '--restart-tries',
  '--restart-after',
  '-l',
  '--prefix-length',
  '-t',
  '--timestamp-format',
  '--default-input-target',
  '-m',
  '--max-processes',
  '--name-separator',
  '--teardown',
];

/** Runners that take their command as shell code: `sg grp cmd`, `nodemon --exec`, `watchexec`, `concurrently`, `entr -s`, `vagrant ssh -c`, `ssh host cmd`, `at`. */
function codeRunner(name: string, args: Field[]): { via: string; code: Field | 'stdin' } | null {
  switch (name) {
    case 'sg': {
      const rest = args[0]?.text === '-' ? args.slice(2) : args.slice(1);
      return rest.length > 0 ? { via: 'sg', code: joinFields(rest[0]?.text === '-c' ? rest.slice(1) : rest) } : null;
    }
    case 'nodemon': {
      const code = optionValue(args, ['--exec', '-x']);
      return code ? { via: 'nodemon --exec', code } : null;
    }
    case 'watchexec': {
      const rest = skipOptions(args, WATCHEXEC_OPTIONS);
      return rest.length > 0 ? { via: 'watchexec', code: joinFields(rest) } : null;
    }
    case 'concurrently': {
      const rest = skipOptions(args, CONCURRENTLY_OPTIONS);
      return rest.length > 0 ? { via: 'concurrently', code: joinFields(rest, '\n') } : null;
    }
    case 'entr':
      return args.some((a) => /^-[a-z]*s[a-z]*$/.test(a.text ?? '')) && skipOptions(args, []).length > 0
        ? { via: 'entr -s', code: skipOptions(args, [])[0]! }
        : null;
    case 'vagrant': {
      const code = args[0]?.text === 'ssh' ? optionValue(args, ['-c', '--command']) : null;
      return code ? { via: 'vagrant ssh', code } : null;
    }
    case 'ssh': {
      const [host, ...rest] = skipOptions(args, SSH_OPTIONS);
      // `ssh localhost cmd` runs here: it is checked like any local command.
      const local = LOCAL_HOST.test(host?.text ?? '');
      return rest.length > 0 ? { via: local ? 'ssh localhost' : 'ssh', code: joinFields(rest) } : null;
    }
    case 'at':
    case 'batch':
      return optionValue(args, ['-f']) || args.some((a) => /^-[a-z]*[lrdc]$/.test(a.text ?? '')) ? null : { via: name, code: 'stdin' };
    default:
      return null;
  }
}

/** The value of the first of `names` among the options (before `--`); `-qc CODE` counts as `-c CODE` when `clusters`. */
function optionValue(args: Field[], names: string[], clusters = false): Field | null {
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === null) continue;
    if (text === '--') return null;
    if (names.includes(text) || (clusters && names.some((n) => /^-[A-Za-z]$/.test(n) && new RegExp(`^-[A-Za-z]+${n[1]}$`).test(text))))
      return args[i + 1] ?? unknownField;
    for (const name of names) {
      if (name.startsWith('--') && text.startsWith(`${name}=`)) return { text: text.slice(name.length + 1), pattern: text.slice(name.length + 1), glob: false };
    }
  }
  return null;
}

/** `eval a b` runs the words joined by spaces. */
export function joinFields(fields: Field[], separator = ' '): Field {
  if (fields.some((f) => f.text === null)) return { ...unknownField, pattern: fields.map(show).join(separator) };
  const text = fields.map((f) => f.text).join(separator);
  return { text, pattern: text, glob: false };
}

import { type Field, knownField, unknownField } from './fields.js';
import { optionSpec, optionValuesOf, parseOptions } from './getopt.js';

/**
 * Programs that run a string from their own options as a command, and where that string is.
 * Built from the GTFOBins "Shell" and "Command" function classes (https://gtfobins.github.io/),
 * checked against each program's manual: tar(1) `--checkpoint-action=exec=`, `--to-command`,
 * `-I`/`--use-compress-program`, `-F`/`--info-script`, `--rsh-command`; make(1) `--eval`;
 * ssh_config(5) `ProxyCommand`, `LocalCommand`, `KnownHostsCommand` given with `-o`; scp/sftp
 * `-S`; rsync(1) `-e`/`--rsh`; vim(1) `-c`, `+cmd`, `--cmd` with `:!`, `system()`, `:terminal`;
 * zip(1) `-TT`/`--unzip-command`; gh-alias-set(1) `--shell`; socat(1) `EXEC:`/`SYSTEM:`;
 * tcpdump(8) `-z`; aria2c(1) `--on-download-*`; tmux(1) `new-session`, `new-window`,
 * `split-window`, `run-shell`, `send-keys`; screen(1), xterm(1) `-e`; npx/npm exec `-c`;
 * wget(1) `--use-askpass`; ip-netns(8) `exec`; git-send-email(1) `--to-cmd`/`--cc-cmd`.
 * Each string is handed back to be judged as the command it is.
 */
export type OptionCommand = { via: string; code: Field } | { via: string; argv: Field[] };

export const TAR = optionSpec([
  '-c|--create',
  '-x|--extract|--get',
  '-t|--list',
  '-r|--append',
  '-u|--update',
  '-A|--catenate|--concatenate',
  '-d|--diff|--compare',
  '--delete',
  '-z|--gzip|--gunzip|--ungzip',
  '-j|--bzip2',
  '-J|--xz',
  '--zstd',
  '-a|--auto-compress',
  '-v|--verbose',
  '-p|--preserve-permissions|--same-permissions',
  '-P|--absolute-names',
  '-h|--dereference',
  '-k|--keep-old-files',
  '-O|--to-stdout',
  '-W|--verify',
  '-m|--touch',
  '-S|--sparse',
  '-M|--multi-volume',
  '--remove-files',
  '--checkpoint-action=',
  '--to-command=',
  '-I|--use-compress-program=',
  '-F|--info-script|--new-volume-script=',
  '--rsh-command=',
  '--rmt-command=',
  '-f|--file=',
  '-C|--directory=',
  '-T|--files-from=',
  '-X|--exclude-from=',
  '-b|--blocking-factor=',
  '-g|--listed-incremental=',
  '-N|--newer|--after-date=',
  '-V|--label=',
  '-H|--format=',
  '-K|--starting-file=',
  '-L|--tape-length=',
  '--exclude=',
  '--transform|--xform=',
  '--owner=',
  '--group=',
  '--mode=',
  '--mtime=',
  '--checkpoint=?',
]);
const MAKE = optionSpec([
  '-E|--eval=',
  '-f|--file|--makefile=',
  '-C|--directory=',
  '-j|--jobs=?',
  '-o|--old-file=',
  '-W|--what-if=',
  '-I|--include-dir=',
  '-l|--load-average=?',
]);
const RSYNC = optionSpec(['-e|--rsh=', '--rsync-path=', '-f|--filter=', '--exclude=', '--include=', '-T|--temp-dir=', '-B|--block-size=', '--port=']);
const SSH = optionSpec([
  '-o=',
  '-F=',
  '-i=',
  '-p=',
  '-l=',
  '-J=',
  '-L=',
  '-R=',
  '-D=',
  '-W=',
  '-b=',
  '-c=',
  '-E=',
  '-e=',
  '-I=',
  '-m=',
  '-O=',
  '-Q=',
  '-S=',
  '-w=',
  '-B=',
  '-P=',
]);
const SSH_COMMAND_KEYS = /^\s*(proxycommand|localcommand|knownhostscommand)\s*[=\s]\s*([\s\S]*)$/i;
const VIM_SHELL = /(?:^|\|)\s*:*\s*(?:sil(?:ent)?!?\s+)?(?:r(?:ead)?\s*|w(?:rite)?\s*|\d*,?\d*\s*)?!([\s\S]*)$|(?:^|\|)\s*:*\s*ter(?:minal)?\b\s*([\s\S]*)$/;
const VIM_CODE =
  /\b(system|systemlist|libcall|job_start|termopen|jobstart)\s*\(|(?:^|\|)\s*:*\s*(py3?|python3?|pyx|lua|perl|ruby|tcl|mz|exe(?:cute)?|so(?:urce)?|call)\b/;

export function optionCommands(name: string, args: Field[]): OptionCommand[] {
  switch (name) {
    case 'tar':
    case 'gtar':
      return tarCommands(args);
    case 'make':
    case 'gmake':
      return optionValuesOf(parseOptions(args, MAKE), '-E').map((text) => ({
        via: 'make --eval',
        code: text.text === null ? unknownField : knownField(makefileCommands(text.text)),
      }));
    case 'ssh':
    case 'scp':
    case 'sftp':
    case 'autossh':
      return sshCommands(name, args);
    case 'rsync':
      return optionValuesOf(parseOptions(args, RSYNC), '-e').map((code) => ({ via: 'rsync -e', code }));
    case 'vim':
    case 'vi':
    case 'nvim':
    case 'ex':
    case 'view':
    case 'vimdiff':
    case 'rvim':
      return vimCommands(args);
    case 'zip':
      return zipCommands(args);
    case 'gh':
      return ghAlias(args);
    case 'socat':
      return args.flatMap((a) => {
        const m = /^(?:EXEC|SYSTEM):([\s\S]*?)(?:,[a-z-]+(?:=[^,]*)?)*$/i.exec(a.text ?? '');
        return m
          ? [{ via: 'socat EXEC:', code: knownField(m[1]!) }]
          : a.text === null && /^(EXEC|SYSTEM):/i.test(a.pattern)
            ? [{ via: 'socat EXEC:', code: unknownField }]
            : [];
      });
    case 'tcpdump':
      return valuesOf(args, ['-z']).map((code) => ({ via: 'tcpdump -z', code }));
    case 'aria2c':
      return valuesOf(args, [
        '--on-download-complete',
        '--on-download-start',
        '--on-download-error',
        '--on-download-stop',
        '--on-bt-download-complete',
        '--on-download-pause',
      ]).map((code) => ({ via: 'aria2c --on-download', code }));
    case 'wget':
      return valuesOf(args, ['--use-askpass']).map((code) => ({ via: 'wget --use-askpass', code }));
    case 'tmux':
      return tmuxCommands(args);
    case 'xterm':
    case 'urxvt':
    case 'kitty':
    case 'alacritty': {
      const at = args.findIndex((a) => a.text === '-e' || a.text === '--command');
      return at >= 0 && args.length > at + 1 ? [{ via: `${name} -e`, argv: args.slice(at + 1) }] : [];
    }
    case 'screen': {
      const at = args.findIndex((a) => a.text === null || !a.text.startsWith('-'));
      const skipped = args.slice(0, Math.max(at, 0)).some((a) => /^-[SXpctel]$/.test(a.text ?? ''));
      return at >= 0 && !skipped ? [{ via: 'screen', argv: args.slice(at) }] : [];
    }
    case 'npx':
      return valuesOf(args, ['-c', '--call']).map((code) => ({ via: 'npx -c', code }));
    case 'npm':
    case 'pnpm':
      return args[0]?.text === 'exec' || args[0]?.text === 'x' ? valuesOf(args, ['-c', '--call']).map((code) => ({ via: `${name} exec -c`, code })) : [];
    case 'ip': {
      const at = args.findIndex((a) => a.text === 'exec');
      return args[0]?.text === 'netns' && at > 0 && args.length > at + 2 ? [{ via: 'ip netns exec', argv: args.slice(at + 2) }] : [];
    }
    default:
      return [];
  }
}

/** `--opt VALUE` and `--opt=VALUE` (exact spellings only: these programs' own parsers). */
function valuesOf(args: Field[], names: string[]): Field[] {
  const values: Field[] = [];
  args.forEach((a, i) => {
    const text = a.text;
    if (text === null) return;
    if (names.includes(text)) values.push(args[i + 1] ?? unknownField);
    const long = names.find((n) => n.startsWith('--') && text.startsWith(`${n}=`));
    if (long) values.push(knownField(text.slice(long.length + 1)));
  });
  return values;
}

function tarCommands(args: Field[]): OptionCommand[] {
  // Old-style `tar czf x` has no dash; the letters still read as options.
  const words = args[0]?.text && /^[A-Za-z]+$/.test(args[0].text) ? [knownField(`-${args[0].text}`), ...args.slice(1)] : args;
  const parsed = parseOptions(words, TAR);
  const found: OptionCommand[] = [];
  for (const action of optionValuesOf(parsed, '--checkpoint-action')) {
    if (action.text === null) found.push({ via: 'tar --checkpoint-action', code: unknownField });
    else {
      const exec = /^exec=([\s\S]*)$/.exec(action.text);
      if (exec) found.push({ via: 'tar --checkpoint-action=exec', code: knownField(exec[1]!) });
    }
  }
  for (const name of ['--to-command', '-I', '-F', '--rsh-command', '--rmt-command'])
    for (const code of optionValuesOf(parsed, name)) found.push({ via: `tar ${name}`, code });
  return found;
}

/** The shell lines a makefile runs: tab-indented recipe lines and `$(shell ...)` calls. */
export function makefileCommands(makefile: string): string {
  const recipes = makefile
    .split('\n')
    .filter((line) => line.startsWith('\t'))
    .map((line) => line.slice(1).replace(/^[@+-]+/, ''));
  const shells = [...makefile.matchAll(/\$[({]shell\s+([^)}]*)[)}]/g)].map((m) => m[1]!);
  // A recipe given on the rule's line (`x: ; cmd`) runs too.
  const inline = [...makefile.matchAll(/^[^\t#=\n]*:[^=\n]*;([^\n]*)$/gm)].map((m) => m[1]!);
  return [...recipes, ...shells, ...inline].join('\n');
}

function sshCommands(name: string, args: Field[]): OptionCommand[] {
  const parsed = parseOptions(args, SSH);
  const found: OptionCommand[] = [];
  for (const option of optionValuesOf(parsed, '-o')) {
    if (option.text === null) {
      if (/^(\*|proxy|local|knownhosts)/i.test(option.pattern)) found.push({ via: `${name} -o`, code: unknownField });
      continue;
    }
    const m = SSH_COMMAND_KEYS.exec(option.text);
    if (m) found.push({ via: `${name} -o ${m[1]}`, code: knownField(m[2]!) });
  }
  if (name === 'scp' || name === 'sftp') for (const program of optionValuesOf(parsed, '-S')) found.push({ via: `${name} -S`, argv: [program] });
  return found;
}

function vimCommands(args: Field[]): OptionCommand[] {
  const commands: Field[] = [];
  args.forEach((a, i) => {
    if (a.text === '-c' || a.text === '--cmd') commands.push(args[i + 1] ?? unknownField);
    else if (a.text?.startsWith('+') && a.text.length > 1) commands.push(knownField(a.text.slice(1)));
    else if (a.text === null && a.pattern.startsWith('+')) commands.push(unknownField);
  });
  return commands.flatMap((command): OptionCommand[] => {
    if (command.text === null) return [{ via: 'vim -c', code: unknownField }];
    const shell = VIM_SHELL.exec(command.text);
    if (shell) return [{ via: 'vim -c !', code: knownField(shell[1] ?? shell[2] ?? '') }];
    return VIM_CODE.test(command.text) ? [{ via: 'vim -c', code: unknownField }] : [];
  });
}

function zipCommands(args: Field[]): OptionCommand[] {
  return valuesOf(args, ['-TT', '--unzip-command']).map((code) => ({
    via: 'zip -TT',
    // zip puts the archive's name where `{}` is: a name Heimdall does not know.
    code: code.text === null ? code : knownField(code.text.replace(/\{\}/g, '"$__archive"')),
  }));
}

/** `gh alias set NAME EXPANSION --shell` (or an expansion starting with `!`): the expansion is shell code. */
function ghAlias(args: Field[]): OptionCommand[] {
  if (args[0]?.text !== 'alias' || args[1]?.text !== 'set') return [];
  const rest = args.slice(2);
  const shell = rest.some((a) => a.text === '--shell' || a.text === '-s');
  const operands = rest.filter((a) => a.text === null || !a.text.startsWith('-') || a.text === '-');
  const expansion = operands[1];
  if (!expansion) return [];
  if (expansion.text === null) return shell ? [{ via: 'gh alias set --shell', code: unknownField }] : [];
  if (shell || expansion.text.startsWith('!')) return [{ via: 'gh alias set --shell', code: knownField(expansion.text.replace(/^!/, '')) }];
  return [];
}

/** tmux commands whose last argument is a shell command: `new-session`, `new-window`, `split-window`, `respawn-*`, `run-shell`, `send-keys`. */
function tmuxCommands(args: Field[]): OptionCommand[] {
  const at = args.findIndex((a) =>
    /^(new-session|new|new-window|neww|split-window|splitw|respawn-pane|respawn-window|run-shell|run|send-keys|send|display-popup|popup)$/.test(a.text ?? ''),
  );
  if (at < 0) return [];
  const rest = args.slice(at + 1);
  const values = new Set(['-s', '-n', '-t', '-c', '-x', '-y', '-F', '-e', '-l', '-f', '-w', '-h', '-d', '-T', '-b', '-S', '-E', '-N', '-X']);
  const operands: Field[] = [];
  for (let i = 0; i < rest.length; i++) {
    const text = rest[i]!.text;
    if (text?.startsWith('-') && text.length === 2) {
      if (values.has(text) && !['-d', '-h', '-b', '-E', '-N', '-X'].includes(text)) i++;
      continue;
    }
    operands.push(rest[i]!);
  }
  if (operands.length === 0) return [];
  const keys = /^(send-keys|send)$/.test(args[at]!.text ?? '');
  const words = keys ? operands.filter((o) => !/^(Enter|C-m|KPEnter|Space)$/.test(o.text ?? '')) : operands;
  return [{ via: `tmux ${args[at]!.text}`, code: joinCode(words) }];
}

function joinCode(fields: Field[]): Field {
  if (fields.some((f) => f.text === null)) return unknownField;
  return knownField(fields.map((f) => f.text).join(' '));
}

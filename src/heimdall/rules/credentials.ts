import { posix } from 'node:path';
import { type Field, show } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { isInside } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { block, type Finding } from '../verdict.js';
import { display, resolveField, splitArgs } from './common.js';
import { filesReadByOptions, part, uploadedFiles } from './files-in-options.js';
import { linkedCredential } from './linked-paths.js';
import { credentialKind } from './path-classes.js';

/**
 * Commands known not to read the contents of the files they name: they list, test, create, delete
 * or change metadata, or use a key without printing it. Every other command word is taken to read
 * the files among its operands and option values.
 */
const NOT_READERS = new Set([
  'ls',
  'exa',
  'eza',
  'lsd',
  'tree',
  'stat',
  'test',
  '[',
  '[[',
  'file',
  'du',
  'df',
  'find',
  'fd',
  'touch',
  'mkdir',
  'rmdir',
  'rm',
  'unlink',
  'shred',
  'trash',
  'rimraf',
  'chmod',
  'chown',
  'chgrp',
  'chattr',
  'lsattr',
  'realpath',
  'readlink',
  'dirname',
  'basename',
  'echo',
  'printf',
  'cd',
  'pushd',
  'popd',
  'which',
  'type',
  'command',
  'ssh',
  'ssh-add',
  'ssh-keygen',
  'dotenv',
  'tee',
  'truncate',
  'true',
  'false',
  ':',
  'export',
  'unset',
  'local',
  'declare',
  'typeset',
  'readonly',
]);
/** Readers whose first operand is a pattern or program, not a file (unless -e/-f gives it). */
const PATTERN_FIRST = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'awk', 'gawk', 'mawk', 'nawk', 'sed', 'jq', 'yq', 'perl', 'ruby']);
const PATTERN_VALUE_OPTIONS = ['-e', '-f', '-m', '-A', '-B', '-C', '-g', '-t', '--glob', '--type'];
/** Options that hand a program a key or env file to use, not to print (`--env-file`, `ssh -i`, `--cacert`). */
const USE_OPTIONS =
  /^(--env-file|--kubeconfig|--key-file|--credentials-file|--cacert|--capath|--cert|--key|--identity-file|--ssh-key|--private-key|--tls-?cert|--tls-?key|--tlscacert|--client-cert|--keyfile|--certfile)$/;
/** Options that leave files out (`--exclude=.env`), not in. */
const EXCLUDING = /^--(exclude|exclude-dir|exclude-from|ignore|ignore-dir|ignore-file|skip)$/;
/** Options of grep-like readers whose value is a glob of the files to read. */
const FILE_GLOBS = new Set(['-g', '--glob', '--iglob', '--include']);
/** Copies and links: allowed while the copy keeps a name Heimdall still treats as a credential. */
const COPIERS = new Set(['cp', 'mv', 'ln', 'install']);
/** git subcommands that print file contents or history of them. */
const GIT_READERS = new Set([
  'diff',
  'show',
  'log',
  'blame',
  'annotate',
  'cat-file',
  'grep',
  'archive',
  'format-patch',
  'difftool',
  'range-diff',
  'whatchanged',
]);
/** Commands that copy, archive or search a whole folder: given the home folder or above it, they take the keys in it. */
const TREE_READERS = new Set(['rsync', 'scp', 'tar', 'zip', '7z', 'grep', 'egrep', 'rg', 'ag', 'ack']);

export function credentialRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const command = display(invocation) || 'this redirection';
  const refuse = (field: Field, kind: string, how = 'reads') => [
    block(
      'credential-read',
      'credential access',
      `\`${command}\` ${how} ${show(field)}, ${kind}.`,
      'Do not read credentials; if the task needs a secret, stop and say so in your handoff.',
    ),
  ];
  for (const field of invocation.reads) {
    const kind = credentialKind(field.pattern, field.glob) ?? linkedCredential(field, invocation, ctx);
    if (kind) return refuse(field, kind);
  }
  for (const field of filesReadByOptions(name, invocation.argv.slice(1))) {
    const kind = credentialKind(field.pattern, field.glob);
    if (kind) return refuse(field, kind);
  }
  if (name === 'find') return findRule(invocation.argv.slice(1), refuse);
  if (name === '' || NOT_READERS.has(name)) return [];
  const args = invocation.argv.slice(1);
  if (COPIERS.has(name)) return copyRule(name, args, invocation, ctx, refuse);
  for (const field of readOperands(name, args)) {
    const kind = credentialKind(field.pattern, field.glob) ?? linkedCredential(field, invocation, ctx);
    if (kind) return refuse(field, kind);
  }
  if (TREE_READERS.has(name)) {
    const home = ctx.policy.home;
    for (const field of splitArgs(args, name === 'tar' ? ['-C', '-f', '-T', '-X'] : []).operands) {
      const path = home ? resolveField(field, invocation, ctx).path : null;
      if (path !== null && home && (home === path || isInside(home, path)))
        return refuse(field, 'a folder that holds the home folder and its keys', 'takes in');
    }
  }
  return [];
}

const FIND_NAMES = new Set(['-name', '-iname', '-path', '-ipath', '-wholename', '-iwholename']);
const FIND_EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);

/** `find . -name .env -exec cat {} \;`: the command find runs reads what the name tests select. */
function findRule(args: Field[], refuse: (f: Field, kind: string, how?: string) => Finding[]): Finding[] {
  const exec = args.findIndex((a) => FIND_EXEC.has(a.text ?? ''));
  const program = exec >= 0 ? args[exec + 1] : undefined;
  if (!program || (program.text !== null && NOT_READERS.has(posix.basename(program.text)))) return [];
  for (let i = 0; i < exec; i++) {
    const value = args[i + 1];
    if (!FIND_NAMES.has(args[i]!.text ?? '') || !value) continue;
    const kind = credentialKind(value.pattern, true);
    if (kind) return refuse(value, kind, `runs ${program.pattern} on files named`);
  }
  return [];
}

/** The files a reading command names: operands (after a pattern-first reader's program), option values, `@file` and `if=`. */
function readOperands(name: string, args: Field[]): Field[] {
  const uses = (text: string | null) => text !== null && (USE_OPTIONS.test(text) || (text === '-i' && (name === 'scp' || name === 'sftp')));
  const kept = args.filter((a, i) => !uses(a.text) && !uses(args[i - 1]?.text ?? null) && !/^--[\w-]+=/.test(a.text ?? ''));
  const patternFirst = PATTERN_FIRST.has(name);
  const valueOptions = patternFirst
    ? PATTERN_VALUE_OPTIONS
    : name === 'head' || name === 'tail'
      ? ['-n', '-c']
      : name === 'git'
        ? ['-C', '-c']
        : name === 'tar'
          ? ['-C', '-f', '-T', '-X']
          : [];
  const { operands } = splitArgs(kept, valueOptions);
  const programGiven = args.some(
    (a) => /^-(e|f|-regexp|-file)$/.test(a.text ?? '') || ((name === 'perl' || name === 'ruby') && /^-[a-zA-Z]*[eE]$/.test(a.text ?? '')),
  );
  let files = patternFirst && !programGiven ? operands.slice(1) : operands;
  if (name === 'git') {
    const sub = operands[0]?.text ?? '';
    // `git show HEAD:.env` and `git show :.env` name the file after the revision.
    files = GIT_READERS.has(sub) ? operands.slice(1).map((f) => revisionPath(f)) : [];
  }
  const named: Field[] = [...files];
  for (const a of args) {
    const text = a.pattern;
    // `--file=.env`, curl -d @file / -F x=@file, dd if=: files named inside an option.
    const inside = /^--([\w-]+)=(.+)$/.exec(text);
    if (inside && !USE_OPTIONS.test(`--${inside[1]}`) && !EXCLUDING.test(`--${inside[1]}`)) named.push(part(a, inside[2]!));
    const at = /(?:^|=)@([^;]+)$/.exec(text) ?? /^if=(.+)$/.exec(text);
    if (at) named.push(part(a, at[1]!));
  }
  if (patternFirst) {
    // `rg -g .env`, `grep --include '.env*'`: the files searched are those the glob selects.
    args.forEach((a, i) => {
      const value = FILE_GLOBS.has(a.text ?? '') ? args[i + 1] : undefined;
      if (value && !value.pattern.startsWith('!')) named.push({ ...value, glob: true });
    });
  }
  named.push(...uploadedFiles(name, args));
  if (name === 'curl') {
    const upload = args.findIndex((a) => a.text === '-T' || a.text === '--upload-file');
    if (upload >= 0 && args[upload + 1]) named.push(args[upload + 1]!);
  }
  return named;
}

function revisionPath(field: Field): Field {
  const colon = field.pattern.indexOf(':');
  return colon >= 0 ? part(field, field.pattern.slice(colon + 1)) : field;
}

/**
 * cp/mv/ln/install of a credential: allowed only when the copy keeps a credential name (`cp
 * ../main/.env .env`), so later reads of it are still refused; a copy or link under another name
 * (`ln -s ~/.ssh/id_rsa x`, `mv .env notes`) would let any reader print it.
 */
function copyRule(
  name: string,
  args: Field[],
  invocation: Invocation,
  ctx: RuleContext,
  refuse: (f: Field, kind: string, how?: string) => Finding[],
): Finding[] {
  const { operands } = splitArgs(args, ['-t', '-S', '-m', '-o', '-g', '--target-directory', '--suffix', '--mode', '--owner', '--group']);
  const targetIndex = args.findIndex((a) => a.text === '-t' || a.text === '--target-directory');
  const targetDir = targetIndex >= 0 ? args[targetIndex + 1] : args.map((a) => /^--target-directory=(.+)$/.exec(a.pattern)?.[1]).find(Boolean);
  const dirTarget = targetDir !== undefined ? (typeof targetDir === 'string' ? targetDir : (targetDir?.pattern ?? '*')) : null;
  const single = name === 'ln' && dirTarget === null && operands.length === 1;
  const sources = dirTarget !== null || single ? operands : operands.slice(0, -1);
  const dest = dirTarget ?? (single ? '.' : (operands[operands.length - 1]?.pattern ?? '*'));
  const home = ctx.policy.home;
  for (const source of sources) {
    const path = home ? resolveField(source, invocation, ctx).path : null;
    if (path !== null && home && (home === path || isInside(home, path))) return refuse(source, 'a folder that holds the home folder and its keys', 'takes in');
    const kind = credentialKind(source.pattern, source.glob);
    if (!kind) continue;
    const intoDir = dirTarget !== null || single || /(^|\/)(\.{1,2})?$/.test(dest) || dest === '~';
    const copy = intoDir ? posix.join(dest, posix.basename(source.pattern)) : dest;
    if (!credentialKind(copy))
      return refuse(source, `${kind}, to ${copy}, a name that is not protected as one`, name === 'mv' ? 'moves' : name === 'ln' ? 'links to' : 'copies');
  }
  return [];
}

import { optionValues } from '../eval/embedded.js';
import { type Field, show } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { resolvePath } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { block, type Finding } from '../verdict.js';
import { display, splitArgs } from './common.js';
import { checkTarget } from './delete.js';
import { credentialKind } from './path-classes.js';

/** Compressors that replace their input (`gzip f` leaves only f.gz) unless told to keep it. */
const REPLACING = new Set(['gzip', 'pigz', 'gunzip', 'unpigz', 'bzip2', 'pbzip2', 'bunzip2', 'xz', 'unxz', 'lzma', 'unlzma', 'lzip', 'compress', 'uncompress']);
/** Compressors that keep their input unless given `--rm`. */
const KEEPING = new Set(['zstd', 'unzstd', 'lz4', 'brotli']);
const COMPRESSOR_VALUES = ['-S', '--suffix', '-T', '--threads', '-F', '--format', '-C', '--check', '-M', '--memlimit', '-o', '-D', '-B', '-q'];
const TAR_VALUES = [
  '-f',
  '--file',
  '-C',
  '--directory',
  '-T',
  '--files-from',
  '-X',
  '--exclude-from',
  '-b',
  '-g',
  '--listed-incremental',
  '-N',
  '-V',
  '-H',
  '--format',
  '-I',
  '--use-compress-program',
  '-K',
  '-L',
];
const RSYNC_DELETE = /^--(delete(-before|-during|-delay|-after|-excluded)?|del)$/;

/**
 * Tools that delete as a side effect: archivers that remove what they archive (`tar --remove-files`,
 * `zip -m`, `7z a -sdel`, `rar m`), compressors that replace their input, `rsync --remove-source-files`
 * and `rsync --delete`. Each removed path is checked like an `rm` of it.
 */
export function sideEffectDeleteRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const args = invocation.argv.slice(1);
  const removed = removedPaths(name, args, invocation, ctx);
  return removed.flatMap(({ path, recursive, cwd }) => checkTarget(path, recursive, cwd === undefined ? invocation : { ...invocation, cwd }, ctx));
}

interface Removed {
  path: Field;
  recursive: boolean;
  cwd?: string | null;
}

function removedPaths(name: string, args: Field[], invocation: Invocation, ctx: RuleContext): Removed[] {
  if (name === 'tar') return tarRemoved(args, invocation, ctx);
  if (name === 'zip') {
    const { short, long, operands } = splitArgs(args, ['-b', '-n', '-t', '-tt', '-P', '-O', '-Z', '-s', '-sp', '-x', '-i']);
    if (!short.has('m') && !long.has('--move')) return [];
    const recursive = short.has('r') || short.has('R') || long.has('--recurse-paths');
    return operands.slice(1).map((path) => ({ path, recursive }));
  }
  if (/^7z[arz]?$/.test(name)) {
    const { operands } = splitArgs(args);
    if (!args.some((a) => a.text === '-sdel') || !/^[au]$/.test(operands[0]?.text ?? '')) return [];
    return operands.slice(2).map((path) => ({ path, recursive: true }));
  }
  if (name === 'rar') {
    const { operands } = splitArgs(args);
    const command = operands[0]?.text ?? '';
    if (!(command === 'm' || command === 'mf' || (command === 'a' && args.some((a) => a.text === '-df')))) return [];
    return operands.slice(2).map((path) => ({ path, recursive: command !== 'mf' }));
  }
  if (REPLACING.has(name) || KEEPING.has(name)) {
    const { short, long, operands } = splitArgs(args, COMPRESSOR_VALUES);
    const keeps =
      short.has('k') ||
      short.has('c') ||
      short.has('l') ||
      short.has('t') ||
      ['--keep', '--stdout', '--to-stdout', '--list', '--test'].some((o) => long.has(o));
    const removes = KEEPING.has(name) ? long.has('--rm') || (name === 'brotli' && short.has('j')) : !keeps;
    if (!removes) return [];
    const recursive = short.has('r') || long.has('--recursive');
    // The data survives next to the input (f.gz), so a file computed at run time (`xargs gzip`) is not refused.
    return operands.filter((o) => o.text !== '-' && o.text !== null).map((path) => ({ path, recursive }));
  }
  if (name === 'rclone') {
    const { operands } = splitArgs(args, ['--config', '--filter', '--include', '--exclude', '--transfers', '--checkers', '--bwlimit']);
    const sub = operands[0]?.text ?? '';
    const isLocal = (f: Field | undefined): f is Field => f !== undefined && !/^[\w-]+:/.test(f.text ?? '');
    if (/^(move|moveto)$/.test(sub) && isLocal(operands[1])) return [{ path: operands[1], recursive: true }];
    if (/^(sync|bisync)$/.test(sub) && isLocal(operands[2])) return [{ path: operands[2], recursive: true }];
    if (/^(delete|purge|deletefile|rmdirs)$/.test(sub))
      return operands
        .slice(1)
        .filter(isLocal)
        .map((path) => ({ path, recursive: sub !== 'deletefile' }));
    return [];
  }
  if ((name === 'aws' && args[0]?.text === 's3' && args[1]?.text === 'mv') || (name === 'gsutil' && args[0]?.text === 'mv')) {
    const { operands } = splitArgs(args.slice(name === 'aws' ? 2 : 1), ['--profile', '--region', '--exclude', '--include', '--acl']);
    return operands
      .slice(0, -1)
      .filter((o) => !/^[a-z0-9]+:\/\//.test(o.text ?? ''))
      .map((path) => ({ path, recursive: true }));
  }
  if (name === 'rsync') {
    const { short, long, operands } = splitArgs(args, [
      '-e',
      '--rsh',
      '-f',
      '--filter',
      '--exclude',
      '--include',
      '-T',
      '--temp-dir',
      '--backup-dir',
      '--suffix',
      '--chmod',
      '-B',
      '--block-size',
      '--port',
    ]);
    const local = operands.filter((o) => !/^[^/]*:/.test(o.text ?? ''));
    const destination = operands[operands.length - 1];
    const recursive = short.has('r') || short.has('a') || long.has('--recursive') || long.has('--archive');
    const removed: Removed[] = [];
    if (long.has('--remove-source-files'))
      removed.push(
        ...operands
          .slice(0, -1)
          .filter((o) => local.includes(o))
          .map((path) => ({ path, recursive })),
      );
    if ([...long].some((l) => RSYNC_DELETE.test(l)) && destination && local.includes(destination) && operands.length >= 2)
      removed.push({ path: destination, recursive: true });
    return removed;
  }
  return [];
}

/** `tar --remove-files`: every file operand (not the archive) is deleted after it is archived, relative to `-C`. */
function tarRemoved(args: Field[], invocation: Invocation, ctx: RuleContext): Removed[] {
  if (!args.some((a) => a.text === '--remove-files')) return [];
  const sources: Field[] = [];
  let directory: Field | null = null;
  let archiveNext = false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === null || text === '-' || (!text.startsWith('-') && !(i === 0 && /^[A-Za-z]+$/.test(text)))) {
      if (archiveNext) archiveNext = false;
      else sources.push(args[i]!);
      continue;
    }
    if (text === '-C' || text === '--directory') directory = args[++i] ?? null;
    else if (text.startsWith('--directory=')) directory = { ...args[i]!, text: text.slice(12), pattern: text.slice(12) };
    else if (text === '-f' || text === '--file') i++;
    else if (TAR_VALUES.includes(text)) i++;
    else if (!text.startsWith('--') && text.includes('f')) {
      // A cluster like -czf or czf: the archive is the rest of the cluster after f, else the next word.
      if (text.endsWith('f')) archiveNext = true;
    }
  }
  const cwd = directory ? resolvePath(directory.text, invocation.cwd, ctx.fs) : undefined;
  return sources.map((path) => ({ path, recursive: true, cwd }));
}

const OPERAND_OPTIONS = [
  '-d',
  '--desc',
  '-f',
  '--filename',
  '-R',
  '--repo',
  '-t',
  '--title',
  '-b',
  '--body',
  '-n',
  '--notes',
  '--target',
  '-p',
  '--profile',
  '--region',
  '--acl',
  '--content-type',
];

/** The local files an uploader sends somewhere: gists, buckets, release assets, POST bodies, file-transfer tools. */
function uploadedFiles(name: string, args: Field[]): Field[] {
  return namedFiles(name, args).map((f) => (f.text?.startsWith('@') ? { ...f, text: f.text.slice(1), pattern: f.pattern.slice(1) } : f));
}

function namedFiles(name: string, args: Field[]): Field[] {
  const { operands } = splitArgs(args, OPERAND_OPTIONS);
  const words = operands.map((o) => o.text);
  const local = (fields: Field[]) => fields.filter((f) => !/^[a-z0-9+.-]*:/i.test(f.text ?? '') || /^[A-Za-z]:\\/.test(f.text ?? ''));
  const sourcesOf = (from: number) => local(operands.slice(from, -1));
  switch (name) {
    case 'wget':
      return optionValues(args, ['--post-file', '--body-file']);
    case 'gh':
      if (words[0] === 'gist' && words[1] === 'create') return operands.slice(2);
      if (words[0] === 'gist' && words[1] === 'edit') return optionValues(args, ['-a', '--add']);
      if (words[0] === 'release' && (words[1] === 'upload' || words[1] === 'create')) return operands.slice(3);
      return optionValues(args, ['-F', '--body-file', '--input']);
    case 'glab':
      return words[0] === 'snippet' ? operands.slice(2) : optionValues(args, ['--body-file']);
    case 'aws':
      if (words[0] === 's3' && /^(cp|mv|sync)$/.test(words[1] ?? '')) return sourcesOf(2);
      return optionValues(args, ['--body', '--file']);
    case 'gsutil':
      return /^(cp|mv|rsync)$/.test(words[0] ?? '') ? sourcesOf(1) : [];
    case 'gcloud':
      if (words[0] === 'storage' && /^(cp|mv|rsync)$/.test(words[1] ?? '')) return sourcesOf(2);
      return optionValues(args, ['--data-file', '--source']);
    case 'az':
      return optionValues(args, ['--file', '-f', '--source', '-s']);
    case 'rclone':
      return /^(copy|copyto|move|moveto|sync|rcat)$/.test(words[0] ?? '') ? local(operands.slice(1, 2)) : [];
    case 's3cmd':
    case 'mc':
      return /^(put|sync|cp|mv|mirror)$/.test(words[0] ?? '') ? sourcesOf(1) : [];
    case 'b2':
      return words[0] === 'upload-file' ? operands.slice(2, 3) : [];
    case 'croc':
    case 'wormhole':
    case 'ffsend':
      return /^(send|upload)$/.test(words[0] ?? '') ? operands.slice(1) : [];
    case 'pastebinit':
    case 'gist':
    case 'transfer':
      return operands;
    case 'socat':
      return args.flatMap((a) => {
        const m = /^(?:FILE|OPEN|GOPEN|READ):([^,]+)/i.exec(a.text ?? '');
        return m ? [{ text: m[1]!, pattern: m[1]!, glob: false }] : [];
      });
    default:
      return [];
  }
}

/** A credential file, or a folder that holds one (`~/.aws`, `~/.kube`, `~/.docker`, `~/.ssh`). */
export function credentialInside(pattern: string): string | null {
  return credentialKind(pattern) ?? ['credentials', 'config', 'config.json'].map((f) => credentialKind(`${pattern}/${f}`)).find((k) => k !== null) ?? null;
}

export function leakBlock(invocation: Invocation, file: Field, kind: string, what: string): Finding {
  return block(
    'credential-leak',
    'credential leak',
    `\`${display(invocation)}\` ${what} ${show(file)}, ${kind}.`,
    'Never upload, publish or commit credentials; if the task needs one shared, stop and say so in your handoff.',
  );
}

/** Uploaders whose file is a credential: `wget --post-file`, `gh gist create`, `aws s3 cp`, `rclone copy`, ... */
export function uploadRule(name: string, invocation: Invocation): Finding[] {
  for (const file of uploadedFiles(name, invocation.argv.slice(1))) {
    const kind = credentialInside(file.pattern);
    if (kind) return [leakBlock(invocation, file, kind, 'uploads')];
  }
  return [];
}

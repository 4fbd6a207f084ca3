import { awkProgram, sedScripts } from '../eval/embedded.js';
import { type Field, knownField, unknownField } from '../eval/fields.js';
import { planFind } from '../eval/find.js';
import { hasOption, optionSpec, optionValuesOf, parseOptions } from '../eval/getopt.js';
import type { Invocation } from '../eval/invocation.js';
import { TAR } from '../eval/option-exec.js';
import { parseGit, readsOnly } from './git-invocation.js';

/**
 * Files a program writes through an output option or its own semantics, beyond the redirections
 * and copies writes.ts reads: archives a tar/zip creates, `sort -o`, sed's `w` command and flag,
 * awk's `print > file`, find's `-fprint`/`-fprintf`/`-fls`, curl's `-D`/`-c`/`--trace`/`--stderr`,
 * wget's `-o`/`-a`, `shred` (which overwrites in place), git's archive/bundle/format-patch/worktree
 * outputs and `git config --global`, `crontab`, and per-user configuration that package tools write
 * (`npm config set`). Any program's `--output=FILE`, `--output-file`, `--log-file` counts too.
 */
const SORT = optionSpec([
  '-o|--output=',
  '-k|--key=',
  '-t|--field-separator=',
  '-S|--buffer-size=',
  '-T|--temporary-directory=',
  '--parallel=',
  '--batch-size=',
  '--compress-program=',
  '--files0-from=',
  '--random-source=',
  '--sort=',
]);
const CURL = optionSpec([
  '-o|--output=',
  '-D|--dump-header=',
  '-c|--cookie-jar=',
  '--trace=',
  '--trace-ascii=',
  '--stderr=',
  '--libcurl=',
  '--etag-save=',
  '--hsts=',
  '--alt-svc=',
  '-d|--data=',
  '--data-binary=',
  '--data-raw=',
  '--data-urlencode=',
  '-F|--form=',
  '-H|--header=',
  '-X|--request=',
  '-u|--user=',
  '-A|--user-agent=',
  '-e|--referer=',
  '-b|--cookie=',
  '-T|--upload-file=',
  '-w|--write-out=',
  '-x|--proxy=',
  '-m|--max-time=',
  '-K|--config=',
  '-E|--cert=',
  '--key=',
  '--cacert=',
  '-r|--range=',
  '-C|--continue-at=',
  '-Y|--speed-limit=',
  '-y|--speed-time=',
  '-z|--time-cond=',
  '--connect-timeout=',
  '--retry=',
  '--output-dir=',
  '--resolve=',
  '--url=',
]);
const WGET = optionSpec([
  '-o|--output-file=',
  '-a|--append-output=',
  '--save-cookies=',
  '--warc-file=',
  '-O|--output-document=',
  '-P|--directory-prefix=',
  '-e|--execute=',
  '-U|--user-agent=',
  '-t|--tries=',
  '-T|--timeout=',
  '-w|--wait=',
  '-i|--input-file=',
  '-l|--level=',
  '-A|--accept=',
  '-R|--reject=',
  '--header=',
  '--post-data=',
  '--post-file=',
  '--body-file=',
  '--method=',
  '--user=',
  '--password=',
]);
const SHRED = optionSpec(['-u|--remove=?', '-n|--iterations=', '-s|--size=', '--random-source=', '-f|--force', '-v|--verbose', '-x|--exact', '-z|--zero']);
const GENERIC_OUTPUT = /^--(output|output-file|outfile|out-file|log-file|logfile)$/;
/** Tools whose `config set` writes a file in the home folder. */
const USER_CONFIG: Record<string, string> = {
  npm: '.npmrc',
  pnpm: '.npmrc',
  yarn: '.yarnrc',
  pip: '.config/pip/pip.conf',
  pip3: '.config/pip/pip.conf',
  gh: '.config/gh/config.yml',
  aws: '.aws/config',
};

export function outputTargets(name: string, invocation: Invocation, home: string | undefined): Field[] {
  const args = invocation.argv.slice(1);
  const targets = genericOutputs(args);
  const inHome = (rel: string) => (home ? knownField(`${home}/${rel}`) : unknownField);
  switch (name) {
    case 'tar':
    case 'gtar': {
      const words = args[0]?.text && /^[A-Za-z]+$/.test(args[0].text) ? [knownField(`-${args[0].text}`), ...args.slice(1)] : args;
      const parsed = parseOptions(words, TAR);
      const creates = parsed.options.some((o) => /^-[cruA]$|^--(create|append|update|concatenate|catenate)$/.test(o.name));
      if (creates) targets.push(...optionValuesOf(parsed, '-f').filter((f) => f.text !== '-'));
      break;
    }
    case 'zip': {
      const archive = args.find((a) => a.text === null || !a.text.startsWith('-'));
      if (archive) targets.push(archive);
      break;
    }
    case 'sort':
      targets.push(...optionValuesOf(parseOptions(args, SORT), '-o'));
      break;
    case 'sed':
    case 'gsed':
      for (const script of sedScripts(args)) targets.push(...sedWrites(script));
      break;
    case 'awk':
    case 'gawk':
    case 'mawk':
    case 'nawk':
      for (const program of awkProgram(args)) targets.push(...awkWrites(program));
      break;
    case 'find':
      targets.push(...planFind(args).writes);
      break;
    case 'curl':
      targets.push(
        ...optionValuesOf(
          parseOptions(args, CURL),
          '-D',
          '-c',
          '--trace',
          '--trace-ascii',
          '--stderr',
          '--libcurl',
          '--etag-save',
          '--hsts',
          '--alt-svc',
        ).filter((f) => f.text !== '-'),
      );
      break;
    case 'wget':
      targets.push(...optionValuesOf(parseOptions(args, WGET), '-o', '-a', '--save-cookies', '--warc-file'));
      break;
    case 'shred': {
      // Without -u the file stays, its contents destroyed: a write (with -u it is a delete, judged as one).
      const parsed = parseOptions(args, SHRED);
      if (!hasOption(parsed, '-u')) targets.push(...parsed.operands);
      break;
    }
    case 'uniq': {
      const operands = args.filter((a) => a.text === null || !a.text.startsWith('-'));
      if (operands.length >= 2) targets.push(operands[1]!);
      break;
    }
    case 'git':
      targets.push(...gitOutputs(args, inHome));
      break;
    case 'crontab': {
      // Any form but -l replaces or removes the user's crontab, outside every worktree.
      const list = args.some((a) => /^-[a-z]*l/.test(a.text ?? ''));
      if (!list) targets.push(knownField('/var/spool/cron/crontabs'));
      break;
    }
    default: {
      const file = USER_CONFIG[name];
      const sub = args[0]?.text;
      const verb = args[1]?.text;
      const local = args.some((a) => /^--(location=project|local|project)$/.test(a.text ?? ''));
      if (
        file &&
        ((sub === 'config' && /^(set|delete|edit|rm|unset)$/.test(verb ?? '')) || (name === 'aws' && sub === 'configure' && verb === 'set')) &&
        !local
      )
        targets.push(inHome(file));
    }
  }
  // `sort --output=x` is both sort's own option and the generic one: one file.
  return targets.filter((t, i) => t.text === null || targets.findIndex((u) => u.text === t.text) === i);
}

function genericOutputs(args: Field[]): Field[] {
  const found: Field[] = [];
  args.forEach((a, i) => {
    const text = a.text;
    if (text === null || !text.startsWith('--')) return;
    const eq = text.indexOf('=');
    const option = eq < 0 ? text : text.slice(0, eq);
    if (!GENERIC_OUTPUT.test(option)) return;
    const value = eq < 0 ? args[i + 1] : knownField(text.slice(eq + 1));
    // `--output json`-style formats name no path; a value without a slash or tilde stays inside the directory anyway.
    if (value && value.text !== '-') found.push(value);
  });
  return found;
}

function gitOutputs(args: Field[], inHome: (rel: string) => Field): Field[] {
  const git = parseGit(args);
  const p = git.parsed;
  switch (git.sub) {
    case 'archive':
      return optionValuesOf(p, '-o');
    case 'bundle':
      return p.operands[0]?.text === 'create' && p.operands[1] ? [p.operands[1]] : [];
    case 'format-patch':
      return valueAfter(git.rest, ['-o', '--output-directory']);
    case 'worktree':
      return p.operands[0]?.text === 'add' ? p.operands.slice(1, 2).filter((o) => o.text === null || !o.text.startsWith('-')) : [];
    case 'init':
      return p.operands.slice(0, 1);
    case 'config': {
      if (readsOnly(git)) return [];
      if (hasOption(p, '--global')) return [inHome('.gitconfig')];
      if (hasOption(p, '--system')) return [knownField('/etc/gitconfig')];
      return optionValuesOf(p, '-f');
    }
    default:
      return [];
  }
}

function valueAfter(args: Field[], names: string[]): Field[] {
  const out: Field[] = [];
  args.forEach((a, i) => {
    if (a.text !== null && names.includes(a.text)) out.push(args[i + 1] ?? unknownField);
    const long = names.find((n) => n.startsWith('--') && a.text?.startsWith(`${n}=`));
    if (long) out.push(knownField(a.text!.slice(long.length + 1)));
  });
  return out;
}

/** Files a sed script writes: the `w`/`W` commands and the `w` flag of `s`. */
export function sedWrites(script: string): Field[] {
  if (script.includes('\u0000')) return /w/.test(script) ? [unknownField] : [];
  const found: Field[] = [];
  const address = String.raw`(?:\d+|\$|/(?:[^/\\\n]|\\.)*/)(?:~\d+)?`;
  const command = new RegExp(String.raw`(?:^|[;{}\n])\s*(?:${address}(?:\s*,\s*[+~]?${address})?)?\s*!?\s*[wW]\s*([^\n]+)`, 'g');
  for (const m of script.matchAll(command)) found.push(knownField(m[1]!.trim()));
  const substitute = /s([^\\\n])(?:(?!\1)[^\\\n]|\\.)*\1(?:(?!\1)[^\\\n]|\\.)*\1[gpiImMe0-9]*w\s*([^\n]+)/g;
  for (const m of script.matchAll(substitute)) found.push(knownField(m[2]!.trim()));
  return found;
}

/** Files an awk program prints into (`print > "f"`, `printf ... >> f`); a computed name is unknown. */
export function awkWrites(program: string): Field[] {
  if (program.includes('\u0000')) return /print/.test(program) && />/.test(program) ? [unknownField] : [];
  const strings: string[] = [];
  const masked = program.replace(/"((?:[^"\\]|\\.)*)"/g, (_, body: string) => `\uE000${strings.push(body) - 1}\uE000`);
  const found: Field[] = [];
  for (const m of masked.matchAll(/\bprintf?\b[^;{}\n|]*?>>?\s*(\uE000(\d+)\uE000|[^\s;{}|)]+)/g)) {
    // A literal name (`print > "f"`, also the literal head of `"dir/" $1`), or a computed one.
    found.push(m[2] !== undefined ? knownField(strings[Number(m[2])]!) : unknownField);
  }
  return found;
}

import { show, type Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { block, type Finding } from '../verdict.js';
import { display, splitArgs } from './common.js';
import { credentialKind, SECRET_NAME } from './path-classes.js';

/** Commands that read the files named in their operands. */
const READERS = new Set([
  'cat', 'less', 'more', 'head', 'tail', 'tac', 'nl', 'bat', 'batcat', 'view', 'vim', 'vi', 'nvim', 'nano', 'emacs',
  'grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'awk', 'gawk', 'sed', 'sort', 'uniq', 'cut', 'diff', 'cmp', 'comm',
  'cp', 'scp', 'rsync', 'base64', 'base32', 'xxd', 'od', 'hexdump', 'strings', 'source', '.', 'tar', 'zip', 'gzip',
  'bzip2', 'xz', '7z', 'openssl', 'gpg', 'jq', 'yq', 'strings', 'iconv', 'paste', 'column', 'fold', 'fmt', 'pr',
]);
/** Readers whose first operand is a pattern or program, not a file (unless -e/-f gives it). */
const PATTERN_FIRST = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'awk', 'gawk', 'sed', 'jq', 'yq']);

export function credentialRule(name: string, invocation: Invocation): Finding[] {
  const candidates: Field[] = [...invocation.reads];
  const args = invocation.argv.slice(1);
  if (READERS.has(name)) {
    const valueOptions = PATTERN_FIRST.has(name) ? ['-e', '-f', '-m', '-A', '-B', '-C', '-g', '-t', '--glob', '--type'] : name === 'head' || name === 'tail' ? ['-n', '-c'] : [];
    const { operands } = splitArgs(args, valueOptions);
    const patternGiven = args.some((a) => /^-(e|f|-regexp|-file)$/.test(a.text ?? ''));
    const sources = name === 'cp' || name === 'scp' || name === 'rsync' ? operands.slice(0, -1) : operands;
    candidates.push(...(PATTERN_FIRST.has(name) && !patternGiven ? sources.slice(1) : sources));
  }
  for (const a of args) {
    const text = a.pattern;
    // curl -d @file / -F x=@file / -T file, dd if=, openssl -in: uploads and reads named inside options.
    const at = /(?:^|=)@([^;]+)$/.exec(text) ?? /^if=(.+)$/.exec(text);
    if (at) candidates.push({ text: at[1]!, pattern: at[1]!, glob: false });
  }
  if (name === 'curl') {
    const upload = args.findIndex((a) => a.text === '-T' || a.text === '--upload-file');
    if (upload >= 0 && args[upload + 1]) candidates.push(args[upload + 1]!);
  }
  for (const field of candidates) {
    const kind = credentialKind(field.pattern);
    if (kind) {
      return [block('credential-read', 'credential access', `\`${display(invocation) || 'this redirection'}\` reads ${show(field)}, ${kind}.`, 'Do not read credentials; if the task needs a secret, stop and say so in your handoff.')];
    }
  }
  return [];
}

const PRINTERS = new Set(['echo', 'printf', 'print', 'printenv', 'logger', 'wall']);

/** Printing, dumping or assigning variables named like *TOKEN*, *SECRET*, *PASSWORD*, *API_KEY*. */
export function secretRule(name: string | null, invocation: Invocation): Finding[] {
  const command = display(invocation);
  const advice = 'Use secrets only through the environment of the command that needs them; never print, log or assign them.';
  const assigned = invocation.assigns.find((a) => SECRET_NAME.test(a.name));
  if (assigned) return [block('secret-exposure', 'secret exposure', `the command assigns ${assigned.name}, a credential-like variable.`, advice)];
  if (name === null) return [];
  const args = invocation.argv.slice(1);
  if (PRINTERS.has(name)) {
    const printed = args.flatMap((a) => a.vars ?? []).find((v) => SECRET_NAME.test(v)) ?? (name === 'printenv' ? args.map((a) => a.text ?? '').find((t) => SECRET_NAME.test(t)) : undefined);
    if (printed) return [block('secret-exposure', 'secret exposure', `\`${command}\` prints ${printed}, a credential-like variable.`, advice)];
  }
  const operands = args.filter((a) => !(a.text ?? '').startsWith('-'));
  const dump =
    invocation.assigns.length === 0 &&
    ((name === 'env' && args.every((a) => /^-|=/.test(a.text ?? '-'))) ||
    (name === 'printenv' && args.length === 0) ||
    (name === 'set' && args.length === 0) ||
    ((name === 'export' || name === 'declare' || name === 'typeset' || name === 'compgen') && operands.length === 0 && args.some((a) => /^-[a-zA-Z]*[pxv]/.test(a.text ?? '') || name === 'export')));
  if (dump) {
    return [block('secret-exposure', 'secret exposure', `\`${command}\` dumps every environment variable, secrets included.`, 'Print the one variable you need by name (not a credential), e.g. printenv PATH.')];
  }
  return [];
}

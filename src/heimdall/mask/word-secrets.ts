import { credentialOption, isCredentialName, looksLikeOption } from './credential-names.js';
import { isCredentialHeader } from './text-secrets.js';

/**
 * Options whose value is a password, for the programs that define them that way: separate
 * (`-p secret`) and attached (`-psecret`), or only one of the two; for `user:password` values only
 * what follows the `after` character.
 */
interface ProgramOption {
  program: RegExp;
  options: string[];
  separate: boolean;
  attached: boolean;
  after?: string;
}

const PROGRAM_OPTIONS: ProgramOption[] = [
  // mysql's `-p secret` asks for a password and names a database, so only the attached form.
  { program: /^(mysql|mariadb)[\w-]*$/, options: ['-p'], separate: false, attached: true },
  { program: /^(sshpass|mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|login)$/, options: ['-p'], separate: true, attached: true },
  { program: /^redis-cli$/, options: ['-a'], separate: true, attached: true },
  { program: /^(sqlcmd|bcp)$/, options: ['-P'], separate: true, attached: true },
  { program: /^ldap\w+$/, options: ['-w'], separate: true, attached: true },
  { program: /^curl$/, options: ['-u', '-U', '--user', '--proxy-user'], separate: true, attached: true, after: ':' },
  // A cookie is a session: `curl -b 'sid=...'` (a file name there is masked too, harmlessly).
  { program: /^curl$/, options: ['-b', '--cookie'], separate: true, attached: true },
  { program: /^secret$/, options: ['-b', '--body'], separate: true, attached: true },
  // `openssl enc -k PASS`; `-kfile` names a file, so no attached form.
  { program: /^openssl$/, options: ['-k'], separate: true, attached: false },
  { program: /^(zip|unzip|zipcloak|funzip)$/, options: ['-P'], separate: true, attached: true },
  // 7-Zip and RAR take the password attached only (`-pPASS`); a bare `-p` prompts.
  { program: /^(7z|7za|7zr|7zz|rar|unrar)$/, options: ['-p'], separate: false, attached: true },
  { program: /^ssh-keygen$/, options: ['-N', '-P'], separate: true, attached: true },
  { program: /^lftp$/, options: ['-u'], separate: true, attached: true, after: ',' },
  { program: /^smbclient$/, options: ['-U', '--user'], separate: true, attached: true, after: '%' },
  { program: /^(http|https|xh)$/, options: ['-a'], separate: true, attached: true, after: ':' },
  // `kubectl create secret generic x --from-literal=password=...`: every literal of a secret is one, whatever its key.
  { program: /^(kubectl|oc)$/, options: ['--from-literal'], separate: true, attached: true, after: '=' },
];

/** Where the password in `word` starts, when `word` is (or follows) such an option of one of the `active` programs (seen before it). */
function programOptionValue(active: ReadonlySet<ProgramOption>, prev: string, word: string): number | null {
  for (const entry of active) {
    const attached = entry.attached
      ? entry.options.map((o) => (o.startsWith('--') ? `${o}=` : o)).find((o) => word.length > o.length && word.startsWith(o))
      : undefined;
    const start = entry.separate && entry.options.includes(prev) ? 0 : attached?.length;
    if (start === undefined) continue;
    if (!entry.after) return start;
    const at = word.indexOf(entry.after, start);
    return at >= 0 ? at + 1 : null;
  }
  return null;
}

/** Words before which an assignment is a real one (`export A=b`, `env A=b cmd`), not an argument. */
const DECLARERS = new Set(['export', 'declare', 'typeset', 'local', 'readonly', 'env', 'set', 'setenv', 'let']);

export interface Span {
  word: number;
  from: number;
  to: number;
}

const HEADER = /(^|[\s="'])([A-Za-z][\w-]*)[ \t]*:([ \t]*)(?:(?:bearer|basic|token|digest|negotiate|ntlm|bot|apikey)[ \t]+)?/gi;

/**
 * Where in one word a header's credential value sits: `Authorization: Bearer <value>`; in a word
 * that holds shell code, only a header the word starts with.
 */
function headerValue(word: string, code: boolean): number | null {
  for (const match of word.matchAll(HEADER)) {
    if (code && match.index > 0) break;
    if (isCredentialHeader(match[2]!, match[3]!) && match.index + match[0].length < word.length) return match.index + match[0].length;
  }
  return null;
}

/** `aws configure set aws_secret_access_key VALUE`, `npm config set //host/:_authToken VALUE`: a setting named as a credential. */
function configSetValue(words: string[], i: number): boolean {
  if (i < 2 || words[i - 2] !== 'set' || looksLikeOption(words[i]!)) return false;
  const key = words[i - 1]!.split(/[.:/]/).at(-1) ?? '';
  return key !== '' && isCredentialName(key);
}

/**
 * The secret parts of one simple command's words (cooked: quotes removed). `code` says which
 * words to read as shell code of their own instead (a `bash -c` string), so that only the secret
 * inside them is masked, not the command beside it.
 */
export function secretSpans(words: string[], code: (i: number) => boolean): Span[] {
  const spans: Span[] = [];
  /** Of the words before this one, past the assignment prefix (the program, its wrappers and arguments), the programs whose password options are known; and those known before the previous word. */
  let active = new Set<ProgramOption>();
  let activeBeforePrev: ReadonlySet<ProgramOption> = active;
  let declarer = false;
  let assigning = true;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const prev = i > 0 ? words[i - 1]! : '';
    const mask = (from: number) => {
      if (word.length > from) spans.push({ word: i, from, to: word.length });
    };
    const eq = word.indexOf('=');
    const key = eq > 0 ? /[\w-]*$/.exec(word.slice(0, eq).replace(/\+$/, ''))![0].replace(/^-+/, '') : '';
    const isAssign = eq > 0 && /^[A-Za-z_]\w*\+?$/.test(word.slice(0, eq));
    const inAssignPosition = assigning || declarer;
    assigning &&= isAssign;
    const optionValue = programOptionValue(active, prev, word);
    const header = headerValue(word, code(i));
    // `7z a -pS3cretPw out.7z`: a password attached to its option is not an option named like one.
    const prevIsValue = i > 1 && programOptionValue(activeBeforePrev, words[i - 2]!, prev) !== null;
    if (i > 0 && credentialOption(prev) && !prevIsValue && !looksLikeOption(word)) {
      mask(0);
    } else if (optionValue !== null) {
      mask(optionValue);
    } else if (header !== null) {
      mask(header);
    } else if (configSetValue(words, i)) {
      mask(0);
    } else if (key && isCredentialName(key) && !(code(i) && !inAssignPosition) && word.slice(eq + 1) !== '$') {
      // A word of shell code (`bash -c 'A=x cmd'`) is read as code by the caller instead; in
      // `A=$(cat f)` the value is computed and the command that computes it stays readable.
      mask(eq + 1);
    }
    activeBeforePrev = active;
    if (!assigning) {
      const base = word.slice(word.lastIndexOf('/') + 1);
      declarer ||= DECLARERS.has(base);
      const added = PROGRAM_OPTIONS.filter((entry) => !active.has(entry) && entry.program.test(base));
      if (added.length > 0) active = new Set([...active, ...added]);
    }
  }
  return spans;
}

import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { inlineCodes } from './inline-code.js';
import { SECRET_NAME } from './path-classes.js';

/**
 * The environment read from inside other code: `jq -n env`, awk's `ENVIRON`, and interpreter
 * one-liners (`python -c 'print(os.environ)'`, `node -p process.env`, `ruby -e 'p ENV'`,
 * `perl -e 'print %ENV'`). Code that prints the whole environment, or prints a credential-named
 * variable of it, is refused; code that only uses it (`env={**os.environ, 'CI': '1'}`,
 * `process.env.NODE_ENV`) is not. Heimdall does not parse these languages: the references and
 * the printing calls are recognised by their spelling.
 */
const WHOLE_ENVIRONMENT: RegExp[] = [
  // Python: os.environ / environ, not one key of it.
  /(?:\bos\.|(?<![\w.]))environ\b(?!\s*(?:\[|\.(?:get|setdefault|pop)\b))/,
  // Node and Bun: process.env / Bun.env whole; Deno's toObject().
  /\b(?:process|Bun)\.env\b(?!\s*(?:\??\.\s*[A-Za-z_$]|\[))/,
  /\bDeno\.env\.toObject\b/,
  // Ruby's ENV and Perl's %ENV, not `ENV['X']`, `ENV.fetch`, `$ENV{X}`.
  /(?<![\w$])ENV\b(?!\s*(?:\[|\{|\.(?:fetch|key\?|has_key\?|include\?)))/,
  // PHP and Java.
  /\bgetenv\(\s*\)|\$_(?:ENV|SERVER)\b(?!\s*\[)|\bSystem\.getenv\(\s*\)/,
];
/** One variable of the environment, in the same languages: `os.environ['X']`, `process.env.X`, `ENV.fetch('X')`, `$ENV{X}`, `getenv('X')`. */
const ONE_VARIABLE = /(?:environ|\benv|\bENV|getenv|_ENV|_SERVER)\s*(?:\.\s*(?:get|fetch)\s*\(|\??\.|\[|\{|\()\s*['"]?([A-Za-z_]\w*)/g;
/** Calls that print, in the same languages. */
const PRINTS =
  /\b(?:print|pprint|puts|printf|say|echo|print_r|var_dump|var_export|Dumper|console\.\w+|process\.stdout|sys\.stdout|json\.dumps?|JSON\.stringify)\b|(?<![\w.])pp?(?=\s*[(A-Z%$])/;
/** `node -p`: the value of the code is printed. */
const PRINT_OPTIONS = /^(?:-p|--print|-pe|-ep)$/;

/** jq's `env` and `$ENV`, awk's `ENVIRON`: whole, and one variable of them. */
const PROGRAM_WHOLE = [/(?<![\w$.])(?:\$ENV|env)\b(?!\s*(?:\.\s*\w|\[))/, /\bENVIRON\b(?!\s*\[)/];
const PROGRAM_ONE = /(?:\$ENV|\benv|\bENVIRON)\s*(?:\.|\[\s*["'])\s*([A-Za-z_]\w*)/g;

/** What the code does with the environment, for a message (`prints every environment variable`), or null. */
export function environmentInCode(name: string, invocation: Invocation): string | null {
  // jq and awk print what their program yields.
  const program = programOf(name, invocation.argv.slice(1));
  if (program !== null) return printed(program, PROGRAM_WHOLE, PROGRAM_ONE);
  const prints = invocation.argv.some((a) => PRINT_OPTIONS.test(a.text ?? ''));
  for (const code of inlineCodes(name, invocation)) {
    if (code.text === null || !(prints || PRINTS.test(code.text))) continue;
    const found = printed(code.text, WHOLE_ENVIRONMENT, ONE_VARIABLE);
    if (found) return found;
  }
  return null;
}

function printed(code: string, whole: RegExp[], one: RegExp): string | null {
  if (whole.some((pattern) => pattern.test(code))) return 'prints every environment variable, secrets included';
  const variable = [...code.matchAll(one)].map((m) => m[1]!).find((v) => SECRET_NAME.test(v));
  return variable ? `prints ${variable}, a credential-like variable` : null;
}

const JQ_VALUES: Record<string, number> = { '--arg': 2, '--argjson': 2, '--slurpfile': 2, '--rawfile': 2, '--indent': 1, '-L': 1 };
const AWK_VALUES: Record<string, number> = { '-F': 1, '-v': 1, '--assign': 1, '--field-separator': 1 };

/**
 * The program text of jq (which has `env` and `$ENV`) or awk (`ENVIRON`): the first operand, past
 * the options and their values; null for other commands or a program read from a file.
 */
function programOf(name: string, args: Field[]): string | null {
  const jq = name === 'jq' || name === 'gojq' || name === 'jaq';
  const awk = /^[gmn]?awk$/.test(name);
  if (!jq && !awk) return null;
  const values = jq ? JQ_VALUES : AWK_VALUES;
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === null) return null;
    if (text === '-f' || text === '--from-file' || text.startsWith('--from-file=')) return null;
    if (text in values) i += values[text]!;
    else if (!text.startsWith('-') || text === '-') return jq || text.includes('ENVIRON') ? text : null;
  }
  return null;
}

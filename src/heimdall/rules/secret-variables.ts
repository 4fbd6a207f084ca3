import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { commandName } from '../eval/unwrap.js';
import { block, type Finding } from '../verdict.js';
import { display } from './common.js';
import { environmentInCode } from './environment-in-code.js';
import { SECRET_NAME } from './path-classes.js';

/**
 * Secrets held in variables: printing, dumping or assigning the ones named like *TOKEN*,
 * *SECRET*, *PASSWORD*, *API_KEY*, by name or through another name (`${!n}`, `declare -n`), and
 * printing the whole environment, which holds them all. Using a secret (`curl -H "Authorization:
 * Bearer $TOKEN"`) and asking whether one is set (`${TOKEN:+set}`, `${#TOKEN}`, `[ -n "$TOKEN" ]`)
 * are allowed: neither shows its value.
 */
const ADVICE = 'Use secrets only through the environment of the command that needs them; never print, log or assign them.';
const DUMP_ADVICE =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: shell code, not a template.
  'Print the one variable you need by name (not a credential), e.g. printenv PATH; to check a secret is set, use [ -n "$NAME" ] or ${NAME:+set}.';
const PRINTERS = new Set(['echo', 'printf', 'print', 'printenv', 'logger', 'wall']);
/** Builtins that list variables with their values when given no name. */
const LISTERS = new Set(['set', 'declare', 'typeset', 'export', 'readonly', 'local']);
/** Options of the listers that list functions or shell options instead of variables. */
const NOT_VARIABLES = /^[-+][a-zA-Z]*[fFo]/;

const exposure = (message: string, advice = ADVICE) => block('secret-exposure', 'secret exposure', message, advice);

/**
 * The variables whose value a word shows: plain and value-showing expansions, the one an
 * indirect `${!n}` names (`*` when n is computed); not those only measured or tested.
 */
export function shownVariables(field: Field): string[] {
  if (!field.params) return field.vars ?? [];
  return field.params.flatMap((p) => {
    if (p.op === 'indirect') return [p.target ?? '*'];
    return p.op === 'length' || p.op === 'test' || p.op === 'names' ? [] : [p.name];
  });
}

const credential = (name: string) => name === '*' || SECRET_NAME.test(name);
const described = (name: string) => (name === '*' ? 'a variable whose name is computed at run time' : `${name}, a credential-like variable`);

export function secretRule(name: string | null, invocation: Invocation): Finding[] {
  const command = display(invocation);
  // `export GITHUB_TOKEN` (no value) exports what is set already: it neither shows nor sets a value.
  const assigned =
    invocation.assigns.find((a) => SECRET_NAME.test(a.name) && !(a.value === null && name !== null && LISTERS.has(name))) ??
    assignedByCommand(name, invocation);
  if (assigned) return [exposure(`\`${command}\` assigns ${assigned.name}, a credential-like variable.`)];
  const fields = [...invocation.argv, ...invocation.assigns.flatMap((a) => (a.value ? [a.value] : []))];
  const expanded = fields.flatMap((f) => f.params ?? []).find((p) => p.op === 'assign' && SECRET_NAME.test(p.name));
  if (expanded) return [exposure(`\`${command}\` assigns ${expanded.name} through \${${expanded.name}:=...}, a credential-like variable.`)];
  if (name === null) return [];
  const args = invocation.argv.slice(1);
  const reference = nameReference(name, invocation);
  if (reference) return [exposure(`\`${command}\` makes ${reference.name} a reference to ${described(reference.target)}, whose value it would then show.`)];
  if (PRINTERS.has(name)) {
    const printed =
      args.flatMap((a) => shownVariables(a)).find(credential) ??
      (name === 'printenv' ? args.map((a) => a.text ?? '').find((t) => SECRET_NAME.test(t)) : undefined);
    if (printed) return [exposure(`\`${command}\` prints ${described(printed)}.`)];
  }
  const listed = listedByName(name, args);
  if (listed) return [exposure(`\`${command}\` prints ${listed}, a credential-like variable, with its value.`)];
  if (dumpsEnvironment(name, invocation)) return [exposure(`\`${command}\` prints every environment variable, secrets included.`, DUMP_ADVICE)];
  const inCode = environmentInCode(name, invocation);
  if (inCode) return [exposure(`\`${command}\` ${inCode}.`, DUMP_ADVICE)];
  return [];
}

/** `read -r TOKEN`, `mapfile KEYS`, `printf -v API_KEY ...`: builtins that assign the variables they name. */
function assignedByCommand(name: string | null, invocation: Invocation): { name: string } | undefined {
  const args = invocation.argv.slice(1).map((a) => a.text ?? '');
  let targets: string[] = [];
  if (name === 'read') targets = operandsAfterOptions(args, /^-[a-zA-Z]*[dinNptu]$/, /^-[a-zA-Z]*a$/);
  else if (name === 'mapfile' || name === 'readarray') targets = operandsAfterOptions(args, /^-[a-zA-Z]*[dnOsuCc]$/).slice(-1);
  else if (name === 'printf') targets = args.flatMap((a, i) => (a === '-v' ? [args[i + 1] ?? ''] : a.startsWith('-v') ? [a.slice(2)] : []));
  const hit = targets.find((t) => SECRET_NAME.test(t));
  return hit ? { name: hit } : undefined;
}

/** The operands of a builtin, skipping the values of `valued` options; an option in `named` takes a variable name as its value. */
function operandsAfterOptions(args: string[], valued: RegExp, named?: RegExp): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') return [...out, ...args.slice(i + 1)];
    if (named?.test(a)) out.push(args[++i] ?? '');
    else if (valued.test(a)) i++;
    else if (!a.startsWith('-')) out.push(a);
  }
  return out;
}

/** `declare -n t=NPM_TOKEN` (also typeset, local, nameref): t then shows NPM_TOKEN's value wherever `$t` is used. */
function nameReference(name: string, invocation: Invocation): { name: string; target: string } | null {
  const nameref = name === 'nameref' || (['declare', 'typeset', 'local'].includes(name) && invocation.argv.some((a) => /^-[a-zA-Z]*n/.test(a.text ?? '')));
  if (!nameref) return null;
  for (const assign of invocation.assigns) {
    const target = assign.value?.text ?? '*';
    if (credential(target)) return { name: assign.name, target };
  }
  return null;
}

/** `declare -p GITHUB_TOKEN`, `typeset -p`, `export -p NAME`: the listers print the value of each variable they are named. */
function listedByName(name: string, args: Field[]): string | undefined {
  if (!LISTERS.has(name) || name === 'set' || !args.some((a) => /^-[a-zA-Z]*p/.test(a.text ?? ''))) return undefined;
  return args.map((a) => a.text ?? '').find((t) => !t.startsWith('-') && SECRET_NAME.test(t));
}

/**
 * `env`, `printenv` (also `-0`), `set`, `declare`/`typeset`/`export -p`/`readonly`/`local` with no
 * name, and `ps e` (BSD style, or macOS's `-E`): each prints the environment with its values.
 */
function dumpsEnvironment(name: string, invocation: Invocation): boolean {
  const args = invocation.argv.slice(1).map((a) => a.text ?? '*');
  const options = (a: string) => a.startsWith('-');
  if (name === 'env') return args.every((a) => options(a) || a.includes('='));
  if (name === 'printenv') return args.every(options);
  // `set`, `declare` and the like with an assignment set a variable; `set -e` sets an option.
  if (invocation.assigns.length > 0) return false;
  if (name === 'set') return args.length === 0;
  if (LISTERS.has(name)) return args.every(options) && !args.some((a) => NOT_VARIABLES.test(a));
  if (name === 'compgen') return args.some((a) => /^-[a-zA-Z]*[pxv]/.test(a)) && !args.some((a) => !options(a));
  // BSD-style options come first and without a dash (`ps eww`, `ps auxe`); `ps -e` means every process.
  if (name === 'ps') return /^[a-zA-Z]*e[a-zA-Z]*$/.test(args[0] ?? '') || args.some((a) => /^-[a-zA-Z]*E/.test(a));
  return false;
}

/**
 * Whether each command of the script runs traced (`set -x`, `set -o xtrace`, `bash -x -c`): the
 * trace prints every word after expansion, so a credential the command only uses is shown.
 */
export function xtraceRule(invocations: Invocation[]): Finding[] {
  let traced = false;
  for (const invocation of invocations) {
    const name = invocation.argv[0] ? commandName(invocation.argv[0]) : null;
    if (name === 'set')
      traced = tracing(
        invocation.argv.slice(1).map((a) => a.text ?? ''),
        traced,
      );
    const shellTraced = invocation.via.some((v) => / -x( -c)?$/.test(v));
    if (!traced && !shellTraced) continue;
    const fields = [...invocation.argv, ...invocation.writes, ...invocation.assigns.flatMap((a) => (a.value ? [a.value] : []))];
    const shown = fields.flatMap(shownVariables).find(credential);
    if (shown) {
      return [
        exposure(
          `\`${display(invocation)}\` runs with shell tracing on (set -x), which prints ${described(shown)} with its value.`,
          'Turn tracing off (set +x) before any command that uses a secret, or drop set -x.',
        ),
      ];
    }
  }
  return [];
}

function tracing(args: string[], before: boolean): boolean {
  let on = before;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if ((a === '-o' || a === '+o') && args[i + 1] === 'xtrace') on = a === '-o';
    else if (/^-[a-zA-Z]*x/.test(a)) on = true;
    else if (/^\+[a-zA-Z]*x/.test(a)) on = false;
  }
  return on;
}

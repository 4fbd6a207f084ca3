import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import type { RuleContext } from '../policy.js';
import { block, type Finding } from '../verdict.js';
import { display } from './common.js';

/**
 * Configuration git reads besides its files, in the order git(1) and git-config(1) document:
 * `-c key=value`, `--config-env=key=ENVVAR`, `GIT_CONFIG_COUNT` with `GIT_CONFIG_KEY_<n>` and
 * `GIT_CONFIG_VALUE_<n>`, `GIT_CONFIG_PARAMETERS`; and the environment variables that name a
 * program git runs (git(1) "ENVIRONMENT VARIABLES").
 */
export interface GitConfigEntry {
  key: string;
  value: Field;
  /** Where it was given, for the message: `-c`, `GIT_CONFIG_KEY_0`, `git config`. */
  from: string;
}

/** Keys whose value is a command git runs through the shell (git-config(1)); `alias.*` is handled as an alias. */
const COMMAND_KEYS =
  /^(core\.(fsmonitor|sshcommand|pager|editor|askpass|gitproxy|alternaterefscommand)|sequence\.editor|pager\..+|diff\.external|diff\..+\.(command|textconv)|merge\..+\.driver|filter\..+\.(clean|smudge|process)|gpg\.program|gpg\..+\.program|credential(\..+)?\.helper|uploadpack\.packobjectshook|remote\..+\.(uploadpack|receivepack|vcs)|(diff|merge)tool\..+\.cmd|browser\..+\.cmd|man\..+\.cmd|web\.browser|sendemail\.(tocmd|cccmd|sendmailcmd)|ssh\.variant)$/i;
/** Keys that make git run programs or read configuration Heimdall cannot see: hooks elsewhere, included files, templates, transports. */
const HIDDEN_KEYS = /^(core\.hookspath|include\.path|includeif\..+\.path|init\.templatedir|protocol\.(ext\.)?allow|protocol\..+\.allow|core\.worktree)$/i;
/** Keys that redirect a remote: `remote.origin.url` pointed elsewhere makes `git push origin` go there. */
export const REMOTE_KEYS = /^(remote\..+\.(url|pushurl|pushdefault)|url\..+\.(insteadof|pushinsteadof)|remote\.pushdefault|branch\..+\.(remote|pushremote))$/i;
/** Environment variables that name a program git runs (the variable's value is shell code or a program). */
const COMMAND_ENV = new Set([
  'GIT_SEQUENCE_EDITOR',
  'GIT_EDITOR',
  'GIT_PAGER',
  'GIT_SSH_COMMAND',
  'GIT_SSH',
  'GIT_EXTERNAL_DIFF',
  'GIT_ASKPASS',
  'SSH_ASKPASS',
  'GIT_PROXY_COMMAND',
  'EDITOR',
  'VISUAL',
  'PAGER',
]);
/** Environment variables that point git at configuration or hooks Heimdall cannot read. */
const HIDDEN_ENV = new Set(['GIT_CONFIG_PARAMETERS', 'GIT_TEMPLATE_DIR', 'GIT_CONFIG', 'GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GIT_EXEC_PATH']);

/** Every configuration entry the command line and the environment give this git invocation. */
export function commandLineConfig(config: Field[], configEnv: Field[], assigns: Invocation['assigns']): GitConfigEntry[] {
  const entries: GitConfigEntry[] = [];
  const split = (field: Field, from: string, valueFrom: (raw: string) => Field) => {
    const text = field.text;
    if (text === null) {
      // `-c core.pager="$P"`: the key is known though the value is not.
      const key = /^([^=*]+)=/.exec(field.pattern)?.[1];
      return entries.push({ key: key ?? '*', value: unknown, from });
    }
    const eq = text.indexOf('=');
    // `-c key` alone sets key to true.
    entries.push({ key: eq < 0 ? text : text.slice(0, eq), value: eq < 0 ? known('true') : valueFrom(text.slice(eq + 1)), from });
  };
  for (const c of config) split(c, '-c', known);
  for (const c of configEnv) split(c, '--config-env', (name) => envValue(assigns, name));
  const count = assigns.find((a) => a.name === 'GIT_CONFIG_COUNT');
  if (count) {
    const n = Number(count.value?.text ?? Number.NaN);
    const indexes = Number.isInteger(n) && n >= 0 && n <= 64 ? [...Array(n).keys()] : null;
    // A computed count could name any key.
    if (indexes === null) entries.push({ key: '*', value: unknown, from: 'GIT_CONFIG_COUNT' });
    for (const i of indexes ?? []) {
      const key = assigns.find((a) => a.name === `GIT_CONFIG_KEY_${i}`)?.value?.text ?? '*';
      entries.push({ key, value: envValue(assigns, `GIT_CONFIG_VALUE_${i}`), from: `GIT_CONFIG_KEY_${i}` });
    }
  }
  return entries;
}

const unknown: Field = { text: null, pattern: '*', glob: false };
function known(text: string): Field {
  return { text, pattern: text, glob: false };
}

function envValue(assigns: Invocation['assigns'], name: string): Field {
  return assigns.find((a) => a.name === name)?.value ?? unknown;
}

/**
 * Configuration that runs commands or hides them: a command key's value is judged as the shell
 * command it is (`-c core.fsmonitor='rm -rf ~ #'` is `rm -rf ~`), keys that move hooks or pull in
 * other config files are refused, and so is any entry whose key is computed.
 */
export function configEntryFindings(entries: GitConfigEntry[], invocation: Invocation, ctx: RuleContext): Finding[] {
  const command = display(invocation);
  for (const entry of entries) {
    if (entry.key === '*') return [hidden(command, `sets git configuration computed at run time (${entry.from})`)];
    if (HIDDEN_KEYS.test(entry.key)) return [hidden(command, `sets ${entry.key}, which makes git run hooks or read configuration this guard cannot see`)];
    if (COMMAND_KEYS.test(entry.key)) {
      const found = judgeCommand(entry.value, `${entry.key} (${entry.from})`, command, invocation, ctx);
      if (found.length > 0) return found;
    }
  }
  return [];
}

/** The environment's program variables (`GIT_SEQUENCE_EDITOR=... git rebase -i`) and hidden configuration (`GIT_CONFIG_GLOBAL=~/x`). */
export function gitEnvFindings(invocation: Invocation, ctx: RuleContext): Finding[] {
  const command = display(invocation);
  for (const assign of invocation.assigns) {
    if (HIDDEN_ENV.has(assign.name) && assign.value?.text !== '/dev/null')
      return [hidden(command, `sets ${assign.name}, which points git at configuration or programs this guard cannot read`)];
    if (COMMAND_ENV.has(assign.name) && assign.value) {
      const found = judgeCommand(assign.value, assign.name, command, invocation, ctx);
      if (found.length > 0) return found;
    }
  }
  return [];
}

/** A string git will run as a shell command, judged as one; computed, it cannot be judged. */
export function judgeCommand(value: Field, where: string, command: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  if (value.text === null)
    return [
      block(
        'unknown-code',
        'unreadable code',
        `\`${command}\` makes git run ${where}, a command computed at run time.`,
        'Write the command literally, or run it yourself instead of through git configuration.',
      ),
    ];
  // A boolean (`core.fsmonitor=false`, `-c core.pager`) runs nothing.
  if (/^(true|false|yes|no|on|off|0|1|)$/i.test(value.text.trim())) return [];
  const code = value.text.replace(/^!/, '');
  return ctx.nested ? ctx.nested(code, invocation.cwd).filter((f) => f.decision === 'block') : [];
}

function hidden(command: string, why: string): Finding {
  return block(
    'git-config',
    'git config',
    `\`${command}\` ${why}.`,
    'Run git with its normal configuration; run any command you need directly, where this guard can read it.',
  );
}

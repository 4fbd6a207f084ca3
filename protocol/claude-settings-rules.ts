/**
 * The rules Claude Code (2.1.332) applies to a hook entry of a settings file, as far as forge
 * generates them. The client drops an entry that breaks one silently, and takes the valid entries
 * of the same event's array with it, so every settings file forge writes is checked with these
 * before a session relies on it (spec/claude-code/settings-rules.test.ts shows the client dropping
 * what these refuse).
 */
import { sandboxProblems } from './claude-sandbox-rules.js';

export interface SettingsProblem {
  /** Where in the settings object: `hooks.PreToolUse[0].hooks[1].url`. */
  field: string;
  expected: string;
  got: string;
}

export const HOOK_TYPES = ['command', 'http', 'prompt', 'agent', 'mcp_tool'] as const;
export const ON_FAILURE = ['block', 'continue'] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 120));

/** Every problem of a settings file's `hooks`, `sandbox` and `permissions`; empty when the client takes every entry. */
export function settingsProblems(settings: unknown): SettingsProblem[] {
  if (!isObject(settings)) return [{ field: '(settings)', expected: 'a JSON object', got: show(settings) }];
  return [...hooksProblems(settings), ...sandboxProblems(settings)];
}

/** The problems in one line, as every refusal of a generated settings file says them. */
export function renderSettingsProblems(problems: readonly SettingsProblem[]): string {
  return problems.map((p) => `${p.field}: expected ${p.expected}, got ${p.got}`).join('; ');
}

function hooksProblems(settings: Json): SettingsProblem[] {
  if (settings.hooks === undefined) return [];
  if (!isObject(settings.hooks)) return [{ field: 'hooks', expected: 'an object of hook events', got: show(settings.hooks) }];
  const problems: SettingsProblem[] = [];
  for (const [event, groups] of Object.entries(settings.hooks)) {
    const at = `hooks.${event}`;
    if (!Array.isArray(groups)) {
      problems.push({ field: at, expected: 'a list of matcher groups', got: show(groups) });
      continue;
    }
    for (const [g, group] of groups.entries()) {
      if (!isObject(group) || !Array.isArray(group.hooks)) {
        problems.push({ field: `${at}[${g}]`, expected: 'an object with a "hooks" list', got: show(group) });
        continue;
      }
      if (group.matcher !== undefined && typeof group.matcher !== 'string')
        problems.push({ field: `${at}[${g}].matcher`, expected: 'a string', got: show(group.matcher) });
      for (const [h, hook] of group.hooks.entries()) problems.push(...hookProblems(hook, `${at}[${g}].hooks[${h}]`));
    }
  }
  return problems;
}

function hookProblems(hook: unknown, at: string): SettingsProblem[] {
  if (!isObject(hook)) return [{ field: at, expected: 'a hook object', got: show(hook) }];
  const problems: SettingsProblem[] = [];
  const need = (ok: boolean, field: string, expected: string) => {
    if (!ok) problems.push({ field: `${at}.${field}`, expected, got: show(hook[field]) });
  };
  need((HOOK_TYPES as readonly unknown[]).includes(hook.type), 'type', HOOK_TYPES.join(' | '));
  need(hook.timeout === undefined || (typeof hook.timeout === 'number' && hook.timeout > 0), 'timeout', 'a positive number of seconds');
  if (hook.type === 'command') need(typeof hook.command === 'string' && hook.command.trim() !== '', 'command', 'a command line');
  if (hook.type === 'http') {
    need(typeof hook.url === 'string' && httpUrl(hook.url), 'url', 'an absolute http:// or https:// URL with no variables (the client expands none in a URL)');
    need(
      hook.headers === undefined || (isObject(hook.headers) && Object.values(hook.headers).every((v) => typeof v === 'string')),
      'headers',
      'an object of string header values',
    );
    need(
      hook.allowedEnvVars === undefined ||
        (Array.isArray(hook.allowedEnvVars) && hook.allowedEnvVars.every((v) => typeof v === 'string' && /^[A-Za-z_]\w*$/.test(v))),
      'allowedEnvVars',
      'a list of variable names',
    );
    need(hook.onFailure === undefined || (ON_FAILURE as readonly unknown[]).includes(hook.onFailure), 'onFailure', ON_FAILURE.join(' | '));
    if (isObject(hook.headers)) {
      const allowed = new Set(Array.isArray(hook.allowedEnvVars) ? hook.allowedEnvVars : []);
      for (const [name, value] of Object.entries(hook.headers)) {
        for (const [, variable] of String(value).matchAll(/\$\{?([A-Za-z_]\w*)\}?/g))
          if (!allowed.has(variable!))
            problems.push({ field: `${at}.headers.${name}`, expected: `only variables listed in allowedEnvVars`, got: `$${variable}` });
      }
    }
  }
  return problems;
}

function httpUrl(text: string): boolean {
  if (/[$]/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch (error) {
    // TypeError: not an absolute URL (a URL without a scheme, for one).
    if (error instanceof TypeError) return false;
    throw error;
  }
  return url.protocol === 'http:' || url.protocol === 'https:';
}

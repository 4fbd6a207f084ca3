import type { SettingsProblem } from './claude-settings-rules.js';

/**
 * The shapes Claude Code (2.1.332) documents for the `sandbox` and `permissions` sections forge
 * generates: flags are booleans, paths are absolute or start with `~/`, a host is a name with an
 * optional leading `*.` and an optional `:port`, a permission rule is `Tool(specifier)`. A
 * `[heimdall] sandbox_hosts` entry the client would not take is refused here, before a session
 * starts with it.
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 120));

const HOST = /^(\*\.)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:\d{1,5})?$/;
const IPV6 = /^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
const PATH = /^(\/|~\/)/;
const RULE = /^[A-Z][A-Za-z]*(\(.+\))?$/;

/** Whether the client takes `host` as a `sandbox.network.allowedDomains` entry. */
export const isSandboxHost = (host: string): boolean => HOST.test(host) || IPV6.test(host);

export function sandboxProblems(settings: Json): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const at = (field: string, expected: string, got: unknown) => problems.push({ field, expected, got: show(got) });
  const list = (value: unknown, field: string, expected: string, ok: (item: string) => boolean) => {
    if (value === undefined) return;
    if (!Array.isArray(value)) return at(field, `a list of ${expected}`, value);
    for (const [i, item] of value.entries()) if (typeof item !== 'string' || !ok(item)) at(`${field}[${i}]`, expected, item);
  };
  const flags = (section: Json, prefix: string, keys: string[]) => {
    for (const key of keys) if (section[key] !== undefined && typeof section[key] !== 'boolean') at(`${prefix}.${key}`, 'true or false', section[key]);
  };
  const { sandbox, permissions } = settings;
  if (sandbox !== undefined) {
    if (!isObject(sandbox)) at('sandbox', 'an object', sandbox);
    else {
      flags(sandbox, 'sandbox', ['enabled', 'failIfUnavailable', 'allowUnsandboxedCommands']);
      const { filesystem, network } = sandbox;
      if (filesystem !== undefined && !isObject(filesystem)) at('sandbox.filesystem', 'an object', filesystem);
      if (isObject(filesystem))
        for (const key of ['allowWrite', 'denyRead']) list(filesystem[key], `sandbox.filesystem.${key}`, 'an absolute or ~/ path', (p) => PATH.test(p));
      if (network !== undefined && !isObject(network)) at('sandbox.network', 'an object', network);
      if (isObject(network)) {
        flags(network, 'sandbox.network', ['strictAllowlist', 'allowLocalBinding']);
        list(network.allowedDomains, 'sandbox.network.allowedDomains', 'a host, with an optional leading "*." and ":port"', isSandboxHost);
      }
    }
  }
  if (permissions !== undefined) {
    if (!isObject(permissions)) at('permissions', 'an object', permissions);
    else {
      list(permissions.deny, 'permissions.deny', 'a rule such as Read(//abs/path/**)', (r) => RULE.test(r));
      list(permissions.additionalDirectories, 'permissions.additionalDirectories', 'an absolute path', (p) => p.startsWith('/'));
      flags(permissions, 'permissions', ['blockWritesOutsideWorkingDirectories']);
    }
  }
  return problems;
}

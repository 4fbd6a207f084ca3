import { type Config, rosterOf } from '../../protocol/config.js';
import { CONFIG_TOML } from '../../protocol/paths.js';
import type { CheckResult } from './checks.js';
import { trackedByGit } from './gather-project.js';

/** A variable named like a credential, or a value shaped like a well-known key. */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY/i;
const SECRET_VALUE = /^(sk-ant-|sk-|ghp_|gho_|github_pat_|xox[abp]-|AKIA|glpat-)/;

/** The `[workers.NAME] env` keys of the config that hold a secret-looking value, as `anvil.ANTHROPIC_API_KEY`. */
export function secretEnvKeys(config: Config): string[] {
  const keys: string[] = [];
  for (const [agent, worker] of Object.entries(rosterOf(config)))
    for (const [key, value] of Object.entries(worker.env ?? {}))
      if (value !== '' && (SECRET_NAME.test(key) || SECRET_VALUE.test(value))) keys.push(`${agent}.${key}`);
  return keys;
}

/**
 * A secret in `[workers.NAME] env` of a config.toml that git tracks ends up in every clone and
 * every review. It reaches the worker as well from the daemon's own environment (every managed
 * session inherits it), so the config need not hold it.
 */
export async function configSecretsCheck(root: string, config: Config): Promise<CheckResult> {
  const keys = secretEnvKeys(config);
  const tracked = keys.length === 0 ? [] : ((await trackedByGit(root, CONFIG_TOML)) ?? []);
  if (keys.length === 0 || tracked.length === 0)
    return {
      check: 'config secrets',
      status: 'OK',
      message: keys.length === 0 ? 'no secret-looking worker env value' : `${CONFIG_TOML} is not tracked by git`,
    };
  return {
    check: 'config secrets',
    status: 'WARN',
    message: `${CONFIG_TOML} is tracked by git and sets ${keys.map((key) => `[workers.${key.split('.')[0]}] env ${key.split('.')[1]}`).join(', ')}`,
    fix: 'remove those keys from the config and export them where forge start runs (every managed worker inherits the daemon environment), then rotate the secret if it was committed',
  };
}

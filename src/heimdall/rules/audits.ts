import type { Invocation } from '../eval/invocation.js';
import { audit, type Finding } from '../verdict.js';
import { display } from './common.js';

/** Package managers and the subcommands that install or build (allowed, but logged). */
const INSTALLS: Record<string, RegExp> = {
  npm: /^(install|i|ci|add|update|up|upgrade|build|rebuild|link)$/,
  pnpm: /^(install|i|add|update|up|build|rebuild|link)$/,
  yarn: /^(install|add|upgrade|up|build|link)$/,
  bun: /^(install|i|add|update|build|link)$/,
  pip: /^(install|download)$/,
  pip3: /^(install|download)$/,
  uv: /^(pip|add|sync|tool|build|lock)$/,
  cargo: /^(build|install|add|update|fetch)$/,
  go: /^(build|install|get|mod)$/,
};

export function auditRule(name: string, invocation: Invocation): Finding[] {
  const operands = invocation.argv
    .slice(1)
    .map((a) => a.text ?? '')
    .filter((a) => !a.startsWith('-'));
  const command = display(invocation);
  const pattern = INSTALLS[name];
  if (
    pattern &&
    (operands.some((o, i) => i < 2 && pattern.test(o)) ||
      (name === 'yarn' && operands.length === 0) ||
      (name === 'npm' && operands[0] === 'run' && operands[1] === 'build'))
  ) {
    return [audit('install', 'install/build', command)];
  }
  if (/^python[0-9.]*$/.test(name) && operands[0] === 'pip' && invocation.argv.some((a) => a.text === '-m'))
    return [audit('install', 'install/build', command)];
  if (name === 'curl' || name === 'wget') {
    const hosts = invocation.argv.slice(1).flatMap((a) => {
      const match =
        /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[^@/\s]*@)?([A-Za-z0-9.-]+\.[A-Za-z]{2,}|localhost|\d+\.\d+\.\d+\.\d+|\[[0-9a-f:]+\])(?::\d+)?(?:[/?#]|$)/i.exec(
          a.text ?? '',
        );
      return match && !(a.text ?? '').startsWith('-') ? [match[1]!] : [];
    });
    const where = hosts.length > 0 ? [...new Set(hosts)].join(', ') : 'unknown host';
    return [audit('network', `network (${where})`, `${command} (to ${where})`)];
  }
  return [];
}

import type { Invocation } from '../eval/invocation.js';
import { commandName, REMOTE_VIA } from '../eval/unwrap.js';
import type { RuleContext } from '../policy.js';
import { block, type Finding } from '../verdict.js';
import { auditRule } from './audits.js';
import { display } from './common.js';
import { containerMountRule } from './containers.js';
import { credentialRule } from './credentials.js';
import { deleteRule } from './delete.js';
import { gitRule } from './git.js';
import { inlineCodeRule } from './inline-code.js';
import { secretRule } from './secret-variables.js';
import { sideEffectDeleteRule, uploadRule } from './side-effects.js';
import { migrationRule, sqlRule } from './sql.js';
import { writeRule } from './writes.js';

/** Every rule, applied to one invocation; then the project's own deny and allow patterns. */
export function evaluateInvocation(invocation: Invocation, ctx: RuleContext): Finding[] {
  const findings = builtIn(invocation, ctx);
  const line = display(invocation);
  if (invocation.argv.length > 0 && ctx.policy.deny.some((p) => globMatch(p, line))) {
    findings.push(
      block(
        'config-deny',
        'config deny',
        `\`${line}\` matches a deny pattern in [heimdall] of config.toml.`,
        'This command is refused by the project configuration.',
      ),
    );
  }
  if (invocation.argv.length > 0 && ctx.policy.allow.some((p) => globMatch(p, line))) return findings.filter((f) => f.decision === 'audit');
  return findings;
}

function builtIn(invocation: Invocation, ctx: RuleContext): Finding[] {
  const first = invocation.argv[0];
  const name = first ? commandName(first) : null;
  // On another machine the worktree, its paths and its files mean nothing; a database is shared wherever its client runs.
  if (invocation.via.some((v) => REMOTE_VIA.has(v))) return name === null ? [] : sqlRule(name, invocation, ctx);
  const findings = [...secretRule(name, invocation), ...credentialRule(name ?? '', invocation, ctx), ...containerMountRule(name ?? '', invocation, ctx)];
  if (first && name === null) {
    findings.push(
      block(
        'unknown-command',
        'computed command',
        `the command name ${first.pattern} is computed at run time, so Heimdall cannot tell what runs.`,
        'Write the command name literally.',
      ),
    );
    return findings;
  }
  findings.push(...writeRule(name ?? '', invocation, ctx));
  if (name === null) return findings;
  if ((name === 'source' || name === '.') && (invocation.argv[1]?.text ?? null) === null && invocation.argv.length > 1) {
    findings.push(
      block(
        'unknown-code',
        'unreadable code',
        `\`${display(invocation)}\` runs a script whose path is computed at run time.`,
        'Source a file in the worktree by its literal name.',
      ),
    );
  }
  findings.push(
    ...deleteRule(name, invocation, ctx),
    ...sideEffectDeleteRule(name, invocation, ctx),
    ...uploadRule(name, invocation),
    ...(name === 'git' ? gitRule(invocation, ctx) : []),
    ...sqlRule(name, invocation, ctx),
    ...migrationRule(name, invocation, ctx),
    ...inlineCodeRule(name, invocation, ctx),
    ...auditRule(name, invocation),
  );
  return findings;
}

/** Shell-style `*` and `?` over the whole command line. */
export function globMatch(pattern: string, line: string): boolean {
  const regex = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`, 's').test(line);
}

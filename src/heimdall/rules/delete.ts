import { posix } from 'node:path';
import type { Field } from '../eval/fields.js';
import { foundUnder, planFind } from '../eval/find.js';
import type { Invocation } from '../eval/invocation.js';
import { isInside, isStrictlyInside } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { block, type Finding } from '../verdict.js';
import { display, resolveField, splitArgs } from './common.js';
import { classifyWrite } from './path-classes.js';

const RECURSIVE_DELETERS = new Set(['trash', 'trash-put', 'rimraf', 'del-cli']);
const PLAIN_DELETERS = new Set(['rmdir', 'unlink', 'shred']);
/** Tools that wipe a device or file they are given: each operand is destroyed like a deleted file. */
const FORMATTERS = /^(mkfs(\..+)?|mke2fs|mkswap|wipefs|blkdiscard)$/;

/** `rm`, `rmdir`, `unlink`, `shred`, `rimraf` and `find -delete`. */
export function deleteRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const args = invocation.argv.slice(1);
  if (name === 'rm') {
    const { short, long, operands } = splitArgs(args);
    const recursive = short.has('r') || short.has('R') || long.has('--recursive');
    return operands.flatMap((target) => checkTarget(target, recursive, invocation, ctx));
  }
  if (RECURSIVE_DELETERS.has(name)) return splitArgs(args).operands.flatMap((t) => checkTarget(t, true, invocation, ctx));
  // `wipefs` without -a only lists signatures.
  if (FORMATTERS.test(name) && !(name === 'wipefs' && !args.some((a) => /^(-[a-z]*a|--all|-o|--offset)/.test(a.text ?? ''))))
    return splitArgs(args, ['-t', '-L', '-b', '-O', '-N', '-o', '-U', '-E', '-i', '-m', '-T']).operands.flatMap((t) => checkTarget(t, false, invocation, ctx));
  if (PLAIN_DELETERS.has(name)) {
    const { short, long, operands } = splitArgs(args);
    if (name === 'shred' && !short.has('u') && !long.has('--remove')) return [];
    return operands.flatMap((t) => checkTarget(t, false, invocation, ctx));
  }
  if (name === 'find') {
    const plan = planFind(args);
    if (!plan.deletes) return [];
    return plan.roots.flatMap((root) => checkTarget(foundUnder(root, plan.narrowed, plan.name), true, invocation, ctx, 'find-delete'));
  }
  return [];
}

/** One path a command deletes (recursively or not), checked against the worktree and the guarded files. */
export function checkTarget(
  target: Field,
  recursive: boolean,
  invocation: Invocation,
  ctx: RuleContext,
  rule: 'rm-recursive' | 'find-delete' = 'rm-recursive',
): Finding[] {
  const { policy } = ctx;
  const resolved = resolveField(target, invocation, ctx);
  const command = display(invocation);
  const advice = `Delete only inside the worktree (${policy.worktree}), naming the paths literally, e.g. rm -rf ./dist.`;
  if (resolved.path === null) {
    return [
      block(
        recursive ? rule : 'path-escape',
        'computed delete',
        `\`${command}\` deletes ${resolved.shown}, a path computed at run time, so Heimdall cannot tell what it removes.`,
        advice,
      ),
    ];
  }
  const paths = [resolved.path];
  // `.*` can match `..` in bash: it reaches the parent folder.
  if (resolved.glob && /(^|\/)\.[*?]/.test(target.pattern)) paths.push(posix.dirname(resolved.path));
  for (const path of paths) {
    if (!recursive) {
      const write = classifyWrite(path, policy);
      if (!write.ok)
        return [
          block(
            write.guard ? 'guard-tamper' : 'path-escape',
            write.guard ? 'guard tamper' : 'path escape',
            `\`${command}\` deletes ${resolved.shown}: ${write.why}.`,
            advice,
          ),
        ];
      continue;
    }
    if (!isInside(path, policy.worktree)) {
      return [block(rule, 'path escape', `\`${command}\` deletes ${resolved.shown} (${path}), outside the worktree.`, advice)];
    }
    if (!isStrictlyInside(path, policy.worktree) || (resolved.glob && resolved.matchesAll && path === policy.worktree)) {
      return [
        block(
          rule,
          'recursive delete',
          `\`${command}\` would delete the whole worktree (${policy.worktree}).`,
          'Delete the specific folders you mean, e.g. rm -rf node_modules dist.',
        ),
      ];
    }
    const write = classifyWrite(path, policy);
    if (!write.ok && write.guard) return [block('guard-tamper', 'guard tamper', `\`${command}\` deletes ${resolved.shown}: ${write.why}.`, advice)];
  }
  return [];
}

import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
import { isInside } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { audit, block, type Finding } from '../verdict.js';
import { display, resolveField, splitArgs } from './common.js';
import { outputTargets } from './output-writes.js';
import { classifyWrite } from './path-classes.js';

/** Commands whose last operand (or `-t DIR`) is where they write. */
const COPIERS = new Set(['cp', 'mv', 'ln', 'install', 'rsync', 'scp']);
/** Commands that modify every operand (after the mode/owner for chmod/chown/chgrp). */
const MODIFIERS: Record<string, number> = { touch: 0, mkdir: 0, truncate: 0, tee: 0, chmod: 1, chown: 1, chgrp: 1 };
const VALUE_OPTIONS: Record<string, string[]> = {
  truncate: ['-s', '-r'],
  cp: ['-t', '-S'],
  mv: ['-t', '-S'],
  ln: ['-t', '-S'],
  install: ['-t', '-m', '-o', '-g', '-S'],
  mkdir: ['-m'],
  touch: ['-d', '-r', '-t'],
  rsync: ['-e', '--rsh'],
  scp: ['-P', '-i', '-o', '-F', '-c', '-l', '-J', '-S'],
};

/** Every file a command writes: redirections, tee, cp/mv/ln destinations, dd of=, sed -i, chmod, ... */
export function writeTargets(name: string, invocation: Invocation, home?: string): Field[] {
  const targets = [...invocation.writes, ...outputTargets(name, invocation, home)];
  const args = invocation.argv.slice(1);
  const { short, long, operands } = splitArgs(args, VALUE_OPTIONS[name] ?? []);
  if (COPIERS.has(name)) {
    const dir = optionValue(args, '-t', '--target-directory');
    if (dir) targets.push(dir);
    else if (operands.length >= 2 || (name === 'ln' && operands.length === 1)) targets.push(operands[operands.length - 1]!);
    if (name === 'mv') targets.push(...(dir ? operands : operands.slice(0, -1)));
  } else if (name in MODIFIERS) {
    targets.push(...operands.slice(long.has('--reference') ? 0 : MODIFIERS[name]));
  } else if (name === 'dd') {
    for (const a of args) if (a.text?.startsWith('of=')) targets.push({ ...a, text: a.text.slice(3), pattern: a.pattern.slice(3) });
  } else if ((name === 'sed' || name === 'perl') && (short.has('i') || [...long].some((l) => l === '--in-place'))) {
    const scriptGiven = args.some(
      (a) => a.text === '-e' || a.text === '-f' || a.text === '--expression' || (name === 'perl' && /^-[a-z]*e/.test(a.text ?? '')),
    );
    targets.push(...(scriptGiven ? operands.filter((o) => !args.some((a, i) => /^-[a-z]*[ef]$/.test(a.text ?? '') && args[i + 1] === o)) : operands.slice(1)));
  } else if (name === 'curl' || name === 'wget') {
    const out = optionValue(args, '-o', '--output') ?? optionValue(args, '-O', '--output-document');
    if (out && !(name === 'curl' && out.text === null)) targets.push(out);
    const dir = name === 'wget' ? optionValue(args, '-P', '--directory-prefix') : optionValue(args, '--output-dir', '--output-dir');
    if (dir) targets.push(dir);
  } else if (name === 'tar' || name === 'unzip') {
    const dir = name === 'tar' ? optionValue(args, '-C', '--directory') : optionValue(args, '-d', '-d');
    if (dir) targets.push(dir);
  } else if (name === 'git' && args[0]?.text === 'clone' && operands.length >= 3) {
    targets.push(operands[2]!);
  }
  return targets;
}

function optionValue(args: Field[], short: string, long: string): Field | null {
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === short || text === long) return args[i + 1] ?? null;
    if (text?.startsWith(`${long}=`)) return { ...args[i]!, text: text.slice(long.length + 1), pattern: args[i]!.pattern.slice(long.length + 1) };
  }
  return null;
}

export function writeRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const findings: Finding[] = [...hardLinkRule(name, invocation, ctx), ...movedGuardRule(name, invocation, ctx)];
  for (const target of writeTargets(name, invocation, ctx.policy.home)) {
    // `host:path` destinations of scp/rsync are on another machine.
    if ((name === 'scp' || name === 'rsync') && /^[^/]*:/.test(target.text ?? '')) continue;
    const resolved = resolveField(target, invocation, ctx);
    const command = display(invocation) || 'a redirection';
    const advice = `Write only inside the worktree (${ctx.policy.worktree}) or the handoff folder, naming the path literally.`;
    if (resolved.path === null) {
      findings.push(block('path-escape', 'path escape', `\`${command}\` writes to ${resolved.shown}, a path computed at run time.`, advice));
      continue;
    }
    const write = classifyWrite(resolved.path, ctx.policy);
    if (!write.ok)
      findings.push(
        block(
          write.guard ? 'guard-tamper' : 'path-escape',
          write.guard ? 'guard tamper' : 'path escape',
          `\`${command}\` writes to ${resolved.shown} (${resolved.path}): ${write.why}.`,
          write.instead ?? advice,
        ),
      );
    else if (write.logged) findings.push(audit('output-write', 'output write', `\`${command}\` writes ${resolved.path}`));
  }
  return findings;
}

/**
 * `ln FILE NAME` without -s (and `cp -l`): NAME is the same file as FILE, so a later write to NAME
 * changes FILE. A hard link to a file outside the paths this task may write (another worktree, the
 * home folder) is refused like a write to it.
 */
function hardLinkRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const args = invocation.argv.slice(1);
  const hard =
    (name === 'ln' && !args.some((a) => /^-[a-zA-Z]*s|^--symbolic$/.test(a.text ?? ''))) ||
    (name === 'cp' && args.some((a) => /^-[a-zA-Z]*l|^--link$/.test(a.text ?? '')));
  if (!hard) return [];
  const { operands } = splitArgs(args, VALUE_OPTIONS[name] ?? []);
  const targetDir = args.some((a) => a.text === '-t' || a.text?.startsWith('--target-directory'));
  const sources = targetDir || (name === 'ln' && operands.length === 1) ? operands : operands.slice(0, -1);
  for (const source of sources) {
    const resolved = resolveField(source, invocation, ctx);
    const write = resolved.path === null ? null : classifyWrite(resolved.path, ctx.policy);
    if (write?.ok) continue;
    return [
      block(
        'path-escape',
        'path escape',
        `\`${display(invocation)}\` hard-links ${resolved.shown}${resolved.path ? ` (${resolved.path})` : ''}, a file outside the paths this task may write: writing through the link would change it.`,
        'Copy the file instead (cp without -l), or use a symbolic link only for reading.',
      ),
    ];
  }
  return [];
}

/** `mv` of a folder that holds the worktree's `.claude` (the worktree itself, or above it) moves the hooks away. */
function movedGuardRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  if (name !== 'mv') return [];
  const settings = `${ctx.policy.worktree}/.claude`;
  const { operands } = splitArgs(invocation.argv.slice(1), VALUE_OPTIONS.mv!);
  for (const source of operands.slice(0, -1)) {
    const path = resolveField(source, invocation, ctx).path;
    if (path !== null && isInside(settings, path))
      return [
        block(
          'guard-tamper',
          'guard tamper',
          `\`${display(invocation)}\` moves ${path}, which holds ${settings} and the hooks that run this guard.`,
          'Leave the worktree and its .claude folder where they are; move the files inside it instead.',
        ),
      ];
  }
  return [];
}

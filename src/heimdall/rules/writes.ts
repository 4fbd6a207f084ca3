import type { Field } from '../eval/fields.js';
import type { Invocation } from '../eval/invocation.js';
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
  const findings: Finding[] = [];
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

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { type Field, knownField } from '../../src/heimdall/eval/fields.js';
import { type OptionSpec, type ParsedArgs, parseOptions } from '../../src/heimdall/eval/getopt.js';
import type { Invocation } from '../../src/heimdall/eval/invocation.js';
import { GIT_SPECS } from '../../src/heimdall/rules/git-options.js';
import { outputTargets } from '../../src/heimdall/rules/output-writes.js';
import { PSQL_OPTIONS } from '../../src/heimdall/rules/sql-options.js';
import { need, type Requirement } from '../helpers/requirement.js';

/**
 * The option reader against the real parsers, on generated spellings: git's parse-options through
 * `git rev-parse --parseopt --stuck-long`, getopt_long through util-linux `getopt` (psql's table),
 * and the real `sort` and `tar` writing into a temp folder. Each spelling is read by both; the
 * option names, values and operands must agree.
 */
function program(name: string, args: string[]): Requirement {
  const run = spawnSync(name, args, { encoding: 'utf8' });
  return { name, missing: run.error || run.status !== 0 ? `${name} ${args.join(' ')} did not run (${run.error?.message ?? `exit ${run.status}`})` : null };
}

interface Entry {
  short: string | null;
  long: string | null;
  arity: 0 | 1 | 'optional';
}

/** One entry per option of a spec, with its first short and first long spelling. */
function entries(spec: OptionSpec): Entry[] {
  const byName = new Map<string, Entry>();
  for (const [spelling, option] of spec.table) {
    const entry = byName.get(option.name) ?? { short: null, long: null, arity: option.arity };
    if (spelling.startsWith('--')) entry.long ??= spelling.slice(2);
    else entry.short ??= spelling.slice(1);
    byName.set(option.name, entry);
  }
  return [...byName.values()];
}

/** What a real parser normalized: `--long[=value]` or `-s value` words, then the operands. */
interface Normal {
  options: string[];
  operands: string[];
}

function ours(spec: OptionSpec, args: string[]): Normal {
  const parsed: ParsedArgs = parseOptions(
    args.map((a) => knownField(a)),
    spec,
  );
  const canonical = (name: string) => {
    const entry = entries(spec).find((e) => spec.table.get(name) === spec.table.get(e.long ? `--${e.long}` : `-${e.short}`));
    return entry?.long ? `--${entry.long}` : `-${entry?.short}`;
  };
  return {
    options: parsed.options.map((o) => `${o.negated ? `--no-${canonical(o.name).slice(2)}` : canonical(o.name)}${o.value ? `=${o.value.text}` : ''}`),
    operands: parsed.operands.map((o) => o.text!),
  };
}

/** Reads `set -- --a --b='x' -c 'y' -- 'op'` (shell-quoted words) back into words. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/(?:[^\s'\\]|\\.|'[^']*')+/g)].map((m) =>
    m[0].replace(/'([^']*)'|\\(.)/g, (_, quoted: string | undefined, escaped: string | undefined) => quoted ?? escaped ?? ''),
  );
}

function joined(words: string[]): Normal {
  const options: string[] = [];
  let i = words[0] === 'set' ? 2 : 0;
  for (; i < words.length && words[i] !== '--'; i++) {
    const word = words[i]!;
    // parseopt --stuck-long prints --name='v' as one shell word; getopt prints `-c 'v'` and `--name 'v'` as two.
    // A short option's value comes back stuck to it (`-bv1`).
    options.push(word.replace(/^-([A-Za-z0-9])(?=.)/, '-$1='));
  }
  return { options, operands: words.slice(i + 1) };
}

function gitParseopt(spec: OptionSpec, args: string[]): Normal | 'refused' {
  const lines = ['x', '--'];
  for (const e of entries(spec)) {
    const name = [e.short, e.long].filter(Boolean).join(',');
    lines.push(`${name}${e.arity === 1 ? '=' : e.arity === 'optional' ? '?' : ''} option`);
  }
  const run = spawnSync('git', ['rev-parse', '--parseopt', '--stuck-long', '--', ...args], { input: `${lines.join('\n')}\n`, encoding: 'utf8' });
  if (run.status !== 0) return 'refused';
  return joined(shellWords(run.stdout.trim()));
}

function getoptLong(spec: OptionSpec, args: string[]): Normal | 'refused' {
  const es = entries(spec);
  const shorts = es
    .filter((e) => e.short)
    .map((e) => `${e.short}${e.arity === 1 ? ':' : e.arity === 'optional' ? '::' : ''}`)
    .join('');
  const longs = es
    .filter((e) => e.long)
    .map((e) => `${e.long}${e.arity === 1 ? ':' : e.arity === 'optional' ? '::' : ''}`)
    .join(',');
  const { POSIXLY_CORRECT: _, ...env } = process.env;
  // psql permutes (no POSIXLY_CORRECT), as getopt does without it.
  const run = spawnSync('getopt', ['-q', '-o', shorts, '-l', longs, '--', ...args], { encoding: 'utf8', env });
  if (run.status !== 0) return 'refused';
  const words = shellWords(run.stdout.trim());
  // getopt prints each option as it was named (`-c 'v'`, `--command 'v'`): bring both to the long name, value attached.
  const normal: string[] = [];
  let i = 0;
  for (; i < words.length && words[i] !== '--'; i++) {
    const word = words[i]!;
    const entry = es.find((e) => word === `-${e.short}` || word === `--${e.long}`)!;
    const name = entry.long ? `--${entry.long}` : `-${entry.short}`;
    const takes = entry.arity !== 0;
    // An optional value getopt did not find is printed as ''.
    const value = takes ? words[++i] : undefined;
    normal.push(value === undefined || (entry.arity === 'optional' && value === '') ? name : `${name}=${value}`);
  }
  return { options: normal, operands: words.slice(i + 1) };
}

/** Spellings of every option of a spec: full, attached and separate values, clusters, and prefixes three letters long. */
function spellings(spec: OptionSpec): string[][] {
  const es = entries(spec);
  const flag = es.find((e) => e.short && e.arity === 0);
  const out: string[][] = [];
  for (const e of es) {
    const value = e.arity === 0 ? [] : ['v1'];
    if (e.long) {
      out.push([`--${e.long}`, ...(e.arity === 1 ? value : []), 'op1']);
      if (e.arity !== 0) out.push([`--${e.long}=v2`, 'op1']);
      if (e.long.length > 4) out.push([`--${e.long.slice(0, 4)}${e.arity !== 0 ? '=v3' : ''}`, 'op1']);
    }
    if (e.short) {
      out.push([`-${e.short}`, ...(e.arity === 1 ? value : []), 'op1']);
      if (e.arity !== 0) out.push([`-${e.short}v4`, 'op1']);
      if (flag && flag !== e) out.push([`-${flag.short}${e.short}`, ...(e.arity === 1 ? value : []), 'op1']);
    }
  }
  out.push(['op1', `--${es.find((e) => e.long)?.long}`, '--', '-x']);
  return out;
}

function compare(spec: OptionSpec, real: (spec: OptionSpec, args: string[]) => Normal | 'refused'): string[] {
  const differences: string[] = [];
  for (const args of spellings(spec)) {
    const theirs = real(spec, args);
    const mine = ours(spec, args);
    if (theirs === 'refused') {
      // An ambiguous prefix the program refuses: ours reads every option it could be, never none.
      if (mine.options.length === 0) differences.push(`${args.join(' ')}: refused by the program, read as no option`);
      continue;
    }
    if (JSON.stringify(theirs) !== JSON.stringify(mine)) differences.push(`${args.join(' ')}: real ${JSON.stringify(theirs)}, ours ${JSON.stringify(mine)}`);
  }
  return differences;
}

describe('the option reader against the real programs', () => {
  it("reads every spelling of git push, reset, clean, branch and fetch options as git's parse-options does", (t) => {
    if (!need(t, program('git', ['--version']))) return;
    for (const sub of ['push', 'reset', 'clean', 'branch', 'fetch', 'checkout']) assert.deepEqual(compare(GIT_SPECS[sub]!, gitParseopt), [], `git ${sub}`);
  });

  it("reads every spelling of psql's options as getopt_long does", (t) => {
    if (!need(t, program('getopt', ['--version']))) return;
    assert.deepEqual(compare(PSQL_OPTIONS, getoptLong), []);
  });

  it('names the file the real sort and tar write, for each spelling of their output options', (t) => {
    if (!need(t, program('sort', ['--version'])) || !need(t, program('tar', ['--version']))) return;
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'heimdall-options-')));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'src', 'in.txt'), 'b\na\n');
      const cases: string[][] = [
        ['sort', '-o', 'o1', 'src/in.txt'],
        ['sort', '-oo2', 'src/in.txt'],
        ['sort', '-uo', 'o3', 'src/in.txt'],
        ['sort', '--output=o4', 'src/in.txt'],
        ['sort', '--outp', 'o5', 'src/in.txt'],
        ['sort', '-ro', 'o6', '-k1', 'src/in.txt'],
        ['tar', '-cf', 't1.tar', 'src'],
        ['tar', 'cf', 't2.tar', 'src'],
        ['tar', '-czf', 't3.tgz', 'src'],
        ['tar', '--create', '--file=t4.tar', 'src'],
        ['tar', '--cre', '--file', 't5.tar', 'src'],
        ['tar', '-c', '-ft6.tar', 'src'],
        ['tar', '-cvf', 't7.tar', '--exclude=x', 'src'],
      ];
      const misses: string[] = [];
      for (const [name, ...args] of cases) {
        const run = spawnSync(name!, args, { cwd: dir, encoding: 'utf8' });
        assert.equal(run.status, 0, `${name} ${args.join(' ')}: ${run.stderr}`);
        const invocation: Invocation = {
          argv: [name!, ...args].map((a) => knownField(a)),
          assigns: [],
          writes: [],
          reads: [],
          stdin: { kind: 'none' },
          cwd: dir,
          via: [],
        };
        const predicted = outputTargets(name!, invocation, undefined).map((f: Field) => f.text);
        const written = predicted.filter((p) => p !== null && existsSync(join(dir, p)));
        if (predicted.length !== 1 || written.length !== 1) misses.push(`${name} ${args.join(' ')}: predicted ${JSON.stringify(predicted)}`);
      }
      assert.deepEqual(misses, []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { type Field, knownField, unknownField } from './fields.js';

/**
 * Options read the way getopt(3), getopt_long(3) and git's parse-options read them, so a rule sees
 * what the program will do rather than how the words are spelled: clustered short flags (`-qc SQL`,
 * `-tAc SQL`), a short option's value attached or in the next word (`-fFILE`, `-f FILE`), `--opt=value`
 * and `--opt value`, unique-prefix abbreviations of long options (`--har` is `--hard`), `--no-opt`,
 * and `--` ending the options.
 *
 * A spec lists each option as `-c|--command=`: its spellings, then `=` when it takes a value, `=?`
 * when the value is optional (attached only, as getopt's `::`). The first spelling is the option's
 * name in the result.
 *
 * Unknown options are read so that they cannot hide a known one: an unknown long option takes no
 * value (the next word stays an operand and is judged as one), an abbreviation that matches several
 * options counts as every one of them (the program would refuse it, or pick one of them), and an
 * unknown letter in a cluster is a flag, so the letters after it are still read.
 */
export interface OptionSpec {
  /** Spelling (`-c`, `--command`) → the option's name and arity. */
  readonly table: ReadonlyMap<string, { name: string; arity: 0 | 1 | 'optional' }>;
  readonly longs: readonly string[];
  /** getopt_long and parse-options accept unique prefixes of long options; git's own top-level options do not. */
  readonly abbreviations: boolean;
  /** Stop at the first operand (POSIX, or a command word such as git's subcommand) rather than permute. */
  readonly stopAtOperand: boolean;
}

export interface ParsedOption {
  name: string;
  /** The value, when the option takes one (unknownField when it is missing or computed). */
  value: Field | null;
  /** True for `--no-name`. */
  negated?: boolean;
}

export interface ParsedArgs {
  options: ParsedOption[];
  operands: Field[];
  /** Index in `args` of the first word after the options when `stopAtOperand` (the subcommand); args.length otherwise. */
  end: number;
  /** Option words the spec does not know, as written. */
  unknown: string[];
}

export function optionSpec(entries: readonly string[], settings: { abbreviations?: boolean; stopAtOperand?: boolean } = {}): OptionSpec {
  const table = new Map<string, { name: string; arity: 0 | 1 | 'optional' }>();
  for (const entry of entries) {
    const optional = entry.endsWith('=?');
    const required = !optional && entry.endsWith('=');
    const spellings = entry.replace(/=\??$/, '').split('|');
    const option = { name: spellings[0]!, arity: optional ? ('optional' as const) : required ? (1 as const) : (0 as const) };
    for (const spelling of spellings) table.set(spelling, option);
  }
  return {
    table,
    longs: [...table.keys()].filter((k) => k.startsWith('--')),
    abbreviations: settings.abbreviations ?? true,
    stopAtOperand: settings.stopAtOperand ?? false,
  };
}

export function parseOptions(args: readonly Field[], spec: OptionSpec): ParsedArgs {
  const result: ParsedArgs = { options: [], operands: [], end: args.length, unknown: [] };
  for (let i = 0; i < args.length; i++) {
    const field = args[i]!;
    const text = field.text;
    if (text === '--') {
      result.operands.push(...args.slice(i + 1));
      if (spec.stopAtOperand) result.end = i + 1;
      return result;
    }
    // `--opt="$X"`: a known option whose value is computed.
    const computedLong = text === null ? /^(--[A-Za-z0-9][\w-]*)=/.exec(field.pattern) : null;
    if (computedLong && longMatches(computedLong[1]!, spec).length > 0) {
      for (const match of longMatches(computedLong[1]!, spec)) result.options.push({ name: spec.table.get(match.spelling)!.name, value: unknownField });
      continue;
    }
    if (text === null || !text.startsWith('-') || text === '-') {
      if (spec.stopAtOperand) {
        result.end = i;
        result.operands.push(...args.slice(i));
        return result;
      }
      result.operands.push(field);
      continue;
    }
    const next = () => args[++i] ?? unknownField;
    if (text.startsWith('--')) i = readLong(text, spec, result, next, i);
    else readCluster(text, spec, result, next);
  }
  return result;
}

function readLong(text: string, spec: OptionSpec, result: ParsedArgs, next: () => Field, at: number): number {
  const eq = text.indexOf('=');
  const spelled = eq < 0 ? text : text.slice(0, eq);
  const attached = eq < 0 ? null : knownField(text.slice(eq + 1));
  const matches = longMatches(spelled, spec);
  if (matches.length === 0) {
    result.unknown.push(text);
    result.options.push({ name: spelled, value: attached });
    return at;
  }
  let index = at;
  for (const match of matches) {
    const option = spec.table.get(match.spelling)!;
    let value: Field | null = attached;
    // A value in the next word is taken once, by the first of several ambiguous matches.
    if (option.arity === 1 && value === null && index === at && !match.negated) {
      index = at + 1;
      value = next();
    }
    result.options.push({ name: option.name, value: option.arity === 0 && !match.negated ? null : value, negated: match.negated || undefined });
  }
  return index;
}

function longMatches(spelled: string, spec: OptionSpec): Array<{ spelling: string; negated: boolean }> {
  if (spec.table.has(spelled)) return [{ spelling: spelled, negated: false }];
  const negatedName = spelled.startsWith('--no-') ? `--${spelled.slice(5)}` : null;
  if (negatedName && spec.table.has(negatedName)) return [{ spelling: negatedName, negated: true }];
  if (!spec.abbreviations) return [];
  const prefixed = spec.longs.filter((l) => l.startsWith(spelled));
  const names = new Set(prefixed.map((l) => spec.table.get(l)!.name));
  if (names.size > 0) return [...names].map((name) => ({ spelling: prefixed.find((l) => spec.table.get(l)!.name === name)!, negated: false }));
  if (negatedName) {
    const negated = spec.longs.filter((l) => l.startsWith(negatedName));
    return negated.map((spelling) => ({ spelling, negated: true }));
  }
  return [];
}

function readCluster(text: string, spec: OptionSpec, result: ParsedArgs, next: () => Field): void {
  for (let j = 1; j < text.length; j++) {
    const spelling = `-${text[j]}`;
    const option = spec.table.get(spelling);
    if (!option) {
      result.unknown.push(spelling);
      result.options.push({ name: spelling, value: null });
      continue;
    }
    if (option.arity === 0) {
      result.options.push({ name: option.name, value: null });
      continue;
    }
    const rest = text.slice(j + 1);
    const value = rest !== '' ? knownField(rest) : option.arity === 1 ? next() : null;
    result.options.push({ name: option.name, value });
    return;
  }
}

/** Whether the parsed options include `name` (and it was not negated later). */
export function hasOption(parsed: ParsedArgs, ...names: string[]): boolean {
  let on = false;
  for (const option of parsed.options) if (names.includes(option.name)) on = !option.negated;
  return on;
}

/** Every value given to the named options, in order. */
export function optionValuesOf(parsed: ParsedArgs, ...names: string[]): Field[] {
  return parsed.options.filter((o) => names.includes(o.name) && o.value !== null && !o.negated).map((o) => o.value!);
}

import { lex, type RawWord } from './mask/lex.js';
import { parsedValues } from './mask/parsed-values.js';
import { textRanges } from './mask/text-secrets.js';
import { addValue, MASK } from './mask/values.js';
import { secretSpans } from './mask/word-secrets.js';
import type { Script } from './shell/syntax.js';
import type { Finding, Verdict } from './verdict.js';

/**
 * Secret values never reach a file Heimdall writes, nor the reason a block gives the model (the
 * client writes it into the transcript). This is the one masking function every writer goes
 * through. It reads a command twice: its words as the shell parser cooked them (when it parsed),
 * and the raw text through a lexer that never fails (quotes may be unbalanced, the syntax wrong),
 * so a value gets through neither because a command does not parse nor because it is spelled in a
 * way the rules did not foresee. Values are replaced by `***` in place; a value found in one
 * place is also masked wherever else it occurs. Pure, and only run when a line is written, never
 * on the allow fast path. The readers: `mask/word-secrets.ts` (assignments, options, headers in
 * one command's words), `mask/text-secrets.ts` (shapes and places in any text),
 * `mask/parsed-values.ts` (the parsed command).
 */

/**
 * Ranges of `text` to mask, from its words (each also read with the text rules, which see through
 * quotes and escapes there); words that hold shell code are read as code, to depth 3. The cooked
 * values go to `values`, to be masked wherever else they occur.
 */
function rawRanges(text: string, depth: number, values: Set<string>): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const words of lex(text)) {
    const isCode = (i: number) => depth < 3 && /[\s;|&]/.test(words[i]!.cooked);
    const spans = secretSpans(
      words.map((w) => w.cooked),
      isCode,
    ).map((s) => ({ ...s, inner: [[s.from, s.to]] as Array<[number, number]> }));
    words.forEach((w, i) => {
      // A word with blanks may be code (`bash -c '...'`) or text (`echo 'key = value'`): read it both ways.
      const inner = isCode(i) ? [...rawRanges(w.cooked, depth + 1, values), ...textRanges(w.cooked)] : textRanges(w.cooked);
      if (inner.length > 0) spans.push({ word: i, from: 0, to: 0, inner });
    });
    for (const span of spans) pushWordRanges(words[span.word]!, span.inner, ranges, values);
  }
  return ranges;
}

function pushWordRanges(word: RawWord, inner: Array<[number, number]>, ranges: Array<[number, number]>, values: Set<string>): void {
  const { cooked, at, start: wordStart, end } = word;
  for (const [from, to] of inner) {
    addValue(cooked.slice(from, to), values);
    // A value quoted as a whole (`A="x y"`) is masked with its quotes: `A=***`.
    const start = from > 0 ? at[from - 1]! + 1 : wordStart;
    const quoted = start < at[from]!;
    ranges.push([quoted ? start : at[from]!, quoted && to === cooked.length ? end : at[to - 1]! + 1]);
  }
}

/**
 * Masking runs before the hook answers, so its cost is bounded whatever the input: a longer text
 * is cut first (a log line shows 300 characters of it anyway); only a short one is parsed again
 * (mvdan-sh can take a second on a few KB, which the decision has already spent once), the raw
 * reading covers the rest; and only so many values are searched for elsewhere (each is masked
 * where it stands regardless).
 */
const MAX_TEXT = 16_384;
const MAX_PARSED = 2_048;
const MAX_VALUES = 256;

/** `text` masked where its own readings find secrets, and wherever one of `known` (or of its own values) occurs. */
function maskText(text: string, known: ReadonlySet<string>, parse: () => Script | null): string {
  if (text.length > MAX_TEXT) return `${maskText(cutBeforeLastWord(text.slice(0, MAX_TEXT)), known, () => null)}…`;
  const values = new Set<string>();
  const ranges = [...rawRanges(text, 0, values), ...textRanges(text)].sort((a, b) => a[0] - b[0]);
  let masked = '';
  let cursor = 0;
  for (const [from, to] of ranges) {
    if (to <= cursor) continue;
    const start = Math.max(from, cursor);
    addValue(text.slice(start, to), values);
    masked += `${text.slice(cursor, start)}${MASK}`;
    cursor = to;
  }
  masked += text.slice(cursor);
  const script = text.length <= MAX_PARSED ? parse() : null;
  if (script) parsedValues(script, values, (code) => rawRanges(code, 1, values));
  // Longest first, so a value that contains another is masked whole.
  const all = [...values].slice(0, MAX_VALUES);
  for (const value of known) if (all.length < MAX_VALUES * 2) all.push(value);
  for (const value of all.sort((a, b) => b.length - a.length)) masked = masked.split(value).join(MASK);
  return masked;
}

/**
 * `text` with every secret value replaced by `***`. `parse` gives the parsed command when the
 * text is a Bash command that parsed (asked only for short text); without it the raw text alone
 * is read.
 */
export function maskSecrets(text: string, parse: () => Script | null = () => null): string {
  return maskText(text, new Set(), parse);
}

/**
 * A masker for text about one command (a block's message, the reason in the escalation): each
 * text is masked by its own readings and by the values found in `command`, so a secret the
 * command assigned is masked where a message quotes it in another form.
 */
export function secretMasker(command: string, parse: () => Script | null = () => null): (text: string) => string {
  const values = new Set<string>();
  const source = command.length > MAX_TEXT ? cutBeforeLastWord(command.slice(0, MAX_TEXT)) : command;
  for (const [from, to] of [...rawRanges(source, 0, values), ...textRanges(source)]) addValue(source.slice(from, to), values);
  const script = source.length <= MAX_PARSED ? parse() : null;
  if (script) parsedValues(script, values, (code) => rawRanges(code, 1, values));
  return (text) => maskText(text, values, () => null);
}

/** A cut text without its last word, which the cut may have split (a value in two is not recognised). */
function cutBeforeLastWord(text: string): string {
  const last = lex(text).at(-1)?.at(-1);
  return last && last.end >= text.length ? text.slice(0, last.start).trimEnd() : text;
}

/** A verdict whose messages and advice are masked, in its findings and in each command's report. */
export function maskVerdict(verdict: Verdict, mask: (text: string) => string): Verdict {
  if (verdict.decision === 'allow') return verdict;
  const masked = new Map(verdict.findings.map((f) => [f, { ...f, message: mask(f.message), advice: mask(f.advice) }]));
  const swap = (findings: Finding[]) => findings.map((f) => masked.get(f) ?? { ...f, message: mask(f.message), advice: mask(f.advice) });
  return { ...verdict, findings: swap(verdict.findings), commands: verdict.commands.map((c) => ({ ...c, findings: swap(c.findings) })) };
}

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

/** `text` with each of the sorted `ranges` replaced by `***`; what they covered goes to `values`. */
function cutRanges(text: string, ranges: Array<[number, number]>, values?: Set<string>): string {
  let masked = '';
  let cursor = 0;
  for (const [from, to] of ranges) {
    if (to <= cursor) continue;
    const start = Math.max(from, cursor);
    if (values) addValue(text.slice(start, to), values);
    masked += `${text.slice(cursor, start)}${MASK}`;
    cursor = to;
  }
  return masked + text.slice(cursor);
}

/**
 * `text` with every secret value replaced by `***`. `parse` gives the parsed command when the
 * text is a Bash command that parsed (asked only for short text); without it the raw text alone
 * is read.
 */
export function maskSecrets(text: string, parse: () => Script | null = () => null): string {
  if (text.length > MAX_TEXT) return `${maskSecrets(cutBeforeLastWord(text.slice(0, MAX_TEXT)))}…`;
  const values = new Set<string>();
  const ranges = [...rawRanges(text, 0, values), ...textRanges(text)].sort((a, b) => a[0] - b[0]);
  let masked = cutRanges(text, ranges, values);
  const script = text.length <= MAX_PARSED ? parse() : null;
  if (script) parsedValues(script, values, (code) => rawRanges(code, 1, values));
  // Longest first, so a value that contains another is masked whole.
  for (const value of [...values].slice(0, MAX_VALUES).sort((a, b) => b.length - a.length)) masked = masked.split(value).join(MASK);
  return masked;
}

/**
 * A masker for text about one command (a block's message and advice): the text can hold a secret
 * only by quoting the command, so it is masked with the values found in `command` (short ones too,
 * where they stand as a word of their own) and with the shape rules; it is not lexed again as
 * shell, which would cost more than the decision.
 */
export function secretMasker(command: string, parse: () => Script | null = () => null): (text: string) => string {
  const values = new Set<string>();
  const short = new Set<string>();
  const source = command.length > MAX_TEXT ? cutBeforeLastWord(command.slice(0, MAX_TEXT)) : command;
  for (const [from, to] of [...rawRanges(source, 0, values), ...textRanges(source)]) {
    const value = source.slice(from, to);
    addValue(value, values);
    if (value.trim().length > 0 && value.trim().length < 4) short.add(value.trim());
  }
  // The parse adds only what the raw reading cooks differently: escapes in `$'...'` (`$'\x61'` is `a`).
  const script = source.length <= MAX_PARSED && /\$'[^']*\\/.test(source) ? parse() : null;
  if (script) parsedValues(script, values, (code) => rawRanges(code, 1, values));
  const known = [...values].slice(0, MAX_VALUES).sort((a, b) => b.length - a.length);
  const words = short.size > 0 ? new RegExp(`(?<![\\w-])(?:${[...short].map(escapeRegExp).join('|')})(?![\\w-])`, 'g') : null;
  // A verdict repeats texts (the same advice under several findings): each is masked once.
  const done = new Map<string, string>();
  return (text) => {
    let masked = done.get(text);
    if (masked === undefined) {
      masked = cutRanges(
        text,
        textRanges(text).sort((a, b) => a[0] - b[0]),
      );
      for (const value of known) masked = masked.split(value).join(MASK);
      if (words) masked = masked.replace(words, MASK);
      done.set(text, masked);
    }
    return masked;
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

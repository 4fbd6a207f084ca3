/**
 * Ranking of exchanges for `forge kb search`. Pure: a score from term coverage (the share of the
 * query's words the exchange contains), an exact-phrase bonus, a little for repeated terms and a
 * recency bonus that halves every two weeks.
 */
export const SNIPPET_MAX = 80;
const PHRASE_BONUS = 0.5;
const FREQUENCY_WEIGHT = 0.1;
const RECENCY_WEIGHT = 0.3;
const RECENCY_HALF_LIFE_MS = 14 * 86_400_000;

export interface Query {
  terms: string[];
  phrase: string;
}

export function parseQuery(text: string): Query {
  const phrase = flatten(text).trim();
  const terms = [...new Set(phrase.split(/[^\p{L}\p{N}_]+/u).filter((t) => t !== ''))];
  return { terms, phrase };
}

/** Lower case with whitespace runs made single spaces: what terms and phrases are matched on. */
export function flatten(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/** A document as matched (`lower`) and as shown in snippets (`display`, same positions). */
export interface Prepared {
  lower: string;
  display: string;
}

export function prepare(text: string): Prepared {
  const display = text.replace(/\s+/g, ' ');
  const lower = display.toLowerCase();
  // A few characters change length when lower-cased; then positions differ and snippets go lower case.
  return { lower, display: lower.length === display.length ? display : lower };
}

export interface Ranked {
  score: number;
  snippet: string;
}

/** The score and snippet of one document, or null when no term occurs in it. */
export function rankDocument(doc: Prepared, query: Query, ageMs: number | null): Ranked | null {
  const flat = doc.lower;
  let matched = 0;
  let frequency = 0;
  let first = -1;
  for (const term of query.terms) {
    let at = flat.indexOf(term);
    if (at === -1) continue;
    matched += 1;
    if (first === -1 || at < first) first = at;
    let count = 0;
    while (at !== -1 && count < 5) {
      count += 1;
      at = flat.indexOf(term, at + term.length);
    }
    frequency += count / 5;
  }
  if (matched === 0) return null;
  const phraseAt = query.terms.length > 1 ? flat.indexOf(query.phrase) : -1;
  const coverage = matched / query.terms.length;
  const recency = recencyBonus(ageMs);
  const score = coverage + (phraseAt === -1 ? 0 : PHRASE_BONUS) + (FREQUENCY_WEIGHT * frequency) / query.terms.length + recency;
  return { score: Math.round(score * 1000) / 1000, snippet: snippetAt(doc.display, phraseAt === -1 ? first : phraseAt) };
}

/**
 * The score the search index can give without reading the exchange: rankDocument's without the
 * phrase bonus, so an exchange read later only gains.
 */
export function indexScore(matched: number, frequency: number, terms: number, ageMs: number | null): number {
  return matched / terms + (FREQUENCY_WEIGHT * frequency) / terms + recencyBonus(ageMs);
}

function recencyBonus(ageMs: number | null): number {
  return ageMs === null ? 0 : RECENCY_WEIGHT * 0.5 ** (Math.max(0, ageMs) / RECENCY_HALF_LIFE_MS);
}

/** At most SNIPPET_MAX characters of context around a match, an ellipsis marking each cut side. */
export function snippetAt(text: string, at: number): string {
  const room = SNIPPET_MAX - 2;
  const start = Math.max(0, Math.min(at - Math.floor(room / 3), text.length - room));
  const end = Math.min(text.length, start + room);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

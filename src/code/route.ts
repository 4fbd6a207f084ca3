import { languageOf } from './languages.js';

/**
 * Which question a free-text one is: "where is X defined", "who calls X", "what does a/b.py
 * define", "neighbourhood of X", "repo map", a bare name, or anything else (a search). Pure.
 */
export const ASKS = ['definition', 'references', 'file', 'neighbourhood', 'map', 'search'] as const;
export type Ask = (typeof ASKS)[number];

export interface Routed {
  ask: Ask;
  /** The name or path the question is about (empty for map and search). */
  subject: string;
}

const NAME = '`?[\'"]?([A-Za-z_$][\\w$]*(?:(?:\\.|::|#)[A-Za-z_$][\\w$]*)*)[\'"]?`?';
const PATH = '`?[\'"]?([\\w.$@-]*(?:/[\\w.$@-]+)+|[\\w$@-]+\\.[A-Za-z]{1,10})[\'"]?`?';

const RULES: Array<[Ask, RegExp]> = [
  ['definition', new RegExp(`^(?:where\\s+(?:is|are)\\s+)?${NAME}\\s+(?:defined|declared|implemented)\\b`, 'i')],
  ['definition', new RegExp(`^(?:where\\s+is\\s+|find\\s+|definition\\s+of\\s+|define\\s+)${NAME}$`, 'i')],
  ['references', new RegExp(`^(?:who|what|which\\s+\\w+)\\s+(?:calls|uses|imports|references|depends\\s+on)\\s+${NAME}$`, 'i')],
  ['references', new RegExp(`^(?:callers|references|uses|users|importers)\\s+of\\s+${NAME}$`, 'i')],
  ['file', new RegExp(`^(?:what\\s+does\\s+)?${PATH}(?:\\s+(?:define|defines|contain|contains|use|uses|import|imports))?$`, 'i')],
  ['file', new RegExp(`^(?:outline|contents?|symbols)\\s+of\\s+${PATH}$`, 'i')],
  ['neighbourhood', new RegExp(`^(?:neighbou?rhood|context|surroundings)\\s+(?:of|around)\\s+${NAME}$`, 'i')],
  ['neighbourhood', new RegExp(`^(?:around|near)\\s+${NAME}$`, 'i')],
  ['map', /^(?:(?:a|the)\s+)?(?:repo(?:sitory)?\s+)?(?:map|overview)(?:\s+of\s+(?:the\s+)?(?:repo(?:sitory)?|code(?:base)?))?$/i],
  ['definition', new RegExp(`^${NAME}$`)],
];

export function routeQuestion(question: string): Routed {
  const text = question
    .trim()
    .replace(/[?.!]+$/, '')
    .trim();
  for (const [ask, rule] of RULES) {
    const match = rule.exec(text);
    if (!match) continue;
    const subject = match[1] ?? '';
    // `Store.size` looks like a file name; it is one only with a known extension or a folder.
    if (ask === 'file' && !subject.includes('/') && languageOf(subject) === null) continue;
    return { ask, subject };
  }
  return { ask: 'search', subject: '' };
}

/** One word of raw text, as the lexer cooked it, with where each character came from. */
export interface RawWord {
  cooked: string;
  /** Where each cooked character came from in the text. */
  at: number[];
  /** Where the word starts and ends in the text, with its quotes. */
  start: number;
  end: number;
}

/**
 * Splits text into simple commands of words, the way the shell would roughly: quotes, escapes and
 * `${...}` kept inside one word (and `$(...)` inside double quotes, read as code later); `;`, `&`,
 * `|`, `(`, `)`, backquotes and newlines end a command. Never fails: an unterminated quote runs to
 * the end.
 */
export function lex(text: string): RawWord[][] {
  const commands: RawWord[][] = [];
  let words: RawWord[] = [];
  let word: RawWord | null = null;
  let i = 0;
  const begin = (at: number) => (word ??= { cooked: '', at: [], start: at, end: at });
  const add = (ch: string, at: number) => {
    const current = begin(at);
    current.cooked += ch;
    current.at.push(at);
  };
  const endWord = () => {
    if (word) words.push({ ...word, end: Math.min(i, text.length) });
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\t') {
      endWord();
      i++;
    } else if (ch === '\n' || ch === ';' || ch === '&' || ch === '|' || ch === '(' || ch === ')' || ch === '`') {
      // `$(` and backquotes start a command of their own, which is read as one.
      endCommand();
      i++;
    } else if (ch === '<' || ch === '>') {
      endWord();
      i++;
    } else if (ch === '\\') {
      if (text[i + 1] !== '\n' && i + 1 < text.length) add(text[i + 1]!, i + 1);
      i += 2;
    } else if (ch === "'" || (ch === '$' && text[i + 1] === "'")) {
      begin(i);
      const ansi = ch === '$';
      i += ansi ? 2 : 1;
      while (i < text.length && text[i] !== "'") {
        if (ansi && text[i] === '\\' && i + 1 < text.length) i++;
        add(text[i]!, i);
        i++;
      }
      i++;
    } else if (ch === '"') {
      begin(i);
      i++;
      while (i < text.length && text[i] !== '"') {
        const escaped = text[i] === '\\' && /["\\$`]/.test(text[i + 1] ?? '');
        if (escaped) i++;
        const end = !escaped && text[i] === '$' && text[i + 1] === '(' ? skipGroup(text, i + 1) : i + 1;
        for (let j = i; j < end; j++) add(text[j]!, j);
        i = end;
      }
      i++;
    } else {
      const end = ch === '$' && text[i + 1] === '{' ? skipGroup(text, i + 1) : i + 1;
      for (let j = i; j < end; j++) add(text[j]!, j);
      i = end;
    }
  }
  endCommand();
  return commands;
}

/** The index after the bracket that closes the one at `open`, skipping quoted text; the end if none. */
function skipGroup(text: string, open: number): number {
  const close = text[open] === '(' ? ')' : '}';
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === "'" || ch === '"' || ch === '`') i = skipTo(text, i + 1, ch) - 1;
    else if (ch === text[open]) depth++;
    else if (ch === close && --depth === 0) return i + 1;
  }
  return text.length;
}

function skipTo(text: string, from: number, quote: string): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\' && quote !== "'") i++;
    else if (text[i] === quote) return i + 1;
  }
  return text.length;
}

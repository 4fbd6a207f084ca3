/** Small text helpers that keep what the exchange memory stores and prints bounded. */

/** One line, whitespace collapsed, at most `max` characters (an ellipsis marks a cut). */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(0, max - 1))}…`;
}

/** The first non-blank line, bounded. */
export function firstLine(text: string, max: number): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return oneLine(line, max);
}

/** At most `max` characters; a cut is said in words so a reader knows text is missing. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n[… ${text.length - max} more characters]`;
}

/** ANSI colour codes that local commands print; they are noise in Markdown. */
export function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts what this removes.
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

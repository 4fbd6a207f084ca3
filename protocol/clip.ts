/** At most `max` characters; a cut ends in "..." so a reader knows text is missing. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 3).trimEnd()}...`;
}

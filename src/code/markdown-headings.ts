import type { DefTuple } from './facts.js';

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Markdown headings as definitions (kind `heading`, the heading's text as the name), outside
 * fenced code blocks. Line by line: no Markdown grammar on npm ships a .wasm of its own.
 */
export function markdownHeadings(text: string): DefTuple[] {
  const lines = text.split('\n');
  const sections: Array<{ level: number; def: DefTuple }> = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opens = FENCE.exec(line);
    if (opens) {
      if (fence === null) fence = opens[1]![0]!;
      else if (opens[1]![0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = HEADING.exec(line);
    if (!heading) continue;
    const level = heading[1]!.length;
    // A section ends where the next heading of its level or above starts.
    for (const open of sections) if (open.level >= level && open.def[3] === 0) open.def[3] = i;
    sections.push({ level, def: ['heading', heading[2]!, i + 1, 0, line.trim().slice(0, 160)] });
  }
  for (const { def } of sections) if (def[3] === 0) def[3] = lines.length;
  return sections.map(({ def }) => def);
}

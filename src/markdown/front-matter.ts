import matter from 'gray-matter';
import { parseYamlOrThrow, stringifyYaml } from './yaml.js';

/**
 * The only place that talks to gray-matter. gray-matter splits the document; the `yaml` package
 * parses (YAML 1.2, so `2026-04-01T12:00:00Z` stays a string and `no` stays a string).
 */
export type FrontMatterResult =
  | { ok: true; data: Record<string, unknown>; body: string }
  | { ok: false; reason: 'no_front_matter' | 'yaml_syntax' | 'not_a_mapping'; message: string; line?: number };

const engines = {
  yaml: {
    parse: (text: string): object => (parseYamlOrThrow(text) as object | null) ?? {},
    stringify: (data: object): string => stringifyYaml(data),
  },
};

export function parseFrontMatter(raw: string): FrontMatterResult {
  // A UTF-8 BOM and CRLF line ends are accepted: editors on Windows write both.
  const text = (raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw).replace(/\r\n/g, '\n');
  if (!text.startsWith('---\n') && text !== '---') {
    return { ok: false, reason: 'no_front_matter', message: 'the file must start with a line "---"' };
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text, { engines, language: 'yaml' });
  } catch (error) {
    const linePos = (error as { linePos?: Array<{ line: number }> }).linePos;
    // gray-matter hands over the front matter from the newline after the opening fence, so the
    // parser's line is already the line in the file.
    const line = linePos?.[0]?.line;
    // The line is given once, as `line`; the renderer puts it beside the file name.
    const message = ((error as Error).message.split('\n')[0] ?? 'invalid YAML').replace(/ at line \d+, column \d+:?$/, '');
    return line === undefined ? { ok: false, reason: 'yaml_syntax', message } : { ok: false, reason: 'yaml_syntax', message, line };
  }
  if (parsed.data === null || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) {
    return { ok: false, reason: 'not_a_mapping', message: 'the front matter must be a mapping of field: value' };
  }
  if (!/^---\n[\s\S]*?\n---(\n|$)/.test(text)) {
    return { ok: false, reason: 'no_front_matter', message: 'the front matter has no closing "---" line' };
  }
  return { ok: true, data: parsed.data as Record<string, unknown>, body: parsed.content.replace(/^\n/, '') };
}

/** A Markdown document with YAML front matter, keys in the given order. */
export function renderFrontMatter(data: Record<string, unknown>, body: string): string {
  const clean = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  return frontMatterDocument(stringifyYaml(clean), body);
}

/** The document around front matter already written as YAML (it ends with a newline). */
export function frontMatterDocument(yaml: string, body: string): string {
  return `---\n${yaml}---\n\n${body.endsWith('\n') || body === '' ? body : `${body}\n`}`;
}

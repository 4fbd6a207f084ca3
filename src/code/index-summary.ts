import type { CodeIndex } from './code-index.js';

/** What an index holds, counted: the figures get_manifest and forge doctor report. */
export interface IndexSummary {
  files: number;
  languages: Record<string, number>;
  definitions: number;
  references: number;
  imports: number;
  /** Files indexed for what parsed: their tree had errors. */
  parse_errors: number;
  /** Files not indexed, by reason (only reasons that occurred). */
  skipped: Record<string, number>;
}

export function summarizeIndex(index: CodeIndex): IndexSummary {
  const languages: Record<string, number> = {};
  let definitions = 0;
  let references = 0;
  let imports = 0;
  let parseErrors = 0;
  for (const record of index.files.values()) {
    languages[record.language] = (languages[record.language] ?? 0) + 1;
    definitions += record.defs.length;
    references += record.refs.length;
    imports += record.imports.length;
    if (record.parseErrors) parseErrors += 1;
  }
  const skipped = Object.fromEntries(Object.entries(index.skipCounts()).filter(([, n]) => n > 0));
  return { files: index.files.size, languages, definitions, references, imports, parse_errors: parseErrors, skipped };
}

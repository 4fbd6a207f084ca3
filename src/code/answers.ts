/**
 * One item of an answer about code: a place (`file:line`) and what is there. The same shape for
 * every question, so an agent reads every answer the same way.
 */
export type Relation =
  | 'definition'
  | 'caller'
  | 'reference'
  | 'importer'
  | 'import'
  | 'callee'
  | 'sibling'
  | 'defines'
  | 'uses'
  | 'used_by'
  | 'ranked'
  | 'match';

export interface CodeItem {
  file: string;
  line: number;
  /** A definition's kind (function, class, ...), or call, import, file. */
  kind: string;
  name: string;
  /** The line itself (a definition's signature), at most 160 characters. */
  snippet: string;
  relation: Relation;
  /** For callers and callees: the definition the use sits in, when there is one. */
  in?: string;
  score?: number;
}

/** What a question found, before paging: the items in order, and what to say when there are none. */
export interface Found {
  items: CodeItem[];
  /** Said when items is empty: what was searched and what to try (made only then: the similar names it suggests cost a pass over every name after each change). */
  empty: () => string;
  /** The repository map (question `map` only). */
  map?: string;
  /** For the map: where the next page starts in the ranked files, null at the end. */
  nextOffset?: number | null;
}

/** Reads one line of a file of the repository (for the snippet of a use); null when it cannot. */
export type LineReader = (file: string, line: number) => string | null;

export function clipSnippet(text: string): string {
  const line = text.trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

import { createRequire } from 'node:module';
import { Language, Parser, Query } from 'web-tree-sitter';
import { GRAMMAR_FILES, GRAMMAR_LANGUAGES, type GrammarLanguage } from './languages.js';
import { QUERIES } from './queries.js';

/**
 * The only module that talks to tree-sitter (web-tree-sitter, compiled to WebAssembly; the
 * grammars are the .wasm files their npm packages ship, so nothing is built or downloaded). It
 * turns a file's text into tags: definitions, names used and imports, each with its line. Every
 * tree is freed before the call returns: the WebAssembly heap does not shrink, and a worker parses
 * thousands of files.
 */
export interface Tag {
  role: 'def' | 'ref' | 'import';
  /** For a definition, its kind (function, class, method, ...); empty for the other roles. */
  kind: string;
  name: string;
  /** 1-based lines of the tagged node (for a definition, the whole definition; the others end where they start). */
  line: number;
  endLine: number;
  /** Offset in the text where the tagged node starts (a definition's signature starts there). */
  start: number;
}

export interface ParsedTags {
  tags: Tag[];
  /** The tree has error nodes: the tags are those of the parts that parsed. */
  hasErrors: boolean;
}

const require = createRequire(import.meta.url);
/** Texts longer than this are parsed under a deadline. */
const WATCHED_CHARS = 64_000;

export class TreeSitterReader {
  private readonly grammars = new Map<GrammarLanguage, { parser: Parser; query: Query }>();

  private constructor() {}

  /**
   * Loads the runtime and the grammars asked for (all by default); a grammar or query that fails
   * to load is an error naming it. A parsing thread opens with none and loads each as its files
   * need it: a compiled grammar costs memory in every thread, and most repositories use few.
   */
  static async open(languages: readonly GrammarLanguage[] = GRAMMAR_LANGUAGES): Promise<TreeSitterReader> {
    await Parser.init();
    const reader = new TreeSitterReader();
    await reader.load(languages);
    return reader;
  }

  /** Loads the grammars not loaded yet. */
  async load(languages: Iterable<GrammarLanguage>): Promise<void> {
    for (const language of languages) {
      if (this.grammars.has(language)) continue;
      const file = require.resolve(GRAMMAR_FILES[language]);
      let loaded: Language;
      try {
        loaded = await Language.load(file);
      } catch (error) {
        throw new Error(`the ${language} grammar (${GRAMMAR_FILES[language]}) does not load in web-tree-sitter: ${(error as Error).message}`, { cause: error });
      }
      const parser = new Parser();
      parser.setLanguage(loaded);
      let query: Query;
      try {
        query = new Query(loaded, QUERIES[language]);
      } catch (error) {
        parser.delete();
        throw new Error(`the ${language} query does not compile: ${(error as Error).message}`, { cause: error });
      }
      this.grammars.set(language, { parser, query });
    }
  }

  /** The ABI version of each loaded grammar (what web-tree-sitter checks when it loads one). */
  abiVersions(): Record<string, number> {
    const versions: Record<string, number> = {};
    for (const [language, { parser }] of this.grammars) versions[language] = parser.language?.abiVersion ?? -1;
    return versions;
  }

  /**
   * The tags of one text, or null when the parse was given up: it ran past `budgetMs` (a
   * pathological file must not hold a worker) or the parser returned no tree.
   */
  tags(language: GrammarLanguage, text: string, budgetMs: number): ParsedTags | null {
    const grammar = this.grammars.get(language);
    if (!grammar) throw new Error(`no ${language} grammar loaded (load it first)`);
    // The progress callback costs about a quarter of the parse: only a text long enough to take a
    // while gets one; a short text cannot run far past the budget.
    const deadline = performance.now() + budgetMs;
    const options = text.length > WATCHED_CHARS ? { progressCallback: () => performance.now() > deadline } : undefined;
    const tree = grammar.parser.parse(text, null, options);
    if (tree === null) {
      grammar.parser.reset();
      return null;
    }
    try {
      const tags: Tag[] = [];
      for (const match of grammar.query.matches(tree.rootNode)) {
        let role: Tag['role'] | null = null;
        let kind = '';
        let outer: { startIndex: number; startPosition: { row: number }; endPosition: { row: number } } | null = null;
        let name = '';
        for (const capture of match.captures) {
          const captured = capture.name;
          if (captured === 'name') name = capture.node.text;
          else if (captured.startsWith('def.')) {
            role = 'def';
            kind = captured.slice(4);
            outer = capture.node;
          } else if (captured === 'ref' || captured === 'import') {
            role = captured;
            name = capture.node.text;
            outer = capture.node;
          }
        }
        if (role === null || outer === null || name === '') continue;
        const line = outer.startPosition.row + 1;
        // A node's end is one more call into WebAssembly: only a definition's span is kept.
        tags.push({ role, kind, name, line, endLine: role === 'def' ? outer.endPosition.row + 1 : line, start: outer.startIndex });
      }
      return { tags, hasErrors: tree.rootNode.hasError };
    } finally {
      tree.delete();
    }
  }

  close(): void {
    for (const { parser, query } of this.grammars.values()) {
      query.delete();
      parser.delete();
    }
    this.grammars.clear();
  }
}

/**
 * The languages the code index reads, and which file names belong to each. A language with a
 * grammar is parsed by tree-sitter (`tree-sitter.ts`); Markdown has no grammar on npm that ships a
 * loadable .wasm without an unrelated editor behind it, so its headings are read line by line.
 */
export const GRAMMAR_LANGUAGES = ['javascript', 'typescript', 'tsx', 'python', 'go', 'rust', 'java', 'c', 'cpp', 'ruby', 'bash'] as const;
export type GrammarLanguage = (typeof GRAMMAR_LANGUAGES)[number];
export type CodeLanguage = GrammarLanguage | 'markdown';

/** The npm package and the .wasm file inside it of each grammar (versions pinned in package.json). */
export const GRAMMAR_FILES: Record<GrammarLanguage, string> = {
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-typescript/tree-sitter-tsx.wasm',
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  go: 'tree-sitter-go/tree-sitter-go.wasm',
  rust: 'tree-sitter-rust/tree-sitter-rust.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
  c: 'tree-sitter-c/tree-sitter-c.wasm',
  cpp: 'tree-sitter-cpp/tree-sitter-cpp.wasm',
  ruby: 'tree-sitter-ruby/tree-sitter-ruby.wasm',
  bash: 'tree-sitter-bash/tree-sitter-bash.wasm',
};

const BY_EXTENSION: Record<string, CodeLanguage> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  py: 'python',
  pyi: 'python',
  go: 'go',
  rs: 'rust',
  java: 'java',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  hxx: 'cpp',
  rb: 'ruby',
  sh: 'bash',
  bash: 'bash',
  md: 'markdown',
  markdown: 'markdown',
};

/** The language of a file by its name, or null when the index does not read it. */
export function languageOf(path: string): CodeLanguage | null {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  if (dot <= slash + 1) return null;
  return BY_EXTENSION[path.slice(dot + 1).toLowerCase()] ?? null;
}

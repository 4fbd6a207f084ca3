import type { DefTuple, Extracted, ImportTuple, RefTuple, SkipReason } from './facts.js';
import { type CodeLanguage, GRAMMAR_LANGUAGES, type GrammarLanguage } from './languages.js';
import { markdownHeadings } from './markdown-headings.js';
import type { TreeSitterReader } from './tree-sitter.js';

/** Files past this size are generated or data, not code someone navigates: counted, not parsed. */
export const MAX_FILE_BYTES = 1_000_000;
/** A parse that takes longer is given up (the file is counted as parse_failed). */
export const PARSE_BUDGET_MS = 1_000;
const SIGNATURE_CHARS = 160;
const BINARY_PROBE = 8_000;

export interface FileInput {
  path: string;
  language: CodeLanguage;
  size: number;
  mtimeMs: number;
}

/** A file counted as skipped, with the reason. */
export function skipOf(file: FileInput, reason: SkipReason): Extracted {
  return { skip: { path: file.path, reason, size: file.size, mtimeMs: file.mtimeMs } };
}

/** The skip of a file its listed size already rules out (null when it may be read): a 100 MB bundle is never read to be skipped. */
export function skipBySize(file: FileInput): Extracted | null {
  return file.size > MAX_FILE_BYTES ? skipOf(file, 'too_large') : null;
}

/** The facts of one file from its bytes: what it defines, uses and imports, or why it is skipped. */
export function extractFile(file: FileInput, bytes: Uint8Array, reader: TreeSitterReader): Extracted {
  const skip = (reason: SkipReason): Extracted => skipOf(file, reason);
  if (bytes.length > MAX_FILE_BYTES) return skip('too_large');
  if (bytes.subarray(0, BINARY_PROBE).includes(0)) return skip('binary');
  if (looksMinified(bytes)) return skip('minified');
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const base = { path: file.path, language: file.language, size: bytes.length, mtimeMs: file.mtimeMs };
  if (file.language === 'markdown') return { record: { ...base, defs: markdownHeadings(text), refs: [], imports: [], parseErrors: false } };
  if (!isGrammarLanguage(file.language)) return skip('parse_failed');
  const language = grammarFor(file, text);
  const parsed = reader.tags(language, text, PARSE_BUDGET_MS);
  if (parsed === null) return skip('parse_failed');
  const defs: DefTuple[] = [];
  const refs: RefTuple[] = [];
  const imports: ImportTuple[] = [];
  let lastDefStart = -1;
  let lastRef = '';
  for (const tag of parsed.tags) {
    if (tag.role === 'def') {
      // Two patterns can tag one node (a Python method is also a function): the first, more specific one wins.
      if (tag.start === lastDefStart) continue;
      lastDefStart = tag.start;
      defs.push([tag.kind, bareName(tag.name), tag.line, tag.endLine, signatureAt(text, tag.start)]);
    } else if (tag.role === 'ref') {
      const key = `${tag.name}\n${tag.line}`;
      if (key === lastRef) continue;
      lastRef = key;
      refs.push([tag.name, tag.line]);
    } else imports.push([importSpec(tag.name), tag.line]);
  }
  return { record: { ...base, language, defs, refs, imports, parseErrors: parsed.hasErrors } };
}

/** A `.h` file that declares a class, a namespace or a template is C++: the C grammar reads such a header as errors and false functions. */
const CPP_HEADER = /^\s*(?:class\s+[A-Za-z_]\w*\s*(?:final\s*)?[:{]|namespace\b|template\s*<)/m;

/** A `.h` file: C by its name, C++ when its text says so. */
function isHeader(file: FileInput): boolean {
  return file.language === 'c' && file.path.endsWith('.h');
}

/** The grammar a file is parsed with: its language's, but C++'s for a C++ header named `.h`. */
export function grammarFor(file: FileInput, text: string): GrammarLanguage {
  return isHeader(file) && CPP_HEADER.test(text) ? 'cpp' : (file.language as GrammarLanguage);
}

/** The grammars a batch of files may need (a `.h` file may be C++). */
export function grammarsOf(files: readonly FileInput[]): GrammarLanguage[] {
  const needed = new Set<GrammarLanguage>();
  for (const file of files) {
    if (!isGrammarLanguage(file.language)) continue;
    needed.add(file.language);
    if (isHeader(file)) needed.add('cpp');
  }
  return [...needed];
}

export function isGrammarLanguage(language: CodeLanguage): language is GrammarLanguage {
  return (GRAMMAR_LANGUAGES as readonly string[]).includes(language);
}

/** A bundle or minified file: long on average per line. Such files are not code to navigate. */
function looksMinified(bytes: Uint8Array): boolean {
  if (bytes.length < 20_000) return false;
  let newlines = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) newlines += 1;
  return bytes.length / (newlines + 1) > 300;
}

/** The definition's first line (from the line's start, so `export` and decorators' siblings show), as far as it fits. */
function signatureAt(text: string, start: number): string {
  const end = text.indexOf('\n', start);
  const line = text.slice(text.lastIndexOf('\n', start - 1) + 1, end === -1 ? text.length : end).trim();
  return line.length > SIGNATURE_CHARS ? `${line.slice(0, SIGNATURE_CHARS - 3)}...` : line;
}

/** `Foo::bar` (a C++ method defined outside its class) is found as `bar`, and `#bar` (a private method) as `bar`. */
function bareName(name: string): string {
  const at = name.lastIndexOf('::');
  const bare = at === -1 ? name : name.slice(at + 2);
  return bare.startsWith('#') ? bare.slice(1) : bare;
}

/** `"fmt"`, `<stdio.h>`, `'./x'` name what they import without their quotes. */
function importSpec(raw: string): string {
  const text = raw.trim();
  const first = text[0];
  if ((first === '"' || first === "'" || first === '<' || first === '`') && text.length >= 2) return text.slice(1, -1);
  return text;
}

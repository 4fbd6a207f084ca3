import { lstat, open, realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';
import type { z } from 'zod';
import { diagnosticsFromZod, type Diagnostic } from '../../protocol/diagnostic.js';
import { parseFrontMatter } from '../markdown/front-matter.js';

export interface FileFacts {
  mtimeMs: number;
  size: number;
}

/** What reading one Markdown protocol file gave, before any decision about settling. */
export type FileRead<T> =
  | { ok: true; value: T; body: string; facts: FileFacts }
  | { ok: false; errors: Diagnostic[]; facts: FileFacts | null; /** a torn write looks like this; retry after the settle window */ retryable: boolean };

export interface ReadOptions {
  projectRoot: string;
  /** Path relative to the project root, for diagnostics. */
  display: string;
  maxBytes: number;
}

/**
 * Reads a Markdown file with YAML front matter and validates it with `schema`, refusing what
 * should never be parsed (symlinks out of the project, huge or binary files). Never throws for
 * bad content; I/O errors other than a vanished file come back as `unreadable`.
 */
export async function readFrontMatterFile<S extends z.ZodType>(file: string, schema: S, options: ReadOptions): Promise<FileRead<z.infer<S>> | null> {
  const { display } = options;
  let facts: FileFacts;
  try {
    const link = await lstat(file);
    if (link.isSymbolicLink()) {
      const target = await realpath(file);
      const root = await realpath(options.projectRoot);
      if (target !== root && !target.startsWith(root + sep)) {
        return { ok: false, retryable: false, facts: null, errors: [{ code: 'symlink_outside', file: display, field: null, expected: 'a regular file, or a link to a file inside the project', got: target }] };
      }
    }
    const info = link.isSymbolicLink() ? await stat(file) : link;
    if (!info.isFile()) return null;
    facts = { mtimeMs: info.mtimeMs, size: info.size };
  } catch (error) {
    // ENOENT: removed between the event and this read; the caller treats it as absent.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return unreadable(display, error);
  }
  if (facts.size > options.maxBytes) {
    return { ok: false, retryable: false, facts, errors: [{ code: 'too_large', file: display, field: null, expected: `at most ${options.maxBytes} bytes`, got: `${facts.size} bytes` }] };
  }
  let bytes: Buffer;
  try {
    bytes = await readAtMost(file, Math.min(options.maxBytes + 1, facts.size + 4096), facts.size);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return unreadable(display, error);
  }
  if (bytes.includes(0)) {
    return { ok: false, retryable: false, facts, errors: [{ code: 'binary', file: display, field: null, expected: 'UTF-8 Markdown text', got: 'a NUL byte' }] };
  }
  const parsed = parseFrontMatter(bytes.toString('utf8'));
  if (!parsed.ok) {
    const code = parsed.reason === 'yaml_syntax' ? 'yaml_syntax' : 'no_front_matter';
    const diagnostic: Diagnostic = { code, file: display, field: null, expected: parsed.message, got: null, ...(parsed.line ? { line: parsed.line } : {}) };
    return { ok: false, retryable: true, facts, errors: [diagnostic] };
  }
  const checked = schema.safeParse(parsed.data);
  if (!checked.success) return { ok: false, retryable: true, facts, errors: diagnosticsFromZod(display, checked.error.issues) };
  return { ok: true, value: checked.data, body: parsed.body, facts };
}

/** Reads a small file (a signal) whole, up to `limit` bytes; null when it does not exist. */
export async function readSmallFile(file: string, limit = 4096): Promise<{ text: string; facts: FileFacts } | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const bytes = await readAtMost(file, limit, info.size);
    return { text: bytes.toString('utf8'), facts: { mtimeMs: info.mtimeMs, size: info.size } };
  } catch (error) {
    // ENOENT: removed between the event and this read.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Size and mtime of a file (following links), or null when it does not exist. */
export async function statFacts(file: string): Promise<FileFacts | null> {
  try {
    const info = await stat(file);
    return { mtimeMs: info.mtimeMs, size: info.size };
  } catch (error) {
    // ENOENT: removed between the event and this read.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Reads up to `limit` bytes; stops once `expected` bytes (the size a stat just gave) are in. */
async function readAtMost(file: string, limit: number, expected: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    // Only the bytes read are ever returned, so the buffer need not be zeroed first.
    const buffer = Buffer.allocUnsafe(limit);
    let total = 0;
    while (total < limit) {
      const { bytesRead } = await handle.read(buffer, total, limit - total, total);
      total += bytesRead;
      // Asking again only to be told "end of file" would cost a round trip per file; a file that
      // grew since the stat has a new size, so the next look reads it again.
      if (bytesRead === 0 || total >= expected) break;
    }
    return buffer.subarray(0, total);
  } finally {
    await handle.close();
  }
}

function unreadable(display: string, error: unknown): FileRead<never> {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  return { ok: false, retryable: true, facts: null, errors: [{ code: 'unreadable', file: display, field: null, expected: 'a readable file', got: code }] };
}

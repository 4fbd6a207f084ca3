import type { Stats } from 'node:fs';
import { sep } from 'node:path';
import type { z } from 'zod';
import { type Diagnostic, diagnosticsFromZod } from '../../protocol/diagnostic.js';
import { type ReadIo, threadPoolIo } from '../fs/read-io.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import { explainMissing } from '../markdown/misspelt-keys.js';

/** What a stat says of a file: enough to tell whether it changed since it was read. */
export interface FileFacts {
  mtimeMs: number;
  /** Set by the kernel on every change; no tool can set it back, unlike mtime. */
  ctimeMs: number;
  size: number;
  ino: number;
  /** The mtime of the descriptor the content was read through (ReadIo.readAtMost), when it was read: the file server's clock. */
  openMtimeMs?: number;
}

export function factsOf(info: Stats): FileFacts {
  return { mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs, size: info.size, ino: info.ino };
}

/** What reading one Markdown protocol file gave, before any decision about settling. */
export type FileRead<T> =
  | { ok: true; value: T; body: string; facts: FileFacts }
  | { ok: false; errors: Diagnostic[]; facts: FileFacts | null /** a torn write looks like this; retry after the settle window */; retryable: boolean };

export interface ReadOptions {
  projectRoot: string;
  /** Path relative to the project root, for diagnostics. */
  display: string;
  maxBytes: number;
  /** The thread pool unless the caller reads in bulk before serving anyone. */
  io?: ReadIo;
}

/**
 * Reads a Markdown file with YAML front matter and validates it with `schema`, refusing what
 * should never be parsed (symlinks out of the project, huge or binary files). Never throws for
 * bad content; I/O errors other than a vanished file come back as `unreadable`.
 */
export async function readFrontMatterFile<S extends z.ZodType>(file: string, schema: S, options: ReadOptions): Promise<FileRead<z.infer<S>> | null> {
  const { display, io = threadPoolIo } = options;
  let facts: FileFacts;
  try {
    const link = await io.lstat(file);
    if (link.isSymbolicLink()) {
      const target = await io.realpath(file);
      const root = await io.realpath(options.projectRoot);
      if (target !== root && !target.startsWith(root + sep)) {
        return {
          ok: false,
          retryable: false,
          facts: null,
          errors: [{ code: 'symlink_outside', file: display, field: null, expected: 'a regular file, or a link to a file inside the project', got: target }],
        };
      }
    }
    const info = link.isSymbolicLink() ? await io.stat(file) : link;
    if (!info.isFile()) return null;
    facts = factsOf(info);
  } catch (error) {
    // ENOENT: removed between the event and this read; the caller treats it as absent.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return unreadable(display, error);
  }
  if (facts.size > options.maxBytes) {
    return {
      ok: false,
      retryable: false,
      facts,
      errors: [{ code: 'too_large', file: display, field: null, expected: `at most ${options.maxBytes} bytes`, got: `${facts.size} bytes` }],
    };
  }
  let bytes: Buffer;
  try {
    const read = await io.readAtMost(file, Math.min(options.maxBytes + 1, facts.size + 4096), facts.size);
    bytes = read.bytes;
    facts.openMtimeMs = read.mtimeMs;
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
  if (!checked.success) {
    const errors = diagnosticsFromZod(display, checked.error.issues, parsed.data);
    return { ok: false, retryable: true, facts, errors: explainMissing(errors, parsed.data, knownKeys(schema)) };
  }
  return { ok: true, value: checked.data, body: parsed.body, facts };
}

/** Reads a small file (a signal) whole, up to `limit` bytes; null when it does not exist. */
export async function readSmallFile(file: string, limit = 4096, io: ReadIo = threadPoolIo): Promise<{ text: string; facts: FileFacts } | null> {
  try {
    const info = await io.stat(file);
    if (!info.isFile()) return null;
    const { bytes, mtimeMs } = await io.readAtMost(file, limit, info.size);
    return { text: bytes.toString('utf8'), facts: { ...factsOf(info), openMtimeMs: mtimeMs } };
  } catch (error) {
    // ENOENT: removed between the event and this read.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The facts of a file (following links), or null when it does not exist. */
export async function statFacts(file: string, io: ReadIo = threadPoolIo): Promise<FileFacts | null> {
  try {
    return factsOf(await io.stat(file));
  } catch (error) {
    // ENOENT: removed between the event and this read.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The fields an object schema names; none for any other schema. */
export function knownKeys(schema: z.ZodType): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

function unreadable(display: string, error: unknown): FileRead<never> {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  return { ok: false, retryable: true, facts: null, errors: [{ code: 'unreadable', file: display, field: null, expected: 'a readable file', got: code }] };
}

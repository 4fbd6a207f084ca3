/**
 * What a SQL client does besides running SQL: its meta-commands, read from the text it is given.
 * Sources: psql(1) "Meta-Commands" (`\i`, `\ir`, `\include`, `\!`, `\o`, `\w`, `\g`, `\copy`,
 * `\gexec`), mysql(1) "mysql Client Commands" (`source`/`\.`, `system`/`\!`, `tee`/`\T`,
 * `pager`/`\P`), sqlite3's dot-commands (`.shell`, `.system`, `.read`, `.output`, `.once`,
 * `.backup`, `.save`, `.load`), and SQL that reaches outside the database (`COPY ... PROGRAM`,
 * `INTO OUTFILE`).
 */
export interface SqlMeta {
  /** Shell commands the client (or a local server) runs. */
  shell: string[];
  /** Files whose SQL the client runs. */
  reads: string[];
  /** Files the client writes. */
  writes: string[];
  /** Something that runs SQL nobody can read in advance (`\gexec`, `.load`). */
  unreadable: string | null;
}

export type Dialect = 'psql' | 'mysql' | 'sqlite';

const PSQL = /^\\(i|ir|include|include_relative|!|o|out|w|write|g|gx|copy|gexec)(?:\s+([\s\S]*))?$/;
const MYSQL = /^(?:(source|system|tee|pager)\b|\\([.!TP]))\s*([\s\S]*)$/i;
const SQLITE = /^\.(shell|system|read|output|once|backup|save|load)\b\s*([\s\S]*)$/;

export function sqlMeta(text: string, dialect: Dialect): SqlMeta {
  const meta: SqlMeta = { shell: [], reads: [], writes: [], unreadable: null };
  // Meta-commands are lines (psql also allows one after SQL on the same line, after a backslash).
  const lines = text.split('\n').flatMap((line) => (dialect === 'psql' ? line.split(/(?=\\[a-z!])/) : [line]));
  for (const raw of lines) {
    const line = raw.trim();
    if (dialect === 'psql') psqlLine(line, meta);
    else if (dialect === 'mysql') mysqlLine(line, meta);
    else sqliteLine(line, meta);
  }
  const program = /\bprogram\s+'((?:[^']|'')*)'/gi;
  for (const m of text.matchAll(program)) meta.shell.push(m[1]!.replace(/''/g, "'"));
  for (const m of text.matchAll(/\binto\s+(?:out|dump)file\s+'((?:[^']|'')*)'/gi)) meta.writes.push(m[1]!);
  return meta;
}

function unquote(word: string): string {
  const t = word.trim().replace(/;$/, '');
  return /^'.*'$|^".*"$/.test(t) ? t.slice(1, -1) : t;
}

function target(value: string, meta: SqlMeta): void {
  const v = value.trim();
  if (v === '') return;
  if (v.startsWith('|')) meta.shell.push(v.slice(1));
  else meta.writes.push(unquote(v.split(/\s+/)[0]!));
}

function psqlLine(line: string, meta: SqlMeta): void {
  const m = PSQL.exec(line);
  if (!m) return;
  const [, command, rest = ''] = m;
  if (command === 'gexec') meta.unreadable = '\\gexec runs the rows a query returns as SQL';
  else if (command === '!') meta.shell.push(rest);
  else if (command!.startsWith('i')) meta.reads.push(unquote(rest));
  else if (command === 'copy') {
    const program = /\b(?:to|from)\s+program\s+'((?:[^']|'')*)'/i.exec(rest);
    if (program) meta.shell.push(program[1]!);
    else {
      const to = /\bto\s+('(?:[^']|'')*'|\S+)/i.exec(rest);
      if (to && !/^(stdout|pstdout)$/i.test(to[1]!)) meta.writes.push(unquote(to[1]!));
    }
  } else target(rest, meta);
}

function mysqlLine(line: string, meta: SqlMeta): void {
  const m = MYSQL.exec(line);
  if (!m) return;
  const command = (m[1] ?? m[2]!).toLowerCase();
  const rest = m[3] ?? '';
  if (command === 'source' || command === '.') meta.reads.push(unquote(rest));
  else if (command === 'system' || command === '!' || command === 'pager' || command === 'p') {
    if (rest.trim() !== '') meta.shell.push(rest);
  } else target(rest, meta);
}

function sqliteLine(line: string, meta: SqlMeta): void {
  const m = SQLITE.exec(line);
  if (!m) return;
  const [, command, rest = ''] = m;
  if (command === 'shell' || command === 'system') meta.shell.push(rest);
  else if (command === 'load') meta.unreadable = '.load loads a native extension into the client';
  else if (command === 'read') {
    if (rest.trim().startsWith('|')) meta.shell.push(rest.trim().slice(1));
    else meta.reads.push(unquote(rest));
  } else if (command === 'backup' || command === 'save') {
    // `.backup ?DB? FILE`: the file is the last word.
    const words = rest.trim().split(/\s+/);
    if (words[0]) meta.writes.push(unquote(words[words.length - 1]!));
  } else target(rest, meta);
}

import type { Field } from '../eval/fields.js';
import { type OptionSpec, optionValuesOf, parseOptions } from '../eval/getopt.js';
import type { Invocation, Stdin } from '../eval/invocation.js';
import { resolvePath } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { audit, block, type Finding } from '../verdict.js';
import { display } from './common.js';
import { classifyWrite } from './path-classes.js';
import { type Dialect, type SqlMeta, sqlMeta } from './sql-meta.js';
import { MYSQL_OPTIONS, PSQL_OPTIONS } from './sql-options.js';

const MAX_SQL_FILE = 1_048_576;

/** SQL statements that destroy data; DROP TABLE and TRUNCATE are allowed when the task declares a migration. */
export function destructiveSql(sql: string, hasDbMigration: boolean): string | null {
  const text = sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");
  for (const raw of text.split(';')) {
    const statement = raw.trim().replace(/\s+/g, ' ');
    // Anywhere in the statement: `EXPLAIN ANALYZE DELETE ...` runs the DELETE, and so does a CTE (`WITH x AS (DELETE ...)`).
    if (/\bdrop (database|schema)\b/i.test(statement)) return statement;
    if (!hasDbMigration && (/\bdrop table\b/i.test(statement) || /(^|[\s(])truncate\b(?!\s*\()/i.test(statement))) return statement;
    for (const m of statement.matchAll(/\bdelete from\b/gi)) if (!/\bwhere\b/i.test(scopeAfter(statement, m.index!))) return statement;
  }
  return null;
}

/** The text of a statement from `at` to the end of the parenthesis it sits in. */
function scopeAfter(statement: string, at: number): string {
  let depth = 0;
  for (let i = at; i < statement.length; i++) {
    if (statement[i] === '(') depth++;
    else if (statement[i] === ')' && --depth < 0) return statement.slice(at, i);
  }
  return statement.slice(at);
}

/** Where a SQL client takes its SQL from: an option, a positional, a file, or stdin; `spec` reads its options as getopt_long does. */
const CLIENTS: Record<string, { inline: string[]; file: string[]; positional?: boolean; spec?: OptionSpec; dialect?: Dialect }> = {
  psql: { inline: ['-c'], file: ['-f'], spec: PSQL_OPTIONS, dialect: 'psql' },
  mysql: { inline: ['-e', '--init-command'], file: [], spec: MYSQL_OPTIONS, dialect: 'mysql' },
  mariadb: { inline: ['-e', '--init-command'], file: [], spec: MYSQL_OPTIONS, dialect: 'mysql' },
  sqlite3: { inline: ['-cmd'], file: [], positional: true, dialect: 'sqlite' },
  sqlite: { inline: ['-cmd'], file: [], positional: true, dialect: 'sqlite' },
  duckdb: { inline: ['-c', '-cmd'], file: [], positional: true, dialect: 'sqlite' },
  'clickhouse-client': { inline: ['-q', '--query'], file: ['--queries-file'] },
  sqlcmd: { inline: ['-Q', '-q'], file: ['-i'] },
};

export function sqlRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const dropped = dropsDatabase(name, invocation);
  if (dropped)
    return [
      block('sql-destructive', 'destructive SQL', `\`${display(invocation)}\` ${dropped}.`, 'Leave databases in place; change data with scoped statements.'),
    ];
  const client = CLIENTS[name] ?? (name === 'cockroach' && invocation.argv[1]?.text === 'sql' ? { inline: ['-e', '--execute'], file: [] } : null);
  if (!client) return [];
  const args = invocation.argv.slice(1);
  const sources: Array<string | null> = [];
  if (client.spec) {
    const parsed = parseOptions(args, client.spec);
    sources.push(...optionValuesOf(parsed, ...client.inline).map((v) => v.text));
    sources.push(...optionValuesOf(parsed, ...client.file).map((f) => (f.text === '-' ? null : readSql(f, invocation, ctx))));
    if (sources.length === 0) sources.push(...stdinSql(invocation.stdin, invocation, ctx));
    return judgeSql(sources, client.dialect ?? null, invocation, ctx);
  }
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    const value = (names: string[]) =>
      text !== null && names.includes(text)
        ? args[i + 1]
        : names.map((n) => (text?.startsWith(`${n}=`) ? { ...args[i]!, text: text.slice(n.length + 1) } : null)).find(Boolean);
    const inline = value(client.inline);
    if (inline) sources.push(inline.text);
    const file = value(client.file);
    if (file) sources.push(readSql(file, invocation, ctx));
  }
  if (client.positional) {
    const operands = args.filter((a, i) => !(a.text ?? '').startsWith('-') && !client.inline.includes(args[i - 1]?.text ?? ''));
    sources.push(...operands.slice(1).map((o) => o.text));
  }
  if (sources.length === 0) sources.push(...stdinSql(invocation.stdin, invocation, ctx));
  return judgeSql(sources, client.dialect ?? null, invocation, ctx);
}

function judgeSql(given: Array<string | null>, dialect: Dialect | null, invocation: Invocation, ctx: RuleContext, depth = 0): Finding[] {
  const command = display(invocation);
  const sources = [...given];
  for (const sql of given) {
    if (sql === null || dialect === null) continue;
    const meta = sqlMeta(sql, dialect);
    const found = metaFindings(meta, command, invocation, ctx);
    if (found.length > 0) return found;
    // `\i file`, `source file`, `.read file`: that file's SQL runs too (and its own meta-commands, a few levels deep).
    const included = meta.reads.map((file) => readSql({ text: file, pattern: file, glob: false }, invocation, ctx));
    if (included.length > 0) {
      const inner = depth < 3 ? judgeSql(included, dialect, invocation, ctx, depth + 1) : [];
      if (inner.length > 0 || depth >= 3) return inner.length > 0 ? inner : judgeSql([null], null, invocation, ctx);
    }
  }
  for (const sql of sources) {
    if (sql === null) {
      if (ctx.policy.hasDbMigration) return [audit('db-migration', 'db migration', `${command} (SQL not readable in advance)`)];
      return [
        block(
          'sql-destructive',
          'destructive SQL',
          `\`${command}\` runs SQL that cannot be read in advance, on a task without has_db_migration.`,
          'Pass the SQL literally (psql -c "..."), without DROP, TRUNCATE or DELETE without WHERE.',
        ),
      ];
    }
    const bad = destructiveSql(sql, ctx.policy.hasDbMigration);
    if (bad)
      return [
        block(
          'sql-destructive',
          'destructive SQL',
          `\`${command}\` runs \`${bad.slice(0, 120)}\`.`,
          'Change data with scoped statements (DELETE ... WHERE ...); schema changes belong in a task with has_db_migration.',
        ),
      ];
  }
  return [];
}

/** Shell commands, file writes and unreadable SQL behind a client's meta-commands. */
function metaFindings(meta: SqlMeta, command: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  if (meta.unreadable)
    return [block('unknown-code', 'unreadable code', `\`${command}\`: ${meta.unreadable}, which cannot be read in advance.`, 'Run the SQL itself, literally.')];
  for (const shell of meta.shell) {
    const found = ctx.nested ? ctx.nested(shell, invocation.cwd).filter((f) => f.decision === 'block') : [];
    if (found.length > 0) return found;
  }
  for (const file of meta.writes) {
    const path = resolvePath(file, invocation.cwd, ctx.fs);
    const write = path === null ? null : classifyWrite(path, ctx.policy);
    if (write === null || !write.ok)
      return [
        block(
          'path-escape',
          'path escape',
          `\`${command}\` makes the SQL client write ${file}${write && !write.ok ? `: ${write.why}` : ', a path computed at run time'}.`,
          `Write query output only inside the worktree (${ctx.policy.worktree}).`,
        ),
      ];
  }
  return [];
}

/** Client programs and management commands that drop or empty a whole database. */
function dropsDatabase(name: string, invocation: Invocation): string | null {
  const words = invocation.argv.slice(1).map((a) => a.text ?? '');
  const operands = words.filter((w) => !w.startsWith('-'));
  if (name === 'dropdb') return 'drops a database';
  if (name === 'mysqladmin' && operands.some((o) => /^drop$/i.test(o))) return 'drops a database';
  if (name === 'redis-cli' && operands.some((o) => /^flush(all|db)$/i.test(o))) return 'empties a Redis database';
  if ((name === 'mongo' || name === 'mongosh') && words.some((w) => /dropDatabase\s*\(|\.drop\s*\(\s*\)/.test(w)))
    return 'drops a MongoDB database or collection';
  const manage = operands.findIndex((o) => o.endsWith('manage.py') || o === 'django-admin');
  const managed =
    name === 'django-admin'
      ? operands[0]
      : manage >= 0 && /^python[0-9.]*$/.test(name)
        ? operands[manage + 1]
        : name.endsWith('manage.py')
          ? operands[0]
          : undefined;
  if (managed === 'flush' || managed === 'reset_db') return `empties the database (manage.py ${managed})`;
  return null;
}

function stdinSql(stdin: Stdin, invocation: Invocation, ctx: RuleContext): Array<string | null> {
  if (stdin.kind === 'none') return [];
  if (stdin.kind === 'text') return [stdin.text];
  if (stdin.kind === 'file') return [readSql(stdin.path, invocation, ctx)];
  return [null];
}

function readSql(file: Field, invocation: Invocation, ctx: RuleContext): string | null {
  const path = resolvePath(file.text, invocation.cwd, ctx.fs);
  const text = path ? ctx.fs.readText(path) : null;
  return text !== null && text.length <= MAX_SQL_FILE ? text : null;
}

/** `tool subcommand` pairs that run database migrations. */
const MIGRATIONS: Array<[string, RegExp]> = [
  ['prisma', /^(migrate|db)$/],
  ['knex', /^migrate:/],
  ['sequelize', /^db:migrate/],
  ['typeorm', /^migration:/],
  ['alembic', /^(upgrade|downgrade)$/],
  ['rails', /^db:/],
  ['rake', /^db:/],
  ['mix', /^ecto\./],
  ['flyway', /^(migrate|clean|undo)$/],
  ['liquibase', /^(update|rollback|drop-all)/],
  ['goose', /^(up|down|reset|redo)/],
  ['dbmate', /^(up|down|migrate|rollback|drop)$/],
  ['sqlx', /^(migrate|database)$/],
  ['diesel', /^(migration|database)$/],
  ['drizzle-kit', /^(push|migrate)$/],
  ['migrate', /^(up|down|drop|force|goto)$/],
];
const DROPS_DATABASE = /^(db:drop|db:reset|ecto\.drop|ecto\.reset|drop-all|drop|reset)$/;

/** Migration tools: logged when the task declares has_db_migration, refused otherwise; dropping the database never. */
export function migrationRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const args = invocation.argv.slice(1).map((a) => a.text ?? '');
  const operands = args.filter((a) => !a.startsWith('-'));
  const isDjango = /^python[0-9.]*$/.test(name) && operands[0]?.endsWith('manage.py') && operands[1] === 'migrate';
  const entry = MIGRATIONS.find(([tool, sub]) => tool === name && operands.some((o) => sub.test(o)));
  if (!entry && !isDjango) return [];
  const command = display(invocation);
  const drops = operands.some((o) => DROPS_DATABASE.test(o)) || (name === 'prisma' && operands.includes('reset'));
  if (drops) return [block('sql-destructive', 'destructive SQL', `\`${command}\` drops or resets the database.`, 'Run forward migrations only.')];
  if (ctx.policy.hasDbMigration) return [audit('db-migration', 'db migration', command)];
  return [
    block(
      'db-migration',
      'db migration',
      `\`${command}\` runs database migrations, but this task does not declare has_db_migration.`,
      'Leave the migration for a task that declares has_db_migration, and say so in your handoff.',
    ),
  ];
}

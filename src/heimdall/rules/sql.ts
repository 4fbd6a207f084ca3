import type { Field } from '../eval/fields.js';
import type { Invocation, Stdin } from '../eval/invocation.js';
import { resolvePath } from '../eval/paths.js';
import type { RuleContext } from '../policy.js';
import { audit, block, type Finding } from '../verdict.js';
import { display } from './common.js';

const MAX_SQL_FILE = 1_048_576;

/** SQL statements that destroy data; DROP TABLE and TRUNCATE are allowed when the task declares a migration. */
export function destructiveSql(sql: string, hasDbMigration: boolean): string | null {
  const text = sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");
  for (const raw of text.split(';')) {
    const statement = raw.trim().replace(/\s+/g, ' ');
    if (/^drop (database|schema)\b/i.test(statement)) return statement;
    if (!hasDbMigration && (/^drop table\b/i.test(statement) || /^truncate\b/i.test(statement))) return statement;
    if (/^delete from\b/i.test(statement) && !/\bwhere\b/i.test(statement)) return statement;
  }
  return null;
}

/** Where a SQL client takes its SQL from: an option, a positional, a file, or stdin. */
const CLIENTS: Record<string, { inline: string[]; file: string[]; positional?: boolean }> = {
  psql: { inline: ['-c', '--command'], file: ['-f', '--file'] },
  mysql: { inline: ['-e', '--execute'], file: [] },
  mariadb: { inline: ['-e', '--execute'], file: [] },
  sqlite3: { inline: ['-cmd'], file: [], positional: true },
  sqlite: { inline: ['-cmd'], file: [], positional: true },
  duckdb: { inline: ['-c', '-cmd'], file: [], positional: true },
  'clickhouse-client': { inline: ['-q', '--query'], file: ['--queries-file'] },
  sqlcmd: { inline: ['-Q', '-q'], file: ['-i'] },
};

export function sqlRule(name: string, invocation: Invocation, ctx: RuleContext): Finding[] {
  const client = CLIENTS[name] ?? (name === 'cockroach' && invocation.argv[1]?.text === 'sql' ? { inline: ['-e', '--execute'], file: [] } : null);
  if (!client) return [];
  const args = invocation.argv.slice(1);
  const sources: Array<string | null> = [];
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
  const command = display(invocation);
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

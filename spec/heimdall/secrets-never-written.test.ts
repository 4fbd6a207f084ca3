import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import { ManualClock } from '../../src/clock.js';
import { diskFsView } from '../../src/heimdall/fs-view.js';
import { runHook } from '../../src/heimdall/hook.js';
import { dangerous, everyday } from './corpus-data.js';
import { seededRandom } from './fuzz-input.js';
import { runHeimdall } from './run-heimdall.js';
import { hookInput, type TempProject, tempProject } from './temp-project.js';

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const chars = (random: Random, alphabet: string, length: number) => Array.from({ length }, () => pick(random, [...alphabet])).join('');

/** A token in one of the well-known shapes (GitHub, OpenAI, AWS, Slack, JWT). */
function tokenShaped(random: Random): string {
  return pick(random, [
    () => `ghp_${chars(random, ALNUM, 36)}`,
    () => `sk-${chars(random, ALNUM, 40)}`,
    () => `AKIA${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
    () => `xoxb-${chars(random, '0123456789', 12)}-${chars(random, ALNUM, 24)}`,
    () => `eyJ${chars(random, ALNUM, 20)}.eyJ${chars(random, ALNUM, 30)}.${chars(random, `${ALNUM}_-`, 30)}`,
  ])();
}

/** A secret value: token-like, with punctuation a real one has; never starts with `-` (it would read as an option). */
function secretValue(random: Random): string {
  if (random() < 0.3) return tokenShaped(random);
  return chars(random, ALNUM, 2) + chars(random, `${ALNUM}_.+/=~%-`, 8 + Math.floor(random() * 24)) + chars(random, ALNUM, 2);
}

/** A value safe inside URL userinfo or a query (no `/`, `@`, `&`, `?`, `#`, `=` or `+`). */
const urlSecret = (random: Random) => chars(random, ALNUM, 3) + chars(random, `${ALNUM}._~-`, 10 + Math.floor(random() * 20)) + chars(random, ALNUM, 3);

const NAMES = [
  'API_KEY',
  'TOKEN',
  'PASSWORD',
  'SECRET',
  'MY_API_KEY',
  'GITHUB_TOKEN',
  'DB_PASS',
  'MYSQL_PWD',
  'AWS_SECRET_ACCESS_KEY',
  'NPM_AUTH',
  'apiKey',
  'clientSecret',
  'PRIVATE_KEY',
  'STRIPE_APIKEY',
  'AUTH',
  'GCP_CREDENTIALS',
  'AWS_ACCESS_KEY',
  'SSH_PASSPHRASE',
  'PGPASSWORD',
  'passwd',
  'DEPLOY_KEY',
];
const FLAGS = [
  '--password',
  '--token',
  '--api-key',
  '--secret',
  '--auth',
  '--client-secret',
  '--access-token',
  '--apikey',
  '--passwd',
  '-storepass',
  '--auth-token',
  '--private-key',
];
const HEADERS = [
  'Authorization: Bearer',
  'Authorization: Basic',
  'authorization: token',
  'X-Api-Key:',
  'Private-Token:',
  'X-Auth-Token:',
  'Proxy-Authorization: Bearer',
  'Cookie: session=',
];
const QUERY = ['api_key', 'token', 'access_token', 'password', 'apikey', 'client_secret', 'auth', 'key'];

/** The value as the shell would see it, quoted one of the ways people write it. */
function quoted(random: Random, value: string): string {
  const how = random();
  if (how < 0.35) return value;
  if (how < 0.6) return `"${value}"`;
  if (how < 0.8) return `'${value}'`;
  if (how < 0.9) return `$'${value}'`;
  const cut = 1 + Math.floor(random() * (value.length - 2));
  return `"${value.slice(0, cut)}"'${value.slice(cut)}'`;
}

/** One credential-looking piece with `secret` inside, and `cmd` joined to it the way the piece allows. */
function credentialPiece(random: Random, secret: string, cmd: string): string {
  const name = pick(random, NAMES);
  const q = quoted(random, secret);
  const join = (piece: string) => pick(random, [`${piece} && ${cmd}`, `${cmd}; ${piece}`, `${piece} | ${cmd}`, `${cmd} || ${piece}`]);
  switch (Math.floor(random() * 17)) {
    case 0:
      return `${name}=${q} ${cmd}`;
    case 1:
      return join(`${pick(random, ['export', 'declare -x', 'typeset', 'readonly'])} ${name}=${q}`);
    case 2:
      return `f() { local ${name}=${q}; ${cmd}; }; f`;
    case 3:
      return `env ${random() < 0.5 ? '-i ' : ''}${name}=${q} ${cmd}`;
    case 4: {
      const flag = pick(random, FLAGS);
      return join(`${pick(random, ['deploy-cli', 'gh auth login', 'vault login', 'npx wrangler', 'keytool -list'])} ${flag}${random() < 0.5 ? '=' : ' '}${q}`);
    }
    case 5:
      return join(`${pick(random, ['mysql', 'mariadb', 'mysqldump'])} -uroot -p${q} -e "DROP DATABASE prod"`);
    case 6:
      return join(`curl ${pick(random, ['-u', '--user'])} ${random() < 0.5 ? `admin:${q}` : `"admin:${secret}"`} https://api.example.com/x`);
    case 7: {
      const header = pick(random, HEADERS);
      return join(`curl ${pick(random, ['-H', '--header'])} "${header}${header.endsWith('=') ? '' : ' '}${secret}" https://api.example.com/v1`);
    }
    case 8: {
      return join(
        `${pick(random, ['git clone', 'curl -s', 'psql', 'git remote set-url origin'])} ${pick(random, ['https', 'postgres', 'redis'])}://deploy:${urlSecret(random)}@db.example.com/r`,
      );
    }
    case 9:
      return join(`curl "https://api.example.com/v1/items?page=2&${pick(random, QUERY)}=${urlSecret(random)}"`);
    case 10:
      return join(`echo ${tokenShaped(random)} | gh auth login --with-token`);
    case 11:
      return join(`printf '%s\\n' '-----BEGIN OPENSSH PRIVATE KEY-----' '${secret}' '-----END OPENSSH PRIVATE KEY-----' > ~/.ssh/id_ed25519`);
    case 13:
      return join(
        `curl ${pick(random, [`-H'Authorization: Bearer ${secret}'`, `--header='X-Api-Key: ${secret}'`, `-d "{\\"password\\":\\"${secret}\\"}"`])} https://api.example.com/v1`,
      );
    case 14:
      return `cat <<EOF | sh\n${name}=${secret}\n${cmd}\nEOF`;
    case 15:
      return pick(random, [
        `${cmd} # ${name}=${secret}`,
        `echo $(${name}=${q} ${cmd}) done`,
        `if true; then ${name}+=${q} ${cmd}; fi`,
        `docker run --rm -e ${name}=${q} app ${cmd}`,
      ]);
    default: {
      const inner = `${name}=${secret} ${cmd}`;
      return pick(random, [
        `bash -c '${inner.replace(/'/g, `'\\''`)}'`,
        `sudo ${name}=${q} ${cmd}`,
        `(${name}=${q} ${cmd})`,
        `ssh ci.example.com '${inner.replace(/'/g, `'\\''`)}'`,
      ]);
    }
  }
}

/** Every secret that may occur in a generated command: pieces 8 and 9 make their own URL-safe value. */
function secretsIn(command: string, secret: string): string[] {
  const made = [
    ...command.matchAll(/:\/\/deploy:([^@]+)@/g),
    ...command.matchAll(/[?&](?:api_key|token|access_token|password|apikey|client_secret|auth|key)=([^"&\s]+)/g),
    ...command.matchAll(/echo (\S+) \| gh auth login --with-token/g),
  ].map((m) => m[1]!);
  return [secret, ...made].filter((s) => command.includes(s));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? filesUnder(path) : e.isFile() ? [path] : [];
  });
}

/** The files Heimdall wrote (or changed) under the project and home, by content, with where each secret was found. */
function leaks(base: string, before: Map<string, number>, secrets: string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(base)) {
    if (before.get(file) === statSync(file).mtimeMs) continue;
    const text = readFileSync(file, 'utf8');
    for (const secret of secrets) {
      // A partial leak counts: any 8 consecutive characters of the secret.
      for (let i = 0; i + 8 <= secret.length; i++) {
        if (text.includes(secret.slice(i, i + 8))) {
          found.push(`${file.slice(base.length)} contains ${JSON.stringify(secret.slice(i, i + 8))} of ${JSON.stringify(secret)}:\n${text}`);
          break;
        }
      }
    }
  }
  return found;
}

function snapshot(dir: string): Map<string, number> {
  return new Map(filesUnder(dir).map((f) => [f, statSync(f).mtimeMs]));
}

interface Case {
  command: string;
  secrets: string[];
}

function generate(seed: number, count: number): Case[] {
  const random = seededRandom(seed);
  const commands = [...dangerous().map((c) => c.command), ...everyday().map((c) => c.command)];
  return Array.from({ length: count }, () => {
    const secret = secretValue(random);
    const command = credentialPiece(random, secret, pick(random, commands));
    return { command, secrets: secretsIn(command, secret) };
  });
}

function projectWithHome(t: TestContext): { p: TempProject; base: string; home: string } {
  // The project sits in the system temp folder: with temp writes allowed, a write to its home would not be a block.
  const p = tempProject(t, '[heimdall]\nescalate_after = 1\nallow_temp_writes = false\n');
  const base = join(p.root, '..');
  const home = join(base, 'home');
  mkdirSync(join(home, '.ssh'), { recursive: true });
  return { p, base, home };
}

/** Where any 8 consecutive characters of a secret occur in `text`. */
function leaksIn(where: string, text: string, secrets: string[]): string[] {
  return secrets.flatMap((secret) => {
    for (let i = 0; i + 8 <= secret.length; i++)
      if (text.includes(secret.slice(i, i + 8))) return [`${where} contains ${JSON.stringify(secret.slice(i, i + 8))} of ${JSON.stringify(secret)}:\n${text}`];
    return [];
  });
}

interface HookRun {
  wrote: boolean;
  /** The files the call created, relative to the folder holding the project and home. */
  written: string[];
  leaked: string[];
  exitCode: number;
}

/**
 * One Bash call through the hook in-process, in a fresh project and home: the files it wrote, and
 * where `secrets` leaked, in those files or in the reason given to the model (stdout and stderr,
 * which the client keeps in its transcript).
 */
async function hookInProcess(t: TestContext, command: string, secrets: string[]): Promise<HookRun> {
  const { p, base, home } = projectWithHome(t);
  const before = snapshot(base);
  const env = { HOME: home, PATH: process.env.PATH ?? '' };
  const result = await runHook(
    hookInput('Bash', { command }, p.worktree),
    { context: null, project: p.root },
    { env, processCwd: p.worktree, clock: new ManualClock(Date.UTC(2026, 11, 1)), fs: diskFsView },
  );
  const written = filesUnder(base)
    .filter((f) => !before.has(f))
    .map((f) => f.slice(base.length));
  const leaked = [...leaks(base, before, secrets), ...leaksIn('stdout', result.stdout, secrets), ...leaksIn('stderr', result.stderr, secrets)];
  return { wrote: written.length > 0, written, leaked, exitCode: result.exitCode };
}

const SEED = Number(process.env.HEIMDALL_SEED ?? 20261201);

describe('no secret value reaches a file Heimdall writes', () => {
  it('holds for generated credential assignments, flags, headers, URL userinfo and query parameters inside everyday and dangerous commands', async (t) => {
    const cases = generate(SEED, 300);
    const failures: string[] = [];
    let logged = 0;
    for (const [i, c] of cases.entries()) {
      const { wrote, leaked } = await hookInProcess(t, c.command, c.secrets);
      if (wrote) logged++;
      if (leaked.length > 0) failures.push(`case ${i} (HEIMDALL_SEED=${SEED}): ${c.command}\n${leaked.join('\n')}`);
    }
    // The property says something only if most generated calls were logged (blocked or audited).
    assert.ok(logged > cases.length / 2, `only ${logged} of ${cases.length} calls wrote anything`);
    assert.deepEqual(failures.slice(0, 5), [], `${failures.length} of ${cases.length} calls leaked a secret`);
  });

  it('holds for every labelled secret form in every writer: the audit line, the block counter, the escalation reason and the reason the model is given', async (t) => {
    const rows = [...dangerous(), ...everyday()].flatMap((row) => ('secret' in row && typeof row.secret === 'string' ? [{ ...row, secret: row.secret }] : []));
    assert.ok(rows.length >= 50, `${rows.length} labelled cases with a secret`);
    const writers = {
      audit: '/project/_vibe-chain-output/heimdall-audit.log',
      counter: '/project/_vibe-chain-output/worker-inbox/anvil/.FORGE-3.heimdall-blocks',
      escalation: '/project/_vibe-chain-output/worker-inbox/anvil/FORGE-3.escalation',
    };
    for (const row of rows) {
      const run = await hookInProcess(t, row.command, [row.secret]);
      // escalate_after = 1: a block goes through every writer at once; an audited allow writes its audit line.
      const expected = row.expect === 'block' ? Object.values(writers) : [writers.audit];
      assert.deepEqual(run.written.filter((f) => expected.includes(f)).sort(), [...expected].sort(), `writers for ${row.command}`);
      assert.equal(run.exitCode, row.expect === 'block' ? 2 : 0, row.command);
      assert.deepEqual(run.leaked, [], row.command);
    }
  });

  it('holds through the real bundled hook process', async (t) => {
    for (const c of generate(SEED + 1, 12)) {
      const { p, base, home } = projectWithHome(t);
      const before = snapshot(base);
      const env: NodeJS.ProcessEnv = { HOME: home, PATH: process.env.PATH ?? '' };
      const result = await runHeimdall(t, hookInput('Bash', { command: c.command }, p.worktree), ['--project', p.root], env);
      assert.ok(result.code === 0 || result.code === 2, result.stderr);
      assert.deepEqual(leaks(base, before, c.secrets), [], c.command);
    }
  });
});

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { sandboxCheck } from '../../src/doctor/sandbox-check.js';
import { excludePlaceholders, lastingPlaceholders, sandboxDecision, sessionSandbox } from '../../src/workers/worker-sandbox.js';
import { onCleanup } from '../helpers/cleanup.js';

const there = { available: true, missing: null };
const absent = { available: false, missing: 'bwrap and socat not on PATH' };

async function repo(t: import('node:test').TestContext): Promise<{ root: string; linked: string }> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'vibe-chain-sandbox-')));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '-q', '--allow-empty', '-m', 'start');
  const linked = join(root, 'trees', 'T-1');
  git('worktree', 'add', '-q', linked, '-b', 'T-1');
  return { root, linked };
}

describe('which sandbox a session gets', () => {
  test('required refuses without the sandbox, best-effort runs unconfined and says so, off never asks', () => {
    assert.deepEqual(sandboxDecision('required', there).on, true);
    const refused = sandboxDecision('required', absent);
    assert.deepEqual([refused.on, refused.refused], [false, true]);
    assert.match(refused.why, /required.*bwrap and socat not on PATH.*best-effort/);
    assert.deepEqual([sandboxDecision('best-effort', absent).on, sandboxDecision('best-effort', absent).refused], [false, false]);
    assert.equal(sandboxDecision('off', there).on, false);
  });

  test('a required sandbox that cannot run throws unavailable; off gives no settings', async () => {
    const request = { projectRoot: '/p', agent: 'anvil', folder: '/p', config: DEFAULT_CONFIG, env: {} };
    await assert.rejects(sessionSandbox({ ...request, platform: absent }), { code: 'unavailable' });
    const off = await sessionSandbox({ ...request, config: { ...DEFAULT_CONFIG, heimdall: { ...DEFAULT_CONFIG.heimdall, sandbox: 'off' } }, platform: there });
    assert.equal(off.settings, null);
  });

  test('doctor: FAIL when required cannot run and forge starts sessions, OK when it starts none, WARN when off', () => {
    assert.equal(sandboxCheck({ mode: 'required', platform: absent, used: true }).status, 'FAIL');
    assert.equal(sandboxCheck({ mode: 'required', platform: absent, used: false }).status, 'OK');
    assert.equal(sandboxCheck({ mode: 'off', platform: there, used: true }).status, 'WARN');
    assert.equal(sandboxCheck({ mode: 'required', platform: there, used: true }).status, 'OK');
    const shared = sandboxCheck({ mode: 'required', platform: there, used: true, shared: { '.': ['anvil', 'furnace'] } });
    assert.equal(shared.status, 'WARN');
    assert.match(shared.message, /anvil, furnace start in one folder/);
  });
});

describe('the git folder and the stand-ins', () => {
  test("a linked worktree's common git folder is outside it and writable; the main worktree's is inside; no repository, none", async (t) => {
    const { root, linked } = await repo(t);
    const writable = async (folder: string) => {
      const session = await sessionSandbox({ projectRoot: root, agent: 'anvil', folder, config: DEFAULT_CONFIG, env: { HOME: '/home/w' }, platform: there });
      return { gitDir: session.gitDir, allowWrite: (session.settings!.sandbox as { filesystem: { allowWrite: string[] } }).filesystem.allowWrite };
    };
    const outerGit = (allowWrite: string[]) => allowWrite.filter((path) => path.endsWith('/.git'));
    const linkedSession = await writable(linked);
    assert.equal(linkedSession.gitDir, join(root, '.git'));
    assert.deepEqual(outerGit(linkedSession.allowWrite), [join(root, '.git')]);
    const rootSession = await writable(root);
    assert.equal(rootSession.gitDir, join(root, '.git'), 'its excludes still go there');
    assert.deepEqual(outerGit(rootSession.allowWrite), [], 'inside the folder, already writable');
    const plain = await realpath(await mkdtemp(join(tmpdir(), 'vibe-chain-plain-')));
    onCleanup(t, () => rm(plain, { recursive: true, force: true }));
    const plainSession = await writable(plain);
    assert.deepEqual([plainSession.gitDir, outerGit(plainSession.allowWrite)], [null, []]);
  });

  test('the stand-ins go into the common info/exclude once, after what is there, and git add -A then skips them', async (t) => {
    const { root, linked } = await repo(t);
    const exclude = join(root, '.git', 'info', 'exclude');
    await mkdir(join(root, '.git', 'info'), { recursive: true });
    await writeFile(exclude, '*.mine');
    assert.equal((await excludePlaceholders(join(root, '.git'))).length, 24);
    assert.deepEqual(await excludePlaceholders(join(root, '.git')), []);
    const text = await readFile(exclude, 'utf8');
    assert.match(text, /^\*\.mine\n# forge: /);
    await writeFile(join(linked, '.bashrc'), '');
    await mkdir(join(linked, '.claude'));
    await writeFile(join(linked, '.claude', 'settings.json'), '');
    await writeFile(join(linked, 'work.txt'), 'w');
    execFileSync('git', ['add', '-A'], { cwd: linked });
    assert.equal(execFileSync('git', ['diff', '--cached', '--name-only'], { cwd: linked, encoding: 'utf8' }), 'work.txt\n');
  });

  test('the placeholders are created empty where missing, and nothing that is there is touched', async (t) => {
    const { root, linked } = await repo(t);
    await mkdir(join(linked, '.claude', 'agents'), { recursive: true });
    await writeFile(join(linked, '.bashrc'), 'mine\n');
    const created = await lastingPlaceholders(linked);
    assert.ok(!created.includes('.bashrc') && !created.includes('.claude/agents'));
    assert.ok(created.includes('.claude/settings.json') && created.includes('.mcp.json'));
    assert.equal(await readFile(join(linked, '.bashrc'), 'utf8'), 'mine\n');
    assert.ok((await stat(join(linked, '.claude', 'agents'))).isDirectory());
    assert.equal((await stat(join(linked, '.mcp.json'))).size, 0);
    assert.deepEqual(await lastingPlaceholders(linked), [], 'a second run creates nothing');
    await excludePlaceholders(join(root, '.git'));
    await writeFile(join(linked, 'work.txt'), 'w');
    execFileSync('git', ['add', '-A'], { cwd: linked });
    assert.equal(execFileSync('git', ['status', '--porcelain'], { cwd: linked, encoding: 'utf8' }), 'A  work.txt\n', 'the placeholders are not staged');
  });
});

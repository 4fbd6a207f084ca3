import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { type CheckResult, daemonCheck, inotifyCheck, nodeCheck } from '../../src/doctor/checks.js';
import { onCleanup } from '../helpers/cleanup.js';
import { inboxPath, taskMarkdown, tempProject } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from '../parties/run-forge.js';

/** A pid that certainly belongs to no running process: one that just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('forge doctor', () => {
  test('warns of a task key a typo away from a known one and of an inbox folder no roster names, naming the fix', async (t) => {
    const root = await tempProject(t);
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'furnance'), { recursive: true });
    await writeFile(inboxPath(root, 'furnance', 'T-1.md'), taskMarkdown(root, 'T-1', 'furnance', { urgncy: 'high' }));
    const run = await runForgeJson(root, ['doctor']);
    const check = (run.json.checks as CheckResult[]).find((c) => c.check === 'task keys')!;
    assert.equal(check.status, 'WARN', JSON.stringify(check));
    assert.match(check.message, /worker-inbox\/furnance\/T-1\.md: field "agent" agent is in no roster: .*did you mean "furnace"\?/);
    assert.match(check.message, /worker-inbox\/furnance\/T-1\.md: field "urgncy" unknown key, likely a misspelling: expected "urgency"/);
  });

  test('a project broken on purpose gets a FAIL, with its fix, for every problem it has', async (t) => {
    const root = await tempProject(t, '[daemon]\nsettle = "1ms"\n');
    // A task that fails its schema, and a picked-up task whose worktree has no Heimdall.
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil'), { recursive: true });
    await writeFile(inboxPath(root, 'anvil', 'BAD-1.md'), '---\nstory_id: BAD-1\nagent: anvil\n---\nno required fields\n');
    await mkdir(join(root, 'trees', 'w1', '.claude'), { recursive: true });
    // Hooks a claim wrote before they belonged to the session: they name the agent and the story.
    await writeFile(
      join(root, 'trees', 'w1', '.claude', 'settings.local.json'),
      JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: `forge hook stop --agent furnace --project ${root}` }] }] } }),
    );
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox', 'furnace'), { recursive: true });
    await writeFile(inboxPath(root, 'furnace', 'WORK-1.md'), taskMarkdown(root, 'WORK-1', 'furnace', { worktree_path: join(root, 'trees', 'w1') }));
    await writeFile(inboxPath(root, 'furnace', 'WORK-1.picked-up'), `agent: furnace\nat: "${new Date().toISOString()}"\n`);
    const once = await runForge(root, ['start', '--once']);
    assert.equal(once.code, 0, once.stderr);

    // Then: a bad key type, the port held by another program, handoffs/ a file, a stale lock, a stray claim.
    const squatter = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    onCleanup(t, () => new Promise<void>((resolve) => squatter.close(() => resolve())));
    await writeFile(join(root, '_vibe-chain', 'config.yaml'), `forge:\n  dashboard_port: ${(squatter.address() as { port: number }).port}\n`);
    await writeFile(join(root, '_vibe-chain', 'config.toml'), '[daemon]\nsettle = "1ms"\n\n[timeouts]\norphan = true\n');
    await rm(join(root, '_vibe-chain-output', 'handoffs'), { recursive: true });
    await writeFile(join(root, '_vibe-chain-output', 'handoffs'), 'a file where the folder should be\n');
    // A lease left by a daemon of this host that was killed: not released, its pid gone.
    const dead = { pid: await deadPid(), host: hostname(), since: '2026-04-01T12:00:00Z' };
    const lease = { ...dead, holder: 'h-dead', boot_id: null, epoch: 2, counter: 7, ttl_ms: 10_000, project_id: 'p', place: null, renewed_at: dead.since };
    await writeFile(join(root, '_vibe-chain-output', 'lease', 'epoch-2.json'), JSON.stringify(lease));
    await writeFile(join(root, '_vibe-chain-output', '.forge-daemon.json'), JSON.stringify(dead));
    await writeFile(inboxPath(root, 'anvil', 'GHOST-1.picked-up'), 'agent: anvil\n');

    const run = await runForgeJson(root, ['doctor']);
    assert.equal(run.code, 1);
    const checks = new Map((run.json.checks as CheckResult[]).map((check) => [check.check, check]));
    const expectFail = (name: string, message: RegExp, fix: RegExp) => {
      const check = checks.get(name)!;
      assert.equal(check.status, 'FAIL', `${name}: ${JSON.stringify(check)}`);
      assert.match(check.message, message, name);
      assert.match(check.fix ?? '', fix, name);
    };
    expectFail('config', /_vibe-chain\/config\.toml:5: field "timeouts\.orphan"/, /fix that key/);
    expectFail('folders', /_vibe-chain-output\/handoffs is not a folder/, /writable folder/);
    expectFail('daemon', /stale lock: pid \d+ on .* is not running/, /forge start takes it over/);
    expectFail('port', /in use by another program/, /dashboard_port/);
    expectFail('claims', /worker-inbox\/anvil\/GHOST-1\.picked-up/, /rm /);
    expectFail('tasks', /BAD-1/, /fix each task file/);
    expectFail('heimdall', /trees\/w1 \(WORK-1\)/, /forge hooks install --worktree .*trees\/w1/);
    assert.equal(checks.get('transcripts')!.status, 'WARN');
    assert.deepEqual([checks.get('node')!.status, checks.get('inotify')!.status], ['OK', 'OK']);

    const text = await runForge(root, ['doctor']);
    assert.equal(text.code, 1);
    assert.equal(text.stdout.trim().split('\n').length, checks.size, 'one line per check');
    assert.match(text.stdout, /^FAIL daemon +stale lock/m);
  });

  test("checks the transcripts folder of each managed worker whose env gives it a HOME of its own, not only the daemon's", async (t) => {
    const root = await tempProject(t);
    const workerHome = join(root, 'homes', 'anvil');
    await writeFile(
      join(root, '_vibe-chain', 'config.toml'),
      `[supervisor]\nenabled = true\nworkers = ["anvil", "furnace"]\n[workers.anvil]\ntask_types = ["frontend"]\nenv = { HOME = ${JSON.stringify(workerHome)} }\n[workers.furnace]\ntask_types = ["backend"]\n`,
    );
    // The daemon's own HOME (the project, for runForge) has run Claude Code before.
    await mkdir(join(root, '.claude', 'projects'), { recursive: true });
    const transcripts = async () => ((await runForgeJson(root, ['doctor'])).json.checks as CheckResult[]).find((check) => check.check === 'transcripts')!;
    const before = await transcripts();
    assert.equal(before.status, 'WARN', JSON.stringify(before));
    assert.match(before.message, new RegExp(`managed worker\\(s\\) anvil at ${join(workerHome, '.claude', 'projects')}`));
    assert.doesNotMatch(before.message, /furnace/, "furnace's sessions write under the daemon's HOME");
    assert.match(before.fix ?? '', /\[workers\.NAME\] env/);

    await mkdir(join(workerHome, '.claude', 'projects'), { recursive: true });
    const after = await transcripts();
    assert.equal(after.status, 'OK', JSON.stringify(after));
    assert.match(after.message, new RegExp(`${join(workerHome, '.claude', 'projects')} \\(anvil\\)`));
  });

  test('a healthy project after forge init has no FAIL', async (t) => {
    const root = await tempProject(t);
    await rm(join(root, '_vibe-chain'), { recursive: true });
    assert.equal((await runForge(root, ['init', root])).code, 0);
    // Other suites run daemons on the default port at the same time; a healthy project has its own.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await writeFile(join(root, '_vibe-chain', 'config.yaml'), `forge:\n  dashboard_port: ${port}\n`);
    const run = await runForgeJson(root, ['doctor']);
    assert.equal(run.code, 0, JSON.stringify(run.json));
    assert.ok((run.json.checks as CheckResult[]).every((check) => check.status !== 'FAIL'));
  });

  test('warns when git tracks derived memory, with the command that untracks it, and is quiet once it is untracked', async (t) => {
    const root = await tempProject(t);
    const privacy = async () => ((await runForgeJson(root, ['doctor'])).json.checks as CheckResult[]).find((check) => check.check === 'privacy')!;
    const outside = await privacy();
    assert.deepEqual([outside.status, outside.message], ['OK', 'not in a git checkout: nothing is committed']);
    assert.equal(spawnSync('git', ['init', '-q', root]).status, 0);
    await mkdir(join(root, '_vibe-chain-output', 'exchanges', 'session-1'), { recursive: true });
    await writeFile(join(root, '_vibe-chain-output', 'exchanges', 'session-1', 'exchange.md'), 'a prompt with a secret\n');
    assert.equal(spawnSync('git', ['-C', root, 'add', '-f', '_vibe-chain-output/exchanges']).status, 0);
    const tracked = await privacy();
    assert.equal(tracked.status, 'WARN');
    assert.match(tracked.message, /1 file\(s\) of derived memory .* tracked by git: _vibe-chain-output\/exchanges\/session-1\/exchange\.md/);
    assert.match(tracked.fix!, /^git rm -r --cached -- _vibe-chain-output\/exchanges\//);
    const fix = tracked.fix!.split(' and ')[0]!.split(' ');
    assert.equal(spawnSync(fix[0]!, ['-C', root, ...fix.slice(1)]).status, 0);
    const untracked = await privacy();
    assert.deepEqual([untracked.status, untracked.message], ['OK', 'nothing under _vibe-chain-output/exchanges/ is tracked by git']);
  });

  test('the checks no test project can break on this machine fail on the facts that would break them', () => {
    assert.equal(nodeCheck('20.18.1').status, 'FAIL');
    assert.match(nodeCheck('18.20.0').fix!, /install Node 20\.19 or newer/);
    assert.equal(nodeCheck('22.1.0').status, 'OK');
    assert.equal(inotifyCheck({ platform: 'linux', mode: 'native', limit: 8192, watched: 9000 }).status, 'FAIL');
    assert.equal(inotifyCheck({ platform: 'linux', mode: 'native', limit: 8192, watched: 5000 }).status, 'WARN');
    assert.equal(inotifyCheck({ platform: 'linux', mode: 'poll', limit: 10, watched: 5000 }).status, 'OK');
    const facts = { lockAgeMs: 60_000, owner: { pid: 1, host: 'here', since: 'x' }, ownerAlive: true, thisHost: 'here', staleMs: 10_000 };
    assert.equal(daemonCheck(facts).status, 'FAIL', 'a live pid whose lock is not refreshed is a hung daemon');
    assert.equal(daemonCheck({ ...facts, lockAgeMs: 1000 }).status, 'OK');
    assert.equal(daemonCheck({ ...facts, lockAgeMs: null }).status, 'WARN');
  });
});

import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HANDOFFS_DIR, HISTORY_FILE, INBOX_DIR } from '../../protocol/paths.js';
import { seededRandom } from '../heimdall/fuzz-input.js';
import { onCleanup } from '../helpers/cleanup.js';
import { type DaemonProcess, spawnDaemon } from '../helpers/daemon-process.js';
import { inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { readTrackingMeanwhile } from '../helpers/tracking-reads.js';

const RACING_CLIENT = fileURLToPath(new URL('../helpers/racing-client.js', import.meta.url));
const CHAOS_CLIENT = fileURLToPath(new URL('../helpers/chaos-client.js', import.meta.url));

/**
 * The stories of one run: 200 in `npm test` (a 2-core machine runs it in well under a minute);
 * `FORGE_CHAOS_STORIES=1000` for the full run. `FORGE_SEED` replays a run.
 */
const STORIES = Number(process.env.FORGE_CHAOS_STORIES ?? 200);
const AGENTS = ['anvil', 'furnace'];
const CONFIG = { '_vibe-chain/config.toml': '[daemon]\nreconcile_interval = "2s"\n', '_vibe-chain/config.yaml': 'forge:\n  daemon:\n    settle: 250ms\n' };

/** Files with names no party of the protocol owns: nobody may remove them. */
const FOREIGN = [
  `${INBOX_DIR}/anvil/notes.txt`,
  `${INBOX_DIR}/anvil/.CHAOS-9.md.tmp`,
  `${INBOX_DIR}/furnace/CHAOS-9.md.4242`,
  `${HANDOFFS_DIR}/README.md`,
  `${HANDOFFS_DIR}/.draft-pr-handoff.md.tmp`,
];

interface ChaosAct {
  action: string;
  file: string;
  id: string | null;
}

interface LedgerRecord {
  story_id: string;
  state: string;
}

async function lines(path: string): Promise<string[]> {
  return (await readFile(path, 'utf8').catch(() => '')).split('\n').filter(Boolean);
}

function spawnClient(t: TestContext, args: string[]): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  onCleanup(t, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return child;
}

describe('chaos at the process level', () => {
  test(`a daemon killed at random, four racing workers and a sentinel run ${STORIES} stories to the end while a chaos process breaks task, signal, handoff and config files`, {
    timeout: 30 * 60_000,
  }, async (t) => {
    const started = Date.now();
    const seed = Number(process.env.FORGE_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const random = seededRandom(seed);
    const say = (message: string) => `seed ${seed} (rerun with FORGE_SEED=${seed} FORGE_CHAOS_STORIES=${STORIES}): ${message}`;
    const root = await tempProject(t);
    for (const [file, text] of Object.entries(CONFIG)) await writeFile(join(root, file), text);
    for (const agent of AGENTS) await mkdir(join(root, INBOX_DIR, agent), { recursive: true });
    for (const file of FOREIGN) await writeFile(join(root, file), `not the daemon's: ${file}\n`);
    const ledgerPath = join(root, HISTORY_FILE);
    const ledger = async () => (await lines(ledgerPath)).map((line) => JSON.parse(line) as LedgerRecord);

    const trackingReads = readTrackingMeanwhile(t, root);

    let daemon: DaemonProcess;
    let chaosExited = false;
    let starts = 0;
    let refusals = 0;
    /** The daemon always comes back: a start refused for a broken config (as PROTOCOL.md 14 says it must be) comes back once an operator fixes it. */
    const startDaemon = async () => {
      for (let attempt = 0; ; attempt += 1) {
        daemon = spawnDaemon(t, root);
        const outcome = await daemon.ready.then(
          () => null,
          (error: Error) => error,
        );
        if (!outcome) {
          await releaseConfig();
          starts += 1;
          return;
        }
        assert.ok(attempt === 0 && /_vibe-chain\/config\.(toml|yaml)/.test(outcome.message), say(`the daemon did not come back: ${outcome.message}`));
        refusals += 1;
        // The operator holds the chaos off the config files (it would otherwise break them again, or
        // put back a broken copy it took earlier, before the daemon has read them), then fixes them.
        await writeFile(join(root, 'hold-config'), '');
        await waitFor(say('the chaos to leave the config files alone'), () => chaosExited || existsSync(join(root, 'hold-config.seen')), 10_000);
        for (const [file, text] of Object.entries(CONFIG)) await writeFile(join(root, file), text);
        holding = true;
      }
    };
    let holding = false;
    const releaseConfig = async () => {
      if (!holding) return;
      holding = false;
      await rm(join(root, 'hold-config'), { force: true });
      await rm(join(root, 'hold-config.seen'), { force: true });
    };
    await startDaemon();

    for (const agent of AGENTS) for (const n of [1, 2]) spawnClient(t, [RACING_CLIENT, 'worker', root, agent, `${agent}-${n}`]);
    spawnClient(t, [RACING_CLIENT, 'sentinel', root]);
    const chaos = spawnClient(t, [CHAOS_CLIENT, root, String(seed), String(Math.ceil(STORIES / 4))]);
    const chaosDone = new Promise((resolve) => (chaos.exitCode !== null ? resolve(null) : chaos.once('exit', resolve)));
    void chaosDone.then(() => {
      chaosExited = true;
    });
    onCleanup(t, () => writeFile(join(root, 'stop'), ''));

    let submitted = 0;
    const ids: string[] = [];
    const submit = async (count: number) => {
      for (let i = 0; i < count && submitted < STORIES; i += 1, submitted += 1) {
        const id = `CH-${String(submitted).padStart(5, '0')}`;
        const agent = AGENTS[submitted % AGENTS.length]!;
        ids.push(id);
        await writeLikeAProducer(inboxPath(root, agent, `${id}.md`), taskMarkdown(root, id, agent));
      }
    };

    // Stories arrive in waves as the ledger grows; the daemon is killed each time the ledger has
    // grown by a random number of lines, at whatever it is doing then.
    const minKills = Math.max(4, Math.ceil(STORIES / 100));
    let kills = 0;
    const touchedSoFar = async () => new Set((await lines(join(root, 'chaos.log'))).map((line) => (JSON.parse(line) as ChaosAct).id));
    while (submitted < STORIES || kills < minKills) {
      const done = (await lines(ledgerPath)).length;
      // A backlog of about 100 open stories, so the next kill mark is always within reach.
      await submit(done + 100 - submitted);
      const nextKill = done + 5 + Math.floor(random() * 30);
      await waitFor(
        say(`the ledger to reach ${nextKill} lines (${kills} kills, ${submitted} submitted)`),
        async () => {
          const records = await ledger();
          if (records.length >= nextKill) return true;
          // Every story is submitted and all those the chaos left alone are finished: nothing more will come.
          if (submitted < STORIES) return false;
          const touched = await touchedSoFar();
          const recorded = new Set(records.map((r) => r.story_id));
          return ids.every((id) => recorded.has(id) || touched.has(id));
        },
        120_000,
      );
      daemon!.child.kill('SIGKILL');
      await daemon!.exited;
      kills += 1;
      await startDaemon();
    }

    // The chaos stops; a person puts the configuration right; every story the chaos did not touch must finish.
    await writeFile(join(root, 'stop-chaos'), '');
    await chaosDone;
    for (const [file, text] of Object.entries(CONFIG)) await writeFile(join(root, file), text);
    const acts = (await lines(join(root, 'chaos.log'))).map((line) => JSON.parse(line) as ChaosAct);
    const touched = new Set(acts.map((act) => act.id).filter((id): id is string => id !== null));
    const untouched = ids.filter((id) => !touched.has(id));
    await waitFor(
      say('every story the chaos did not touch confirmed in the ledger'),
      async () => {
        const confirmed = new Set((await ledger()).filter((r) => r.state === 'confirmed').map((r) => r.story_id));
        return untouched.every((id) => confirmed.has(id));
      },
      180_000,
    );
    await daemon!.ready;
    await writeFile(join(root, 'stop'), '');

    const records = await ledger();
    const confirmedCount = new Map<string, number>();
    for (const r of records) if (r.state === 'confirmed') confirmedCount.set(r.story_id, (confirmedCount.get(r.story_id) ?? 0) + 1);
    const history = (id: string) =>
      `; ledger: ${JSON.stringify(records.filter((r) => r.story_id === id))}; chaos: ${JSON.stringify(acts.filter((act) => act.id === id))}`;
    for (const [id, count] of confirmedCount) assert.equal(count, 1, say(`${id} confirmed ${count} times in the ledger${history(id)}`));
    for (const id of untouched) assert.equal(records.filter((r) => r.story_id === id).length, 1, say(`${id}, untouched by the chaos, is in the ledger once`));

    // Run once: a story the chaos left alone was claimed once, and no story more often than the chaos gave it a reason to.
    const claims = new Map<string, number>();
    for (const name of (await readdir(root)).filter((n) => n.startsWith('claims-')))
      for (const id of await lines(join(root, name))) claims.set(id, (claims.get(id) ?? 0) + 1);
    for (const id of untouched) assert.equal(claims.get(id), 1, say(`${id}, untouched by the chaos, claimed ${claims.get(id) ?? 0} times`));
    const releases = (id: string) => acts.filter((act) => act.id === id && /\.(md|picked-up)$/.test(act.file) && act.action !== 're-create').length;
    for (const [id, count] of claims)
      assert.ok(count <= 1 + releases(id), say(`${id} claimed ${count} times with ${releases(id)} claim or task files taken by the chaos`));

    // Nothing deleted that the protocol does not allow.
    for (const file of FOREIGN) assert.equal(await readFile(join(root, file), 'utf8'), `not the daemon's: ${file}\n`, say(`${file} was touched`));
    const chaosFiles = new Set(acts.map((act) => act.file));
    const handoffs = new Set(await readdir(join(root, HANDOFFS_DIR)));
    for (const id of claims.keys()) {
      const handoff = `${id}-pr-handoff.md`;
      if (!chaosFiles.has(`${HANDOFFS_DIR}/${handoff}`)) assert.ok(handoffs.has(handoff), say(`${handoff} is gone; handoffs are never removed`));
    }
    const tracking = await readTracking(root);
    const tasksLeft = new Map<string, string>();
    for (const agent of AGENTS)
      for (const name of await readdir(join(root, INBOX_DIR, agent)))
        if (name.endsWith('.md') && !name.startsWith('.')) tasksLeft.set(name.slice(0, -3), agent);
    for (const id of ids) {
      if (tasksLeft.has(id)) {
        // Still there (the chaos broke or stalled it): tracked, or recorded.
        assert.ok(tracking?.tasks[id] || confirmedCount.has(id), say(`${id} has a task file but is neither tracked nor confirmed`));
      } else {
        const takenByChaos = acts.some((act) => act.id === id && act.file.endsWith(`/${id}.md`) && act.action !== 're-create');
        assert.ok(confirmedCount.has(id) || takenByChaos, say(`${id}'s task file is gone, yet it was not confirmed and the chaos did not take it`));
      }
    }
    assert.equal(trackingReads.unparsable(), null, say(`a read of .tracking.json did not parse: ${trackingReads.unparsable()}`));
    assert.ok(trackingReads.count() > 50, say(`only ${trackingReads.count()} reads of .tracking.json`));
    assert.ok(kills >= minKills, say(`only ${kills} kills`));

    const byAction = new Map<string, number>();
    for (const act of acts) byAction.set(act.action, (byAction.get(act.action) ?? 0) + 1);
    t.diagnostic(
      `seed ${seed}: ${STORIES} stories, ${confirmedCount.size} confirmed (${untouched.length} untouched by the chaos, all confirmed once), ` +
        `${touched.size} touched; ${acts.length} chaos acts (${[...byAction].map(([a, n]) => `${a} ${n}`).join(', ')}); ` +
        `${kills} SIGKILLs, ${starts} starts, ${refusals} starts refused for a broken config; ${trackingReads.count()} tracking reads, all parsed; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
});

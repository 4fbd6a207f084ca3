import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { DAEMON_TEMP_MIN_AGE_MS, daemonTempTarget } from '../../protocol/daemon-temp-files.js';
import { HANDOFFS_DIR, INBOX_DIR, OUTPUT_DIR, READ_CACHE_DIR, SUPERVISOR_DIR } from '../../protocol/paths.js';
import { seededRandom } from '../heimdall/fuzz-input.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';

const OLD = new Date(Date.now() - 2 * DAEMON_TEMP_MIN_AGE_MS);

/** Temps the daemon's own writes would leave, each next to the file it would have become. */
const DAEMON_TEMPS = [
  `${INBOX_DIR}/anvil/OLD-1.context.json.3761332207`,
  `${INBOX_DIR}/anvil/OLD-1.orphaned.12`,
  `${INBOX_DIR}/anvil/OLD-1.timeout.4294967295`,
  `${INBOX_DIR}/.tracking.json.987654`,
  `${HANDOFFS_DIR}/OLD-1-escalation-handoff.md.55`,
  `${OUTPUT_DIR}/.forge-daemon.json.77`,
  `${READ_CACHE_DIR}/reads.json.1234`,
  `${SUPERVISOR_DIR}/anvil.settings.json.4048262324`,
  '.forge/lab-relay.json.99',
];

/** Other writers' temps and files with temp-like names: old, yet never the daemon's to remove. */
const OTHERS = [
  `${INBOX_DIR}/anvil/OLD-1.md.3761332207`,
  `${INBOX_DIR}/anvil/OLD-1.picked-up.5`,
  `${INBOX_DIR}/anvil/OLD-1.confirmed.6`,
  `${INBOX_DIR}/anvil/OLD-1.escalation.7`,
  `${INBOX_DIR}/anvil/.OLD-1.md.tmp`,
  `${INBOX_DIR}/anvil/OLD-1.context.json.tmp-42`,
  `${INBOX_DIR}/Anvil/OLD-1.context.json.8`,
  `${INBOX_DIR}/.history.jsonl.9`,
  `${HANDOFFS_DIR}/OLD-1-pr-handoff.md.10`,
  `${HANDOFFS_DIR}/OLD-1-error-handoff.md.11`,
  '_vibe-chain/config.toml.12',
  `${OUTPUT_DIR}/exchanges/s1/e1.md.13`,
  `${SUPERVISOR_DIR}/worker-hooks.log.14`,
  `${SUPERVISOR_DIR}/Anvil.settings.json.15`,
  '.forge/lab-stories.json.16',
];

async function plant(root: string, paths: string[], at: Date): Promise<void> {
  for (const path of paths) {
    const absolute = join(root, path);
    await mkdir(dirname(absolute), { recursive: true });
    await writeFile(absolute, `left by someone: ${path}\n`);
    await utimes(absolute, at, at);
  }
}

async function exists(path: string): Promise<boolean> {
  return readFile(path).then(
    () => true,
    () => false,
  );
}

/** The daemon's temps present now, found by the same rule the daemon uses. */
async function daemonTempsIn(root: string): Promise<string[]> {
  const found: string[] = [];
  const folders = [
    INBOX_DIR,
    HANDOFFS_DIR,
    OUTPUT_DIR,
    READ_CACHE_DIR,
    ...(await readdir(join(root, INBOX_DIR)).catch(() => [])).map((name) => `${INBOX_DIR}/${name}`),
  ];
  for (const folder of folders) {
    for (const name of await readdir(join(root, folder)).catch(() => [])) if (daemonTempTarget(`${folder}/${name}`)) found.push(`${folder}/${name}`);
  }
  return found;
}

describe('temp files left by a daemon killed mid-write', () => {
  test("a start holding the project lock removes the daemon's own temps however young, keeps one written after it took the lock until it is old enough, and never touches another writer's", async (t) => {
    const root = await tempProject(t);
    await plant(root, DAEMON_TEMPS, OLD);
    await plant(root, OTHERS, OLD);
    // Left a moment ago by a daemon killed mid-write: no write of the daemon about to start.
    const young = `${INBOX_DIR}/anvil/CR-215.context.json.4048262324`;
    await plant(root, [young], new Date());

    const { daemon, logger } = await startTestDaemon(t, root, { watch: false });
    for (const path of [...DAEMON_TEMPS, young]) assert.equal(await exists(join(root, path)), false, `${path} is still there`);
    for (const path of OTHERS) assert.equal(await readFile(join(root, path), 'utf8'), `left by someone: ${path}\n`, `${path} was touched`);
    assert.ok(
      logger.lines.some((line) => line.startsWith(`removed ${DAEMON_TEMPS.length + 1} temp file(s) left by an interrupted write`)),
      logger.lines.join('\n'),
    );

    // One that appears while this daemon runs may be a write of its own under way.
    const fresh = `${INBOX_DIR}/anvil/NEW-1.context.json.31337`;
    await plant(root, [fresh], new Date(Date.now() + 1_000));
    await daemon.reconcile();
    assert.ok(await exists(join(root, fresh)), 'a temp written since the lock was taken and younger than the safe age may be a write under way');
    await utimes(join(root, fresh), OLD, OLD);
    await daemon.reconcile();
    assert.equal(await exists(join(root, fresh)), false, 'the next reconcile removes it once it is old');
    for (const path of OTHERS) assert.ok(await exists(join(root, path)), path);
  });

  test("after SIGKILLs at random moments of a busy run, a restart removes the temps the kills left and leaves the tasks and others' files alone", async (t) => {
    const seed = Number(process.env.FORGE_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const random = seededRandom(seed);
    const say = (message: string) => `seed ${seed} (rerun with FORGE_SEED=${seed}): ${message}`;
    const root = await tempProject(t);
    await plant(root, OTHERS, OLD);
    const agents = ['anvil', 'furnace'];
    let submitted = 0;
    const submit = async (count: number) => {
      for (let i = 0; i < count; i += 1, submitted += 1) {
        const id = `BUSY-${String(submitted).padStart(5, '0')}`;
        const agent = agents[submitted % agents.length]!;
        await writeLikeAProducer(inboxPath(root, agent, `${id}.md`), taskMarkdown(root, id, agent));
      }
    };
    const contexts = async () => {
      let count = 0;
      for (const agent of agents)
        count += (await readdir(join(root, INBOX_DIR, agent)).catch(() => [])).filter((name) => name.endsWith('.context.json')).length;
      return count;
    };

    const leftovers = new Set<string>();
    let present: string[] = [];
    let kills = 0;
    // Each life of the daemon starts on a burst of tasks it has not seen (its first reconcile writes
    // their contexts) while more keep arriving, and is killed once a random share of them is written.
    // Each start removes what the kill before it left, so the lives go on until the last one left some.
    while (kills < 3 || (present.length === 0 && kills < 30)) {
      await submit(200);
      const before = await contexts();
      const daemon = spawnDaemon(t, root);
      let arriving = true;
      const arrivals = (async () => {
        for (let burst = 0; arriving && burst < 30; burst += 1) await submit(5);
      })();
      const target = before + 1 + Math.floor(random() * 220);
      await waitFor(
        say(`${target - before} new contexts or the daemon ready`),
        async () => (await contexts()) >= target || /forge daemon ready/.test(daemon.output()),
        60_000,
      );
      daemon.child.kill('SIGKILL');
      await daemon.exited;
      arriving = false;
      await arrivals;
      kills += 1;
      present = await daemonTempsIn(root);
      for (const path of present) leftovers.add(path);
    }
    assert.ok(present.length > 0, say(`${kills} kills left no temp file to clean up`));

    // Seconds old at most: the restarted daemon holds the lock, so no other daemon can be writing them.
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    // Only the leftovers: the restarted daemon's own writes (its read cache, the tracking file) may be under way.
    for (const path of present) assert.equal(await exists(join(root, path)), false, say(`${path} is still there after the restart`));
    assert.match(daemon.output(), new RegExp(`removed ${present.length} temp file\\(s\\) left by an interrupted write`), say(daemon.output()));
    for (const path of OTHERS) assert.equal(await readFile(join(root, path), 'utf8'), `left by someone: ${path}\n`, say(`${path} was touched`));
    const tracking = await readTracking(root);
    assert.equal(Object.keys(tracking?.tasks ?? {}).length, submitted, say('every task submitted is tracked'));
    for (const agent of agents) {
      const names = await readdir(join(root, INBOX_DIR, agent));
      const tasks = names.filter((name) => name.endsWith('.md')).length;
      assert.equal(names.filter((name) => name.endsWith('.context.json')).length, tasks, say(`${agent}: a context for each task`));
    }
    t.diagnostic(
      `seed ${seed}: ${kills} kills, ${submitted} tasks, ${leftovers.size} temps seen after kills, ${present.length} removed by the restart (${present.slice(0, 3).join(', ')})`,
    );
  });
});

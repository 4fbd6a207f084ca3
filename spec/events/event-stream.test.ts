import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { systemClock } from '../../src/clock.js';
import { ConfigHolder } from '../../src/daemon/config-holder.js';
import { startDaemon } from '../../src/daemon/daemon.js';
import { agentDisplayName, taskTitle } from '../../src/events/event-names.js';
import { eventStreamService } from '../../src/events/event-stream-service.js';
import { ForgeEvent } from '../../src/events/forge-event.js';
import { onCleanup } from '../helpers/cleanup.js';
import { handoffMarkdown, handoffPath, inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { captureLogger } from '../helpers/test-daemon.js';
import { FORGE_BIN, freePort, readJsonLines, spawnChild } from '../lab/lab-fixture.js';
import { testHub } from './hub-server.js';

const TOKEN = 'tok-3f9c-never-written';

async function allFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await allFiles(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** Writes a task, claims it, hands it off: what a dispatcher and a worker do, by files alone. */
async function runStory(root: string, id: string): Promise<void> {
  await writeLikeAProducer(inboxPath(root, 'anvil', `${id}.md`), taskMarkdown(root, id));
  await waitFor(`${id} submitted`, async () => (await readTracking(root))?.tasks[id]?.state === 'submitted', 30_000);
  await writeFile(inboxPath(root, 'anvil', `${id}.picked-up`), `agent: anvil\nsession_id: s-${id}\nat: "${new Date().toISOString()}"\n`, { flag: 'wx' });
  await waitFor(`${id} picked up`, async () => (await readTracking(root))?.tasks[id]?.state === 'picked_up', 30_000);
  await writeLikeAProducer(handoffPath(root, id), handoffMarkdown(id));
  await waitFor(`${id} handed off`, async () => (await readTracking(root))?.tasks[id]?.state === 'handed_off', 30_000);
}

describe('the event stream from the daemon to the lab hub', () => {
  test('a real daemon posts each event with the bearer token, keeps them in events.jsonl, and writes the token nowhere', async (t) => {
    const hub = await testHub(t);
    const root = await tempProject(
      t,
      `[forge]\nproject_id = "ev demo"\ndashboard_port = ${await freePort()}\n\n[timeouts]\norphan = "1s"\n\n[lab]\nhub_url = "${hub.url}/"\n`,
    );
    const daemon = spawnChild(t, [FORGE_BIN, 'start', '--project', root], {
      ...process.env,
      HOME: root,
      XDG_CONFIG_HOME: root,
      VIBE_LAB_FORGE_TOKEN: TOKEN,
    });
    await waitFor('the daemon ready', () => /forge daemon ready/.test(daemon.output()), 60_000);

    await writeLikeAProducer(inboxPath(root, 'anvil', '.heartbeat'), '');
    await runStory(root, 'EV-1');
    await writeLikeAProducer(inboxPath(root, 'pixel', 'EV-2.md'), taskMarkdown(root, 'EV-2', 'pixel'));
    await waitFor('EV-2 orphaned', async () => (await readTracking(root))?.tasks['EV-2']?.state === 'orphaned', 30_000);
    daemon.child.kill('SIGINT');
    assert.equal(await daemon.exited, 0);

    for (const request of hub.requests) {
      assert.equal(request.path, '/api/projects/ev%20demo/events');
      assert.equal(request.authorization, `Bearer ${TOKEN}`);
      assert.ok(ForgeEvent.safeParse(request.body).success, JSON.stringify(request.body));
    }
    const types = hub.requests.map((r) => `${r.body.type}${r.body.task_id ? ` ${r.body.task_id}` : ''}`);
    for (const expected of [
      'forge-session-started',
      'forge-agent-started',
      'forge-task-started EV-1',
      'forge-task-completed EV-1',
      'forge-task-orphaned EV-2',
      'forge-session-ended',
    ]) {
      assert.ok(types.includes(expected), `${expected} in ${types.join(', ')}`);
    }
    assert.equal(types[0], 'forge-session-started');
    assert.equal(types.at(-1), 'forge-session-ended');
    assert.equal(new Set(hub.requests.map((r) => r.body.session_id)).size, 1, 'one session id for the daemon run');
    // The log's lines are the hub's events plus the epoch of the daemon that wrote them (the hub's envelope is fixed).
    const logged = (await readJsonLines(join(root, '_vibe-chain-output', 'events.jsonl'))) as Array<Record<string, unknown>>;
    assert.deepEqual(
      logged.map((line) => line.lease_epoch),
      logged.map(() => 1),
    );
    assert.deepEqual(
      logged.map(({ lease_epoch: _epoch, ...event }) => event),
      hub.requests.map((r) => r.body),
    );

    for (const file of await allFiles(root)) assert.ok(!(await readFile(file, 'utf8')).includes(TOKEN), `the token is in ${file}`);
    assert.ok(!daemon.output().includes(TOKEN), 'the token is in a log line');
  });

  test('with the hub down or hanging, the daemon reacts to every story as usual and reports the outage with counted warnings', async (t) => {
    for (const hubState of ['down', 'hanging'] as const) {
      const hubUrl = hubState === 'down' ? `http://127.0.0.1:${await freePort()}` : (await testHub(t, 'hang')).url;
      const root = await tempProject(t, `[lab]\nhub_url = "${hubUrl}"\nevents_timeout = "200ms"\nevents_queue = 5\n`);
      const logger = captureLogger();
      const config = await ConfigHolder.load(root, { HOME: root }, logger);
      const daemon = startDaemon({
        projectRoot: root,
        config,
        clock: systemClock,
        logger,
        watch: true,
        lock: true,
        services: [eventStreamService({ VIBE_LAB_FORGE_TOKEN: TOKEN })],
      });
      onCleanup(t, () => daemon.close());
      await daemon.ready;
      for (let n = 1; n <= 8; n++) await runStory(root, `DOWN-${hubState}-${n}`);
      await daemon.close();

      const warnings = logger.lines.filter((line) => line.startsWith('WARN event stream'));
      assert.equal(warnings.filter((w) => /cannot reach/.test(w)).length, 1, `${hubState}: one outage warning\n${warnings.join('\n')}`);
      assert.ok(
        warnings.some((w) => /queue full \(5 events\).*dropped the oldest/.test(w)),
        `${hubState}: a counted drop warning`,
      );
      assert.ok(
        warnings.some((w) => /not delivered .* before shutdown/.test(w)),
        `${hubState}: the undelivered count at shutdown`,
      );
      const local = await readJsonLines(join(root, '_vibe-chain-output', 'events.jsonl'));
      // A set: the daemon may log a transition twice when it re-reads its own tracking file as a hand edit.
      const completed = new Set(local.filter((e) => e.type === 'forge-task-completed').map((e) => e.task_id));
      assert.deepEqual(
        [...completed].sort(),
        Array.from({ length: 8 }, (_, i) => `DOWN-${hubState}-${i + 1}`),
        'every event is still kept locally',
      );
      assert.ok(!logger.lines.join('\n').includes(TOKEN));
    }
  });
});

describe('event metadata names what lab shows', () => {
  test("each task and agent event carries agent_display_name (the adapter's heading) and task_title, beside the fields it had", async (t) => {
    const root = await tempProject(t);
    await writeLikeAProducer(join(root, '_vibe-chain', 'agents', 'forge', 'anvil.md'), '# Anvil, frontend engineer\n\nYou are Anvil.\n');
    const logger = captureLogger();
    const config = await ConfigHolder.load(root, { HOME: root }, logger);
    const daemon = startDaemon({ projectRoot: root, config, clock: systemClock, logger, watch: true, lock: true, services: [eventStreamService({})] });
    onCleanup(t, () => daemon.close());
    await daemon.ready;
    await writeLikeAProducer(inboxPath(root, 'anvil', '.heartbeat'), '');
    await writeLikeAProducer(inboxPath(root, 'anvil', 'MD-1.md'), taskMarkdown(root, 'MD-1', 'anvil', { title: 'Order notes' }));
    await waitFor('MD-1 submitted', async () => (await readTracking(root))?.tasks['MD-1']?.state === 'submitted', 30_000);
    await writeFile(inboxPath(root, 'anvil', 'MD-1.picked-up'), `agent: anvil\nsession_id: s-1\nat: "${new Date().toISOString()}"\n`, { flag: 'wx' });
    await waitFor('MD-1 picked up', async () => (await readTracking(root))?.tasks['MD-1']?.state === 'picked_up', 30_000);
    await writeLikeAProducer(inboxPath(root, 'pixel', 'MD-2.md'), taskMarkdown(root, 'MD-2', 'pixel'));
    await daemon.close();
    const events = await readJsonLines(join(root, '_vibe-chain-output', 'events.jsonl'));
    const started = events.find((event) => event.type === 'forge-task-started');
    assert.ok(started, events.map((event) => event.type).join(', '));
    assert.deepEqual(started.metadata, {
      agent_display_name: 'Anvil',
      task_title: 'Order notes',
      stage: 'dev',
      task_type: 'frontend',
      urgency: 'normal',
      message: (started.metadata as { message: string }).message,
    });
    const agentStarted = events.find((event) => event.type === 'forge-agent-started');
    assert.equal((agentStarted!.metadata as Record<string, unknown>).agent_display_name, 'Anvil');
    for (const event of events) assert.ok(ForgeEvent.safeParse(event).success);
    assert.deepEqual(events.map((event) => event.type).at(-1), 'forge-session-ended', 'session-ended comes after every named event');
  });

  test('a worker without an adapter is named by its name with a capital letter, and a task without a title has task_title null', async (t) => {
    const root = await tempProject(t);
    assert.equal(await agentDisplayName(root, 'pixel', DEFAULT_CONFIG), 'Pixel');
    assert.equal(await taskTitle(root, 'pixel', 'NONE-1', 1000), null);
  });
});

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { epochOfFileName, highestEpoch } from '../../protocol/lease.js';
import { DAEMON_OWNER, HISTORY_FILE, LEASE_DIR, TRACKING_FILE } from '../../protocol/paths.js';
import { handoffMarkdown, handoffPath, inboxPath, readTracking, taskMarkdown, waitFor, writeLikeAProducer } from './temp-project.js';

/**
 * A story's steps as the parties of a simulated host take them: files written through the host's
 * mount (`root`), the daemon's answers read from the file server (`server`), which no cache hides.
 */

export const ledgerIds = async (server: string) =>
  (await readFile(join(server, HISTORY_FILE), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { story_id: string }).story_id);

export async function submit(root: string, server: string, id: string): Promise<void> {
  await writeLikeAProducer(inboxPath(root, 'anvil', `${id}.md`), taskMarkdown(root, id));
  await waitFor(`${id} submitted`, async () => (await readTracking(server))?.tasks[id]?.state === 'submitted');
}

/** Submits a story, claims it and hands it off, then waits until the daemon has it handed off. */
export async function handOff(root: string, server: string, id: string): Promise<void> {
  await submit(root, server, id);
  await writeFile(inboxPath(root, 'anvil', `${id}.picked-up`), `agent: anvil\nat: "${new Date().toISOString()}"\n`, { flag: 'wx' });
  await waitFor(`${id} picked up`, async () => (await readTracking(server))?.tasks[id]?.state === 'picked_up');
  await writeLikeAProducer(handoffPath(root, id), handoffMarkdown(id));
  await waitFor(`${id} handed off`, async () => (await readTracking(server))?.tasks[id]?.state === 'handed_off');
}

export async function confirm(root: string, server: string, id: string): Promise<void> {
  await writeFile(inboxPath(root, 'anvil', `${id}.confirmed`), '');
  await waitFor(`${id} in the ledger and cleaned up`, async () => (await ledgerIds(server)).includes(id) && !(await readTracking(server))?.tasks[id]);
}

/** What the daemons have written, as the file server holds it. */
export async function serverState(server: string) {
  return {
    tracking: await readFile(join(server, TRACKING_FILE), 'utf8'),
    ledger: await readFile(join(server, HISTORY_FILE), 'utf8').catch(() => ''),
    owner: await readFile(join(server, DAEMON_OWNER), 'utf8'),
    // Epoch files only: the holder's renewals pass through temp names beside them.
    epochs: (await readdir(join(server, LEASE_DIR))).filter((name) => epochOfFileName(name) !== null).sort(),
    epoch: highestEpoch(await readdir(join(server, LEASE_DIR))),
  };
}

/** The state once two looks 300 ms apart agree: the daemons wrote what they had to. */
export function settledServerState(server: string) {
  return waitFor('the daemons settled', async () => {
    const first = JSON.stringify(await serverState(server));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await serverState(server);
    return first === JSON.stringify(second) ? second : null;
  });
}

export async function leaseCounter(server: string, epoch: number): Promise<number> {
  return (JSON.parse(await readFile(join(server, LEASE_DIR, `epoch-${epoch}.json`), 'utf8')) as { counter: number }).counter;
}

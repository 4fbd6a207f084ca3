/**
 * The chaos process of the process-level chaos test: `node chaos-client.js PROJECT SEED MAX_ACTIONS`.
 * Every few milliseconds it picks a random task, signal, handoff or config file and renames it
 * away, truncates it, corrupts it in place, deletes it, or re-creates one it took away earlier
 * (seeded, so a failing run can be replayed). Each action is one JSON line in `PROJECT/chaos.log`
 * (`{action, file, id}`), written before the action, so the test can account for every story it
 * touched. The config files must exist, valid, when it starts. It stops after MAX_ACTIONS actions or when `PROJECT/stop` or `PROJECT/stop-chaos` exists.
 * While `PROJECT/hold-config` exists it leaves the config files alone (an operator is putting them
 * right and starting the daemon), and says so by creating `PROJECT/hold-config.seen` before its next act.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../heimdall/fuzz-input.js';

const [project, seedText, maxText] = process.argv.slice(2) as [string, string, string];
const random = seededRandom(Number(seedText));
const maxActions = Number(maxText);
const inbox = join(project, '_vibe-chain-output', 'worker-inbox');
const handoffs = join(project, '_vibe-chain-output', 'handoffs');
const configs = ['_vibe-chain/config.toml', '_vibe-chain/config.yaml'];
/** The valid configuration the test wrote, put back when chaos re-creates a config file. */
const validConfig = new Map(configs.map((file) => [file, readFileSync(join(project, file))]));
const TASK_OR_SIGNAL = /^(.+)\.(md|picked-up|confirmed|orphaned|timeout|escalation)$/;
const HANDOFF = /^(.+)-(pr|error|escalation)-handoff\.md$/;

/** Files chaos took away (renamed aside or deleted), with what is needed to put them back. */
const taken: Array<{ file: string; aside: string | null; content: Buffer }> = [];

const pick = <T>(items: T[]): T | undefined => (items.length === 0 ? undefined : items[Math.floor(random() * items.length)]);

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    // The folder is not there (yet): nothing to pick from it.
    return [];
  }
}

/** Protocol files of stories, relative to the project, with their story id. */
function storyFiles(): Array<{ file: string; id: string }> {
  const found: Array<{ file: string; id: string }> = [];
  for (const agent of list(inbox)) {
    if (agent.startsWith('.')) continue;
    for (const name of list(join(inbox, agent))) {
      const match = TASK_OR_SIGNAL.exec(name);
      if (match && !name.startsWith('.')) found.push({ file: `_vibe-chain-output/worker-inbox/${agent}/${name}`, id: match[1]! });
    }
  }
  for (const name of list(handoffs)) {
    const match = HANDOFF.exec(name);
    if (match) found.push({ file: `_vibe-chain-output/handoffs/${name}`, id: match[1]! });
  }
  return found;
}

function log(action: string, file: string, id: string | null): void {
  appendFileSync(join(project, 'chaos.log'), `${JSON.stringify({ action, file, id })}\n`);
}

function garbage(): Buffer {
  const pieces = [
    '---\nstory_id: [unclosed\n',
    '\u0000\u0001\u0002',
    'not front matter at all\n',
    '---\n---\n',
    '{"json": true}',
    'key: value\nkey: twice\n',
    '\uFFFD\uFFFD',
  ];
  return Buffer.from(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(pieces)!).join(''));
}

/** One random act of chaos; false when nothing was there to act on. */
function act(): boolean {
  const holdConfig = existsSync(join(project, 'hold-config'));
  if (holdConfig && !existsSync(join(project, 'hold-config.seen'))) writeFileSync(join(project, 'hold-config.seen'), '');
  const useConfig = random() < 0.15 && !holdConfig;
  const target = useConfig ? { file: pick(configs)!, id: null } : pick(storyFiles());
  const kind = random();
  const restorable = taken.filter((item) => !(holdConfig && configs.includes(item.file)));
  if (kind < 0.15 && restorable.length > 0) {
    const item = restorable[Math.floor(random() * restorable.length)]!;
    taken.splice(taken.indexOf(item), 1);
    log('re-create', item.file, idOf(item.file));
    if (item.aside && existsSync(join(project, item.aside))) renameSync(join(project, item.aside), join(project, item.file));
    else writeFileSync(join(project, item.file), item.content);
    return true;
  }
  if (!target) return false;
  const path = join(project, target.file);
  let content: Buffer;
  try {
    content = readFileSync(path);
  } catch {
    // Gone since the listing (a config chaos removed earlier, a task cleaned up): nothing to do.
    if (useConfig && kind < 0.3) {
      log('re-create', target.file, null);
      writeFileSync(path, validConfig.get(target.file)!);
      return true;
    }
    return false;
  }
  try {
    if (kind < 0.35) {
      const aside = `${target.file}.chaos-aside`;
      log('rename', target.file, target.id);
      renameSync(path, join(project, aside));
      taken.push({ file: target.file, aside, content });
    } else if (kind < 0.55) {
      log('truncate', target.file, target.id);
      truncateSync(path, Math.floor(random() * content.length));
    } else if (kind < 0.8) {
      log('corrupt', target.file, target.id);
      writeFileSync(path, garbage());
    } else {
      log('delete', target.file, target.id);
      rmSync(path, { force: true });
      taken.push({ file: target.file, aside: null, content });
    }
  } catch (error) {
    // ENOENT: the file went between the read and the act (a cleanup); the log line stays, as an act that may have happened.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return true;
}

function idOf(file: string): string | null {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return TASK_OR_SIGNAL.exec(name)?.[1] ?? HANDOFF.exec(name)?.[1] ?? null;
}

let actions = 0;
const loop = () => {
  if (actions >= maxActions || existsSync(join(project, 'stop')) || existsSync(join(project, 'stop-chaos'))) return;
  if (act()) actions += 1;
  setTimeout(loop, 5 + Math.floor(random() * 40));
};
loop();

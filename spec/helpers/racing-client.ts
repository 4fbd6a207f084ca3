/**
 * A protocol client run as its own process by the crash and race tests: `worker` claims tasks of
 * one agent by exclusive create and hands them off; `sentinel` confirms every handoff it sees.
 * Both use plain file operations only and stop when `<project>/stop` exists.
 * Usage: node racing-client.js worker PROJECT AGENT NAME | sentinel PROJECT
 */
import { appendFileSync, closeSync, existsSync, openSync, readdirSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const [role, project, agent, name] = process.argv.slice(2) as [string, string, string?, string?];
const output = join(project, '_vibe-chain-output');
const stopFile = join(project, 'stop');

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    // ENOENT: the folder is not there yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function claim(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeSync(fd, content);
  closeSync(fd);
  return true;
}

function workOnce(): number {
  const inbox = join(output, 'worker-inbox', agent!);
  let done = 0;
  for (const file of list(inbox)) {
    if (!file.endsWith('.md') || file.startsWith('.')) continue;
    const id = file.slice(0, -3);
    const claimPath = join(inbox, `${id}.picked-up`);
    if (!claim(claimPath, `agent: ${agent}\nsession_id: ${name}\nat: "${new Date().toISOString()}"\n`)) continue;
    // The task may have been confirmed and cleaned up between the listing and the claim: a claim
    // of a task that is gone is withdrawn, as PROTOCOL.md asks of workers.
    if (!existsSync(join(inbox, file))) {
      rmSync(claimPath, { force: true });
      continue;
    }
    appendFileSync(join(project, `claims-${name}.log`), `${id}\n`);
    const temp = join(output, 'handoffs', `.${id}.${name}.tmp`);
    writeFileSync(temp, `---\nstory_id: ${id}\nagent: ${agent}\nstatus: completed\ncreated_at: "${new Date().toISOString()}"\n---\ndone\n`);
    renameSync(temp, join(output, 'handoffs', `${id}-pr-handoff.md`));
    done += 1;
  }
  return done;
}

function confirmOnce(): number {
  let done = 0;
  for (const file of list(join(output, 'handoffs'))) {
    const match = /^(.+)-pr-handoff\.md$/.exec(file);
    if (!match) continue;
    const id = match[1]!;
    for (const folder of list(join(output, 'worker-inbox'))) {
      if (folder.startsWith('.')) continue;
      const inbox = join(output, 'worker-inbox', folder);
      if (existsSync(join(inbox, `${id}.md`)) && claim(join(inbox, `${id}.confirmed`), '')) done += 1;
    }
  }
  return done;
}

const step = role === 'worker' ? workOnce : confirmOnce;
const loop = () => {
  if (existsSync(stopFile)) return;
  const done = step();
  setTimeout(loop, done > 0 ? 0 : 20);
};
loop();

import { acquireCompoundLock } from './compound-lock.js';
import { type ChildVerdict, runShell } from './compound-run.js';

/**
 * Entry point of the detached compound process: `node compound-child.js <lock> <stale-ms> <command>`.
 * It takes the compound lock itself and holds it (refreshing it) while the command runs, tells its
 * parent over IPC whether it got the lock, and releases it when the command ends, so the lock
 * lives exactly as long as the work, even when the daemon that started it has stopped.
 */
const [lockFile, staleText, command] = process.argv.slice(2);
const staleMs = Number(staleText);
if (lockFile === undefined || command === undefined || !Number.isFinite(staleMs)) {
  process.stderr.write('usage: compound-child <lock-file> <stale-ms> <command>\n');
  process.exit(2);
}
const tell = (verdict: ChildVerdict) => new Promise<void>((resolve) => (process.send ? process.send(verdict, () => resolve()) : resolve()));
const lock = await acquireCompoundLock(lockFile, { staleMs, onCompromised: (error) => process.stderr.write(`compound lock lost: ${error.message}\n`) });
if (!lock.ok) {
  await tell({ locked: false, heldSince: lock.heldSince });
  process.exit(0);
}
await tell({ locked: true, stole: lock.stole });
process.disconnect?.();
process.stdout.write(`[${new Date().toISOString()}] compound: ${command}\n`);
let code = 1;
try {
  code = await runShell(command, process.cwd(), process.env, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} finally {
  await lock.release();
}
process.stdout.write(`[${new Date().toISOString()}] compound exited with ${code}\n`);
process.exit(code);

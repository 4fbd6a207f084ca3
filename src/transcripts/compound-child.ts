import { releaseCompoundLock } from './compound-lock.js';
import { runShell } from './compound-run.js';

/**
 * Entry point of the detached compound process: `node compound-child.js <lock> <token> <command>`.
 * It runs the command with the lock held and releases the lock when the command ends, so the lock
 * never outlives the work even when the daemon that started it has stopped.
 */
const [lockFile, token, command] = process.argv.slice(2);
if (lockFile === undefined || token === undefined || command === undefined) {
  process.stderr.write('usage: compound-child <lock-file> <token> <command>\n');
  process.exit(2);
}
const startedAt = new Date().toISOString();
process.stdout.write(`[${startedAt}] compound: ${command}\n`);
let code = 1;
try {
  code = await runShell(command, process.cwd(), process.env, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} finally {
  await releaseCompoundLock({ file: lockFile, token });
}
process.stdout.write(`[${new Date().toISOString()}] compound exited with ${code}\n`);
process.exit(code);

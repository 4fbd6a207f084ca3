import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { FORGE_BIN } from '../helpers/daemon-process.js';
import { workerProject } from './worker-project.js';

const execFileAsync = promisify(execFile);

describe("the worker's SessionStart hook and the session's PATH", () => {
  test("writes this install's forge onto the PATH of the session's Bash commands through CLAUDE_ENV_FILE, so a bare forge resolves", async (t) => {
    const root = await workerProject(t);
    const envFile = join(root, 'session-env.sh');
    // A PATH without any forge: what a plugin user has.
    const env = { PATH: '/usr/bin:/bin', HOME: root, CLAUDE_ENV_FILE: envFile };
    const hook = execFileAsync(process.execPath, [FORGE_BIN, 'hook', 'session-start', '--agent', 'anvil', '--project', root], { env });
    hook.child.stdin!.end('{}');
    await hook;

    const { stdout } = await execFileAsync('bash', ['-c', `source ${JSON.stringify(envFile)} && command -v forge`], { env });
    assert.equal(stdout.trim(), FORGE_BIN);
  });
});

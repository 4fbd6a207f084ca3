import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { claudeCommand, claudeHome, claudeMissing, REPO_ROOT, runClaude } from '../helpers/claude-code.js';
import { onCleanup } from '../helpers/cleanup.js';
import { requestText, say, startModelServer } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { tempProject } from '../helpers/temp-project.js';

const execFileAsync = promisify(execFile);

/** The repository as a clone has it: the files git tracks, nothing built, nothing installed. */
async function cloneLike(t: Parameters<typeof onCleanup>[0]): Promise<string | null> {
  let listing: string;
  try {
    listing = (await execFileAsync('git', ['-C', REPO_ROOT, 'ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    // Not a git checkout (an unpacked package): nothing to install from.
    if ((error as { code?: unknown }).code === 'ENOENT' || typeof (error as { code?: unknown }).code === 'number') return null;
    throw error;
  }
  const copy = await mkdtemp(join(tmpdir(), 'vibe-chain-marketplace-'));
  onCleanup(t, () => rm(copy, { recursive: true, force: true }));
  for (const file of listing.split('\0').filter(Boolean)) {
    await mkdir(dirname(join(copy, file)), { recursive: true });
    await cp(join(REPO_ROOT, file), join(copy, file));
  }
  return copy;
}

/** The ten tools docs/plugin.md lists, under the names it gives them. */
async function documentedTools(): Promise<string[]> {
  const doc = await readFile(join(REPO_ROOT, 'docs', 'plugin.md'), 'utf8');
  return [...doc.matchAll(/^\| `(mcp__plugin_vibe-chain_forge__\w+)` \|/gm)].map((match) => match[1]!);
}

describe('the plugin installed with the real claude plugin commands', () => {
  test('a local marketplace install of the repository as cloned (nothing built) works offline; a worker session then gets the SessionStart text and every documented forge tool', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const source = await cloneLike(t);
    if (!need(t, { name: 'git-checkout', missing: source === null ? `${REPO_ROOT} is not a git checkout` : null })) return;
    const root = await tempProject(t, '[workers]\nidle_wait = "0s"\n');
    const server = await startModelServer(t, [say('Hello.')]);
    const session = await claudeHome(t, server, { cwd: root, env: { FORGE_AGENT: 'anvil' } });

    const added = await claudeCommand(session, ['plugin', 'marketplace', 'add', source!]);
    assert.equal(added.code, 0, added.stderr);
    const installed = await claudeCommand(session, ['plugin', 'install', 'vibe-chain@vibe-chain']);
    assert.equal(installed.code, 0, installed.stderr);
    assert.match(installed.stdout, /Successfully installed plugin: vibe-chain@vibe-chain/);
    const record = JSON.parse(await readFile(join(session.home, '.claude', 'plugins', 'installed_plugins.json'), 'utf8')) as {
      plugins: Record<string, Array<{ installPath: string }>>;
    };
    const installPath = record.plugins['vibe-chain@vibe-chain']?.[0]?.installPath;
    assert.ok(installPath, 'the install is recorded');
    // A clone has no dist/: the plugin runs from the committed bundle (build/src/plugin-bundle/).
    await assert.rejects(readFile(join(installPath, 'dist', 'src', 'cli', 'main.js')), { code: 'ENOENT' });
    // A local-folder marketplace's plugin runs from that folder, not from the client's cache copy.
    const list = await claudeCommand(session, ['plugin', 'list']);
    assert.match(
      list.stdout,
      new RegExp(`vibe-chain@vibe-chain\\n\\s+Version: 0\\.1\\.0\\n\\s+Read from: ${source!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`),
    );
    // The dependencies the client's own `npm ci --ignore-scripts` installs there (kept off the network in tests).
    await symlink(join(REPO_ROOT, 'node_modules'), join(source!, 'node_modules'));

    const run = await runClaude(t, session, 'Hello?');

    assert.deepEqual(server.failures, []);
    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    const context = requestText(server.requests[0]!);
    assert.match(context, /You are anvil, a forge worker of project /);
    const tools = await documentedTools();
    assert.equal(tools.length, 10);
    // Deferred: listed by name for ToolSearch (the MCP tools test loads two and checks their schemas).
    for (const tool of tools) assert.match(context, new RegExp(`\\n${tool}\\n`), `${tool} offered`);
  });
});

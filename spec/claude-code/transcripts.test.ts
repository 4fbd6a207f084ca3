import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { claudeHome, claudeMissing, runClaude, transcriptsFolder } from '../helpers/claude-code.js';
import { FORGE_BIN, spawnDaemon } from '../helpers/daemon-process.js';
import { callTool, say, startModelServer } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';

const execFileAsync = promisify(execFile);
const PHRASE = 'zebra lantern quartz';

async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    // ENOENT: not written yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

describe('transcripts the real Claude Code client writes', () => {
  test('become searchable exchanges (daemon and forge kb ingest), and the watermark runs the compound command once on the usage the server reported', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const root = await tempProject(t);
    const exchanges = join(root, '_vibe-chain-output', 'exchanges');
    let sessionSeen = false;
    const server = await startModelServer(t, async (_request, index) => {
      if (index === 0)
        return callTool(
          'Bash',
          { command: 'echo first step', description: 'a first step' },
          { text: 'Starting.', usage: { input_tokens: 1_000, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } },
        );
      if (index !== 1) return undefined;
      // The daemon must first see the session small, so that the next answer is growth past the threshold.
      await waitFor('the daemon reading the session', async () => (await readText(join(exchanges, '_state.json')))?.includes('.jsonl'), 60_000);
      sessionSeen = true;
      return say(`The phrase to remember is ${PHRASE}.`, {
        input_tokens: 60_000,
        cache_read_input_tokens: 30_000,
        cache_creation_input_tokens: 5_000,
        output_tokens: 20,
      });
    });
    const session = await claudeHome(t, server, { cwd: root });
    const folder = transcriptsFolder(session);
    await mkdir(folder, { recursive: true });
    await writeFile(
      join(root, '_vibe-chain', 'config.toml'),
      `[transcripts]\ndirs = [${JSON.stringify(folder)}]\n[compound]\nthreshold_tokens = 50000\ncommand = 'echo "$FORGE_COMPOUND_TOKENS" >> compound-runs.txt'\n[daemon]\nreconcile_interval = "1h"\n[forge]\ndashboard_port = 0\n`,
    );
    const daemon = spawnDaemon(t, root);
    await daemon.ready;

    const run = await runClaude(t, session, 'Remember a phrase for me.');

    assert.deepEqual(server.failures, []);
    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    assert.ok(sessionSeen);
    const [transcript] = (await readdir(folder)).filter((name) => name.endsWith('.jsonl'));
    assert.ok(transcript, 'the client wrote a transcript');
    const sessionId = transcript.replace(/\.jsonl$/, '');
    // 1,000 seen first, then 95,000 (input + cache read + cache creation): growth of 94,000 crosses 50,000 once.
    // The shell creates the file for `>>` before echo writes into it: wait for a whole line.
    const runs = await waitFor(
      'the compound command',
      async () => ((await readText(join(root, 'compound-runs.txt')))?.endsWith('\n') ? readText(join(root, 'compound-runs.txt')) : null),
      30_000,
    );
    assert.equal(runs, '95000\n');
    const index = await waitFor('the exchange in the index', async () => {
      const lines = (await readText(join(exchanges, '_index.jsonl')))?.trim().split('\n').filter(Boolean) ?? [];
      return lines
        .map((line) => JSON.parse(line) as { session_id: string; prompt: string; context_tokens: number; tool_calls: number })
        .find((entry) => entry.session_id === sessionId && entry.context_tokens === 95_000);
    });
    assert.equal(index.prompt, 'Remember a phrase for me.');
    assert.equal(index.tool_calls, 1);
    daemon.child.kill('SIGTERM');
    await daemon.exited;

    const env = { PATH: process.env.PATH ?? '', HOME: root };
    const ingest = JSON.parse(
      (await execFileAsync(process.execPath, [FORGE_BIN, 'kb', 'ingest', '--rebuild', '--json', '--project', root], { env })).stdout,
    ) as { sessions: Array<{ session_id: string; exchanges: number; context_tokens: number; corrupt: number }> };
    // The client's own record types (api-request, attachment, cost-state, ...) are skipped and counted, never corrupt.
    assert.deepEqual(
      ingest.sessions.map(({ session_id, exchanges, context_tokens, corrupt }) => ({ session_id, exchanges, context_tokens, corrupt })),
      [{ session_id: sessionId, exchanges: 1, context_tokens: 95_000, corrupt: 0 }],
    );
    const search = JSON.parse((await execFileAsync(process.execPath, [FORGE_BIN, 'kb', 'search', PHRASE, '--json', '--project', root], { env })).stdout) as {
      hits: Array<{ session_id: string; snippet: string }>;
    };
    assert.equal(search.hits[0]?.session_id, sessionId);
    assert.match(search.hits[0]!.snippet, new RegExp(`The phrase to remember is ${PHRASE}\\.`));
    assert.equal(await readText(join(root, 'compound-runs.txt')), '95000\n', 'the compound ran once');
  });
});

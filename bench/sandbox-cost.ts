import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../protocol/config.js';
import { claudeHome, claudeMissing, claudeVersion, runClaude } from '../spec/helpers/claude-code.js';
import type { CleanupScope } from '../spec/helpers/cleanup.js';
import { type Answer, callTool, type ModelRequest, say, startModelServer } from '../spec/helpers/model-server.js';
import { missingSandbox } from '../spec/helpers/sandbox-tools.js';
import { sessionSandbox } from '../src/workers/worker-sandbox.js';
import { report, summarize } from './lib/stats.js';

/**
 * What the OS sandbox forge generates adds to a Bash call in the real client: sessions of CALLS
 * Bash calls (`true`) each, with the sandbox settings a managed worker gets next to the same
 * settings without them, interleaved so load on the machine hits both alike. A call's time is
 * from the scripted model's answer naming the tool to the client's next request carrying its
 * result: the command, the sandbox's set-up around it, and the client's turn-around. The first
 * call of a session is reported apart (the sandbox's proxy and first set-up land there).
 */
const CALLS = 8;

export async function run(rounds = 5): Promise<void> {
  const missing = claudeMissing() ?? (await missingSandbox());
  if (missing) {
    console.log(`sandbox-cost: skipped: ${missing}`);
    return;
  }
  const cleanups: Array<() => unknown> = [];
  const scope: CleanupScope = { after: (fn) => void cleanups.push(fn as () => unknown) };
  const base = await mkdtemp(join(tmpdir(), 'sandbox-cost-bench-'));
  try {
    const folder = join(base, 'work');
    await mkdir(folder);
    let stamps: number[] = [];
    const server = await startModelServer(scope, (request: ModelRequest) => {
      stamps.push(performance.now());
      const done = request.messages.flatMap((m) => (typeof m.content === 'string' ? [] : m.content)).filter((b) => b.type === 'tool_result').length;
      return done < CALLS ? callTool('Bash', { command: 'true', description: `call ${done}` }, { id: `toolu_${done}` }) : (say('done') as Answer);
    });
    const session = await claudeHome(scope, server, { cwd: folder });
    const sandbox = await sessionSandbox({ projectRoot: base, agent: 'anvil', folder, config: DEFAULT_CONFIG, env: session.env });
    // The client's sandbox with nothing of forge's lists: what the binds and the host list add to it.
    const bare = { sandbox: { enabled: true, failIfUnavailable: true, allowUnsandboxedCommands: false } };
    const files = { without: join(base, 'without.json'), with: join(base, 'with.json'), bare: join(base, 'bare.json') };
    await writeFile(files.without, '{}\n');
    await writeFile(files.with, `${JSON.stringify(sandbox.settings)}\n`);
    await writeFile(files.bare, `${JSON.stringify(bare)}\n`);
    const kinds = ['without', 'with', 'bare'] as const;
    const samples = Object.fromEntries(kinds.map((kind) => [kind, { first: [] as number[], rest: [] as number[] }])) as Record<
      (typeof kinds)[number],
      { first: number[]; rest: number[] }
    >;
    for (let i = 0; i < rounds; i++) {
      for (const kind of kinds) {
        stamps = [];
        const result = await runClaude(scope, session, 'go', { args: ['--settings', files[kind]] });
        if (result.code !== 0) throw new Error(`claude -p exited ${result.code}: ${result.stderr}`);
        const calls = stamps.slice(1, CALLS + 1).map((at, k) => at - stamps[k]!);
        samples[kind].first.push(calls[0]!);
        samples[kind].rest.push(...calls.slice(1));
      }
    }
    if (server.failures.length > 0) throw new Error(`the scripted model saw unscripted requests: ${server.failures.join('; ')}`);
    console.log(`Claude Code ${claudeVersion()}, ${rounds} sessions of ${CALLS} Bash calls each, per kind`);
    report(
      'a Bash call, sandboxed (after the first)',
      summarize(samples.with.rest),
      summarize(samples.without.rest),
      'the same call unsandboxed',
      'report what it adds (issue figure: +100-130 ms a call)',
    );
    report(
      "a Bash call in the client's sandbox with none of forge's lists (after the first)",
      summarize(samples.bare.rest),
      summarize(samples.without.rest),
      'unsandboxed',
      "split the sandbox's own cost from what forge's write, read and host lists add",
    );
    report(
      'the first Bash call of a session, sandboxed',
      summarize(samples.with.first),
      summarize(samples.without.first),
      'unsandboxed',
      'report it (issue figure: +0.5 s)',
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await rm(base, { recursive: true, force: true });
  }
}

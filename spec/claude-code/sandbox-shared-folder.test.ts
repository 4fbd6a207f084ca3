import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lastingPlaceholders } from '../../src/workers/worker-sandbox.js';
import { claudeHome, claudeMissing, runClaude } from '../helpers/claude-code.js';
import { callTool, contentText, type ModelRequest, say, startModelServer } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { missingSandbox } from '../helpers/sandbox-tools.js';
import { tempProject } from '../helpers/temp-project.js';

/**
 * Two sandboxed sessions in one folder (managed workers sharing the project root) run Bash
 * commands at the same time. Each command's sandbox creates placeholders for protected files that
 * are missing and removes them after, so one session's command failed on a placeholder the other
 * had just removed ("bwrap: Can't find source path .claude/settings.json", 5 runs of 5 before the
 * fix). With the placeholders made lasting, as the supervisor does before a sandboxed session
 * starts, every command of both sessions runs. (In a git folder the sandbox also places
 * placeholders under .git, which cannot be made lasting: docs/heimdall.md says what remains.)
 */
const CALLS = 12;

test('two sandboxed sessions sharing one folder each run every Bash command while the other runs its own', async (t) => {
  if (!need(t, { name: 'claude', missing: claudeMissing() }) || !need(t, { name: 'sandbox', missing: await missingSandbox() })) return;
  const root = await tempProject(t);
  const outputs = new Map<string, string[]>();
  const script = (name: string) => (request: ModelRequest) => {
    const results = request.messages.flatMap((m) => (typeof m.content === 'string' ? [] : m.content)).filter((b) => b.type === 'tool_result');
    outputs.set(
      name,
      results.map((b) => contentText(b.content as never)),
    );
    if (results.length >= CALLS) return say('done');
    return callTool(
      'Bash',
      { command: `echo ${name}-${results.length} >> ${name}.log && echo ok-${results.length}`, description: 'write' },
      { id: `toolu_${results.length}` },
    );
  };
  const settings = { sandbox: { enabled: true, failIfUnavailable: true, allowUnsandboxedCommands: false } };
  const sessions = await Promise.all(
    ['one', 'two'].map(async (name) => {
      const server = await startModelServer(t, script(name));
      return claudeHome(t, server, { cwd: root, settings });
    }),
  );
  await lastingPlaceholders(root);
  const runs = await Promise.all(sessions.map((session) => runClaude(t, session, 'go')));
  for (const run of runs) assert.equal(run.code, 0, run.stderr);
  for (const name of ['one', 'two']) {
    const seen = outputs.get(name) ?? [];
    assert.equal(seen.length, CALLS, `${name}: ${seen.join(' | ')}`);
    for (const [i, output] of seen.entries()) assert.match(output, new RegExp(`^ok-${i}$`), `${name}'s call ${i}: ${output}`);
  }
});

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { type HookEntry, mergeHooks } from '../../src/claude-settings/merge-hooks.js';
import { installHooks } from '../../src/claude-settings/write-settings.js';
import { heimdallEntries, isHeimdallCommand } from '../../src/heimdall/hook-entries.js';
import { tempProject } from './temp-project.js';

const entries = heimdallEntries({
  context: '/p/_vibe-chain-output/worker-inbox/anvil/FORGE-3.context.json',
  project: null,
  bin: '/opt/vibe chain/bin-scripts/heimdall',
});

describe('merging hooks into .claude/settings.local.json', () => {
  it('adds one PreToolUse entry per Heimdall matcher, quoting paths for the shell', () => {
    const merged = mergeHooks({}, entries) as { hooks: { PreToolUse: Array<{ matcher: string; hooks: Array<{ command: string }> }> } };
    assert.deepEqual(
      merged.hooks.PreToolUse.map((g) => g.matcher),
      ['Bash', 'Write|Edit|MultiEdit|NotebookEdit', 'Read|Grep|Glob'],
    );
    assert.equal(
      merged.hooks.PreToolUse[0]!.hooks[0]!.command,
      "'/opt/vibe chain/bin-scripts/heimdall' --context /p/_vibe-chain-output/worker-inbox/anvil/FORGE-3.context.json",
    );
  });

  it('keeps user hooks and keys, replaces an older Heimdall entry, and is idempotent', () => {
    const user = {
      model: 'opus',
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              { type: 'command', command: 'my-logger' },
              { type: 'command', command: '/old/bin-scripts/heimdall --context /old.json' },
            ],
          },
        ],
        Stop: [{ hooks: [{ type: 'command', command: 'forge hook stop --agent anvil' }] }],
      },
    };
    const once = mergeHooks(user, entries);
    const twice = mergeHooks(once, entries);
    assert.deepEqual(twice, once);
    const text = JSON.stringify(once);
    assert.ok(text.includes('my-logger') && text.includes('forge hook stop') && text.includes('"model":"opus"'));
    assert.ok(!text.includes('/old/bin-scripts/heimdall'));
  });

  it('lets another hook (a Stop hook) be merged with its own owner, leaving Heimdall alone', () => {
    const stop: HookEntry = { event: 'Stop', command: 'forge hook stop --agent anvil', owns: (c) => c.includes('forge hook stop') };
    const merged = mergeHooks(mergeHooks({}, entries), [stop]) as { hooks: Record<string, unknown[]> };
    assert.equal(merged.hooks.PreToolUse!.length, 3);
    assert.equal(merged.hooks.Stop!.length, 1);
  });

  it('recognises Heimdall commands in their usual spellings only', () => {
    for (const command of ['heimdall', '/a/bin-scripts/heimdall --context x', "'/a b/heimdall'", 'forge hook pre-tool'])
      assert.ok(isHeimdallCommand(command), command);
    for (const command of ['heimdall-report', 'my-heimdall-wrapper.sh', 'forge hook stop']) assert.ok(!isHeimdallCommand(command), command);
  });
});

describe('writing the settings file', () => {
  it('writes once, then leaves the file untouched on a second run', async (t) => {
    const p = tempProject(t);
    const first = await installHooks(p.worktree, entries);
    assert.equal(first.changed, true);
    const mtime = statSync(first.file).mtimeMs;
    const second = await installHooks(p.worktree, entries);
    assert.equal(second.changed, false);
    assert.equal(statSync(first.file).mtimeMs, mtime);
    assert.ok(readFileSync(first.file, 'utf8').endsWith('}\n'));
  });

  it('refuses to overwrite a settings file that is not JSON', async (t) => {
    const p = tempProject(t);
    mkdirSync(join(p.worktree, '.claude'));
    writeFileSync(join(p.worktree, '.claude', 'settings.local.json'), '{ broken');
    await assert.rejects(installHooks(p.worktree, entries), /not valid JSON/);
    assert.equal(readFileSync(join(p.worktree, '.claude', 'settings.local.json'), 'utf8'), '{ broken');
  });
});

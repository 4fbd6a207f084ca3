import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PrHandoff } from '../../protocol/handoff.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { composePrompt, type PromptInput, RESET_PARAGRAPH, SUSPENSION_LINE } from '../../src/workers/compose-prompt.js';
import { byteLength, cutToBytes } from '../../src/workers/prompt-budget.js';
import { taskFrontMatter } from '../helpers/story-builders.js';

function input(overrides: Partial<PromptInput> = {}): PromptInput {
  return {
    task: taskFrontMatter('FORGE-2', 'anvil', { assigned_branch: 'feature/forge-2', title: 'Login form' }),
    body: 'Build the login form.\nUse the design tokens.\n',
    adapter: { path: '/p/_vibe-chain/agents/forge/anvil.md', text: '# Anvil\nYou are anvil, the frontend smith.\n' },
    budget: 24_576,
    projectRoot: '/p',
    taskFile: '/p/_vibe-chain-output/worker-inbox/anvil/FORGE-2.md',
    contextFile: '/p/_vibe-chain-output/worker-inbox/anvil/FORGE-2.context.json',
    ...overrides,
  };
}

describe('the task prompt', () => {
  test('holds the adapter, the suspension line, the reset paragraph, the body and the facts, in that order', () => {
    const { text, cuts } = composePrompt(input());
    const order = [
      'You are anvil, the frontend smith.',
      SUSPENSION_LINE,
      RESET_PARAGRAPH,
      "## Lab's instructions for FORGE-2: Login form",
      'Build the login form.',
      '## Facts',
      '## When you are done',
    ];
    const positions = order.map((part) => text.indexOf(part));
    assert.ok(
      positions.every((at) => at >= 0),
      `every part is present: ${JSON.stringify(positions)}`,
    );
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      positions,
      'in order',
    );
    assert.deepEqual(cuts, []);
    for (const fact of [
      '- worktree_path: /work/trees/FORGE-2',
      '- assigned_branch: feature/forge-2',
      '- handoff_dir: /work/project/_vibe-chain-output/handoffs',
      'FORGE-2.context.json',
      // The code-context pointer names the task's worktree as list_repos does: by story id.
      '- code context: forge kb ask --code --repo FORGE-2 "<question>"',
    ]) {
      assert.ok(text.includes(fact), fact);
    }
  });

  test('gives the handoff front matter as a block that, filled in, is a valid pr-handoff', () => {
    const { text } = composePrompt(input());
    assert.ok(text.includes('Write /work/project/_vibe-chain-output/handoffs/FORGE-2-pr-handoff.md'));
    const block = /```markdown\n([\s\S]*?)```/.exec(text)![1]!;
    const filled = block
      .replace(/ +# .*$/m, '')
      .replace('<now, ISO 8601 with a zone, like 2026-04-01T12:34:00Z>', '2026-04-01T12:34:00Z')
      .replace('<one line: what changed>', 'login form')
      .replace('[<path>, <path>]', '[src/login.ts]')
      .replace('{passed: <n>, failed: <n>}', '{passed: 3, failed: 0}');
    const parsed = parseFrontMatter(filled);
    assert.ok(parsed.ok);
    const checked = PrHandoff.safeParse(parsed.data);
    assert.ok(checked.success, JSON.stringify(checked.error?.issues));
    assert.equal(checked.data.story_id, 'FORGE-2');
    assert.equal(checked.data.agent, 'anvil');
    assert.equal(checked.data.branch, 'feature/forge-2');
    assert.match(text, /forge handoff --project \/p --story FORGE-2 --status completed/);
  });

  test('cuts the adapter first when adapter plus instructions exceed the budget, and says so', () => {
    const adapter = `# Anvil\n${'principle line\n'.repeat(400)}`;
    const body = 'x'.repeat(3000);
    const { text, cuts } = composePrompt(input({ adapter: { path: '/p/a.md', text: adapter }, body, budget: 4096 }));
    assert.equal(cuts.length, 1);
    assert.equal(cuts[0]!.part, 'adapter');
    assert.equal(cuts[0]!.fromBytes, byteLength(adapter));
    assert.ok(cuts[0]!.toBytes <= 4096 - 3000);
    assert.ok(text.includes(body), 'the instructions are whole');
    assert.match(
      text,
      /\[The personality adapter was cut from \d+ to \d+ bytes to keep adapter plus instructions within the 4096-byte prompt budget; the whole text is in \/p\/a\.md\.\]/,
    );
  });

  test('cuts the instructions only when they alone exceed the budget, dropping the adapter entirely', () => {
    const body = 'instruction line\n'.repeat(500);
    const { text, cuts } = composePrompt(input({ body, budget: 2048 }));
    assert.deepEqual(
      cuts.map((cut) => [cut.part, cut.toBytes <= 2048]),
      [
        ['adapter', true],
        ['instructions', true],
      ],
    );
    assert.equal(cuts[0]!.toBytes, 0);
    assert.ok(!text.includes('You are anvil, the frontend smith.'));
    assert.match(
      text,
      /\[Lab's instructions were cut from \d+ to \d+ bytes .* the whole text is in \/p\/_vibe-chain-output\/worker-inbox\/anvil\/FORGE-2\.md\.\]/,
    );
  });

  test('says when there is no adapter', () => {
    const { text } = composePrompt(input({ adapter: { path: '/p/_vibe-chain/agents/forge/anvil.md', text: null } }));
    assert.ok(text.startsWith('(No personality adapter: /p/_vibe-chain/agents/forge/anvil.md does not exist.'));
    assert.ok(text.includes(SUSPENSION_LINE));
  });

  test('places context sections after the instructions and before the facts', () => {
    const { text } = composePrompt(input({ contextSections: [{ title: 'Sibling stories', text: 'FORGE-3 changes the same module.' }] }));
    const at = text.indexOf('## Sibling stories\n\nFORGE-3 changes the same module.');
    assert.ok(at > text.indexOf('Build the login form.') && at < text.indexOf('## Facts'));
  });

  test('a story without an assigned branch is told never to push to a shared branch', () => {
    const { text } = composePrompt(input({ task: taskFrontMatter('FORGE-4') }));
    assert.match(text, /- assigned_branch: \(none assigned: never push to main/);
    assert.match(text, /branch: <the branch you pushed>/);
  });
});

describe('cutting to a byte budget', () => {
  test('never splits a multi-byte character', () => {
    const text = 'é'.repeat(100);
    for (let max = 0; max < 30; max++) {
      const cut = cutToBytes(text, max);
      assert.ok(byteLength(cut) <= max);
      assert.ok(!cut.includes('\uFFFD'));
    }
  });

  test('ends at a line end when one is near the budget', () => {
    const cut = cutToBytes('aaaa\nbbbb\ncccc\n', 12);
    assert.equal(cut, 'aaaa\nbbbb\n');
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ExchangeFrontMatter } from '../../protocol/exchange.js';
import { stringifyYaml } from '../../src/markdown/yaml.js';
import { frontMatterYaml } from '../../src/transcripts/render-exchange.js';
import { seededRandom } from '../heimdall/fuzz-input.js';

/** Pieces that mean something to YAML, glued at random so every rule of a plain scalar is crossed. */
const PIECES = [
  'a',
  'Fix',
  ' ',
  '  ',
  ':',
  ': ',
  '#',
  ' #',
  '-',
  '- ',
  '?',
  '? ',
  '.',
  '...',
  '---',
  '%',
  '@',
  '`',
  '"',
  "'",
  '!',
  '&',
  '*',
  '|',
  '>',
  ',',
  '[',
  ']',
  '{',
  '}',
  '~',
  '0',
  '7',
  '1e5',
  'e',
  '-3',
  '+',
  '0x1F',
  '0o7',
  '.inf',
  '.nan',
  'true',
  'True',
  'NULL',
  'null',
  'no',
  'yes',
  'é',
  'ß',
  '中',
  '\u2028',
  '\ufeff',
  '\u00a0',
  '\t',
  '\n',
  '\u0007',
  '😀',
  '\\',
  '2026-03-01T10:00:00.000Z',
  '20260301-100000-0b5e55ed',
  '5e551011-7a2b',
  '(dev)',
  'Task A-1',
];

/** What most values are made of: the fast path must take these. */
const TAME = ['Fix', 'the', ' ', 'basket', '-', 'A-1', '(dev)', '.', ',', '20260301', '5e551011', 'é'];

function randomString(random: () => number): string {
  const pieces = random() < 0.6 ? TAME : PIECES;
  let text = pieces === TAME ? 'a' : '';
  const n = Math.floor(random() * 5);
  for (let i = 0; i < n; i++) text += pieces[Math.floor(random() * pieces.length)];
  return text;
}

function randomFrontMatter(random: () => number): ExchangeFrontMatter {
  const maybe = (value: string) => (random() < 0.2 ? null : value);
  const count = () => (random() < 0.1 ? 2 ** 60 : Math.floor(random() * 1000));
  return {
    session_id: randomString(random),
    exchange_id: randomString(random),
    story_id: maybe(randomString(random)),
    agent: maybe(randomString(random)),
    stage: maybe(randomString(random)),
    started_at: maybe(randomString(random)),
    ended_at: maybe(randomString(random)),
    prompt: randomString(random),
    tool_calls: count(),
    errors: count(),
    context_tokens: random() < 0.3 ? null : count(),
  };
}

test("an exchange's front matter is written byte for byte as the yaml package writes it, for random values", () => {
  const random = seededRandom(4242);
  let plain = 0;
  for (let i = 0; i < 4000; i++) {
    const data = randomFrontMatter(random);
    const expected = stringifyYaml(data);
    assert.equal(frontMatterYaml(data), expected, JSON.stringify(data));
    if (!expected.includes('"') && !expected.includes("'") && !expected.includes('|')) plain += 1;
  }
  assert.ok(plain > 100, `only ${plain} of the random front matters were all plain`);
});

test('the usual front matter of an exchange is written as the yaml package writes it', () => {
  const data: ExchangeFrontMatter = {
    session_id: '5e551011-7a2b-4c3d-8e4f-000000000001',
    exchange_id: '20260210-090015-0b5e55ed',
    story_id: 'SHOP-7',
    agent: 'anvil',
    stage: 'code_review',
    started_at: '2026-02-10T09:00:15.000Z',
    ended_at: '2026-02-10T09:24:18+01:00',
    prompt: 'Task SHOP-7 (dev): make the basket total include tax, then run npm test',
    tool_calls: 12,
    errors: 0,
    context_tokens: 48213,
  };
  assert.equal(frontMatterYaml(data), stringifyYaml(data));
  assert.equal(
    frontMatterYaml({ ...data, prompt: 'Make the basket total include tax' }),
    stringifyYaml({ ...data, prompt: 'Make the basket total include tax' }),
  );
});

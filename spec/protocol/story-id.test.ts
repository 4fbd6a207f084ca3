import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AgentName, isStoryId, StoryId } from '../../protocol/story-id.js';

const GOOD = ['A', '7', 'FORGE-1', 'a.b_c-d', 'v1.2.3', `a${'b'.repeat(127)}`];
const BAD = [
  '',
  '/a',
  'a/b',
  'a\\b',
  '..',
  'a..b',
  '../a',
  '.a',
  '-a',
  '_a',
  'a b',
  ' a',
  'a\tb',
  'a\nb',
  'a\u0000b',
  'a\u001fb',
  'a\u007f',
  'ä',
  '\ufeffA',
  'a:b',
  `a${'b'.repeat(128)}`,
];

test('story ids are a letter or digit, then up to 127 of [A-Za-z0-9._-], never ".."', () => {
  for (const id of GOOD) {
    assert.ok(StoryId.safeParse(id).success, id);
    assert.ok(isStoryId(id), id);
  }
  for (const id of BAD) {
    assert.ok(!StoryId.safeParse(id).success, JSON.stringify(id));
    assert.ok(!isStoryId(id), JSON.stringify(id));
  }
  assert.ok(!StoryId.safeParse(12).success, 'a number is not an id');
});

test('agent names are lower-case words that can name a folder', () => {
  for (const name of ['anvil', 'pixel', 'w2', 'lab_bot', 'a-b']) assert.ok(AgentName.safeParse(name).success, name);
  for (const name of ['', 'Anvil', '1st', 'a/b', 'a b', '..', `a${'b'.repeat(64)}`]) assert.ok(!AgentName.safeParse(name).success, name);
});

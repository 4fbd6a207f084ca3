import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDuration, parseDuration } from '../../protocol/durations.js';

test('parses every duration form of the config', () => {
  assert.equal(parseDuration('5m'), 300_000);
  assert.equal(parseDuration('30s'), 30_000);
  assert.equal(parseDuration('1500ms'), 1500);
  assert.equal(parseDuration('2h'), 7_200_000);
  assert.equal(parseDuration('1d'), 86_400_000);
  assert.equal(parseDuration(45), 45_000);
  assert.equal(parseDuration('45'), 45_000);
  assert.equal(parseDuration('0.5s'), 500);
});

test('refuses what is not a duration', () => {
  for (const bad of ['', '5 minutes', 'm5', '-1s', '5x', 'NaN']) assert.equal(parseDuration(bad), null, bad);
  assert.equal(parseDuration(-3), null);
  assert.equal(parseDuration(Number.POSITIVE_INFINITY), null);
});

test('formats milliseconds back to the shortest exact form', () => {
  assert.equal(formatDuration(300_000), '5m');
  assert.equal(formatDuration(7_200_000), '2h');
  assert.equal(formatDuration(1500), '1500ms');
  assert.equal(formatDuration(30_000), '30s');
});

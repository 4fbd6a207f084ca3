import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { Config } from '../../protocol/config.js';
import { DIAGNOSTIC_CODES } from '../../protocol/diagnostic.js';
import { TASK_STATES, TaskEntry } from '../../protocol/tracking.js';

const PROTOCOL_MD = fileURLToPath(new URL('../../../protocol/PROTOCOL.md', import.meta.url));

/** The keys of a config section, through the prefault that wraps it. */
function sectionKeys(section: z.ZodType): string[] {
  const inner = (section as unknown as { _zod: { def: { innerType: { shape: Record<string, unknown> } } } })._zod.def.innerType;
  return Object.keys(inner.shape);
}

test('PROTOCOL.md documents every config key, diagnostic code, state and tracking entry field', async () => {
  const text = await readFile(PROTOCOL_MD, 'utf8');
  for (const [section, schema] of Object.entries(Config.shape)) {
    for (const key of sectionKeys(schema)) assert.ok(text.includes(`\`[${section}] ${key}\``), `[${section}] ${key}`);
  }
  for (const code of DIAGNOSTIC_CODES) assert.ok(text.includes(`\`${code}\``), `diagnostic code ${code}`);
  for (const state of TASK_STATES) assert.ok(text.includes(`| \`${state}\` |`), `state ${state}`);
  for (const field of Object.keys(TaskEntry.shape)) assert.ok(text.includes(`\`${field}\``), `tracking entry field ${field}`);
});

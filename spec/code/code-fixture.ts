import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TestContext } from 'node:test';
import { RepositoryIndexer } from '../../src/code/indexer.js';
import { onCleanup } from '../helpers/cleanup.js';
import { tempProject } from '../helpers/temp-project.js';

/** A small repository in three languages whose definitions, calls and imports the tests know. */
export const FIXTURE_FILES: Record<string, string> = {
  'src/config/parse.ts': [
    "import { readText } from '../fs/read.js';",
    '',
    'export interface Config {',
    '  port: number;',
    '}',
    '',
    'export function parseConfig(text: string): Config {',
    '  return { port: Number(readText(text)) };',
    '}',
    '',
    'export class ConfigStore {',
    '  load(path: string): Config {',
    '    return parseConfig(readText(path));',
    '  }',
    '  save(config: Config): void {',
    '    writeBack(config);',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/fs/read.ts': [
    'export function readText(path: string): string {',
    '  return path;',
    '}',
    '',
    'export function writeBack(value: unknown): void {}',
    '',
  ].join('\n'),
  'src/main.ts': [
    "import { ConfigStore, parseConfig } from './config/parse.js';",
    '',
    'export function main(): void {',
    '  const store = new ConfigStore();',
    "  store.load('x');",
    "  parseConfig('port=1');",
    '}',
    '',
  ].join('\n'),
  'tools/report.py': [
    'import json',
    'from .helpers import fmt',
    '',
    'class Report:',
    '    def render(self):',
    '        return fmt(json.dumps({}))',
    '',
    'def build_report():',
    '    return Report().render()',
    '',
  ].join('\n'),
  'tools/helpers.py': ['def fmt(text):', '    return text.strip()', ''].join('\n'),
  'docs/guide.md': ['# Guide', '', '## Configuration', '', 'Use parseConfig.', ''].join('\n'),
};

export async function writeFiles(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

/** A project holding the fixture files, with its index built (on two threads). */
export async function indexedFixture(
  t: TestContext,
  extra: Record<string, string | Buffer> = {},
): Promise<{ root: string; indexer: RepositoryIndexer; file: string }> {
  const root = await tempProject(t);
  await writeFiles(root, { ...FIXTURE_FILES, ...extra });
  const file = join(root, '_vibe-chain-output/code-index/project.jsonl');
  const { indexer } = await RepositoryIndexer.open({ root, file, now: () => Date.parse('2026-04-01T12:00:00Z'), threads: 2 });
  onCleanup(t, () => indexer.close());
  return { root, indexer, file };
}

import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { TOOL_BYTE_BUDGET } from '../../protocol/tools/common.js';
import { answerCodeQuestion, type CodeQuestion } from '../../src/code/code-answer.js';
import type { CodeIndex } from '../../src/code/code-index.js';
import { fileLineReader } from '../../src/code/line-reader.js';
import { routeQuestion } from '../../src/code/route.js';
import { indexedFixture, writeFiles } from './code-fixture.js';

const ask = (index: CodeIndex, question: Partial<CodeQuestion>) =>
  answerCodeQuestion(index, 'project', { tokens: 1024, limit: 20, ...question }, fileLineReader(index.root));
const places = (view: { items: Array<{ file: string; line: number; relation: string }> }) =>
  view.items.map((item) => `${item.relation} ${item.file}:${item.line}`);

test('where a name is defined: its file:line and signature, a qualified name narrowed to its owner', async (t) => {
  const { indexer } = await indexedFixture(t);
  const view = ask(indexer.index, { question: 'where is parseConfig defined?' });
  assert.equal(view.ask, 'definition');
  assert.deepEqual(places(view), ['definition src/config/parse.ts:7']);
  assert.equal(view.items[0]!.snippet, 'export function parseConfig(text: string): Config {');
  assert.deepEqual(places(ask(indexer.index, { ask: 'definition', name: 'ConfigStore.load' })), ['definition src/config/parse.ts:12']);
});

test('a name defined in many modules is narrowed by the module that qualifies it, as Python and a path spell it', async (t) => {
  const decode = (owner: string) => `class ${owner}:\n    def decode(self, text):\n        return text\n\n\ndef decode(text):\n    return text\n`;
  const { indexer } = await indexedFixture(t, {
    'json/decoder.py': decode('JSONDecoder'),
    'json/__init__.py': 'def loads(text):\n    return text\n',
    'email/decoder.py': decode('MailDecoder'),
    'codecs/latin.py': decode('Codec'),
    'codecs/utf8.py': decode('Codec'),
    'types/lib.es5.d.ts': 'interface Codec {\n  decode(text: string): string;\n}\n',
  });
  const where = (name: string) => places(ask(indexer.index, { ask: 'definition', name }));
  assert.equal(where('decode').length, 9, 'a bare name: every definition');
  assert.deepEqual(where('json.decoder.decode'), ['definition json/decoder.py:6'], "the module's own first: no class was named");
  assert.deepEqual(where('json.decoder.JSONDecoder.decode'), ['definition json/decoder.py:2']);
  assert.deepEqual(where('decoder.JSONDecoder.decode'), ['definition json/decoder.py:2']);
  assert.deepEqual(where('Codec.decode'), ['definition codecs/latin.py:2', 'definition codecs/utf8.py:2', 'definition types/lib.es5.d.ts:2']);
  assert.deepEqual(where('utf8.Codec.decode'), ['definition codecs/utf8.py:2']);
  // A package stands for its __init__; a qualifier that fits nothing leaves every definition.
  assert.deepEqual(where('json.loads'), ['definition json/__init__.py:1']);
  assert.equal(where('yaml.decode').length, 9);
  // A declaration file's name, dots and all, is its module.
  assert.deepEqual(where('lib.es5.Codec.decode'), ['definition types/lib.es5.d.ts:2']);
});

test('a method set on its owner from outside (Owner.prototype.name = function) is narrowed by that owner', async (t) => {
  const { indexer } = await indexedFixture(t, {
    'codecs/sbcs.js': 'function SBCSDecoder() {}\nSBCSDecoder.prototype.end = function () {\n  return done();\n};\n',
    'codecs/dbcs.js': 'function DBCSDecoder() {}\nDBCSDecoder.prototype.end = function () {};\nDBCSDecoder.reset = () => {};\n',
  });
  const where = (name: string) => places(ask(indexer.index, { ask: 'definition', name }));
  assert.deepEqual(where('end'), ['definition codecs/dbcs.js:2', 'definition codecs/sbcs.js:2']);
  assert.deepEqual(where('SBCSDecoder.end'), ['definition codecs/sbcs.js:2']);
  assert.deepEqual(where('DBCSDecoder.reset'), ['definition codecs/dbcs.js:3']);
  // A longer name that only starts like the owner is not it.
  assert.equal(where('Decoder.end').length, 2);
});

test('who calls or imports a name: each use with its line and the definition it sits in', async (t) => {
  const { indexer } = await indexedFixture(t);
  const view = ask(indexer.index, { question: 'who calls parseConfig' });
  assert.equal(view.ask, 'references');
  assert.deepEqual(places(view), ['caller src/config/parse.ts:13', 'importer src/main.ts:1', 'caller src/main.ts:6']);
  assert.equal(view.items[0]!.in, 'load');
  assert.equal(view.items[2]!.snippet, "parseConfig('port=1');");
  const python = ask(indexer.index, { ask: 'references', name: 'fmt' });
  assert.deepEqual(places(python), ['importer tools/report.py:2', 'caller tools/report.py:6']);
});

test('what a file defines, imports and uses, and who uses it', async (t) => {
  const { indexer } = await indexedFixture(t);
  const view = ask(indexer.index, { question: 'what does config/parse.ts define' });
  assert.equal(view.ask, 'file');
  const by = (relation: string) => view.items.filter((item) => item.relation === relation).map((item) => `${item.name}:${item.line}`);
  assert.deepEqual(by('defines'), ['Config:3', 'parseConfig:7', 'ConfigStore:11', 'load:12', 'save:15']);
  assert.deepEqual(by('import'), ['src/fs/read.ts:1']);
  assert.deepEqual(by('uses'), ['readText:1', 'writeBack:5']);
  assert.deepEqual(by('used_by'), ['src/main.ts:1']);
});

test('the neighbourhood of a symbol: its definition, callers, callees and siblings', async (t) => {
  const { indexer } = await indexedFixture(t);
  const view = ask(indexer.index, { question: 'neighbourhood of ConfigStore.load' });
  assert.equal(view.ask, 'neighbourhood');
  assert.deepEqual(places(view), [
    'definition src/config/parse.ts:12',
    'caller src/main.ts:3',
    'callee src/config/parse.ts:7',
    'callee src/fs/read.ts:1',
    'sibling src/config/parse.ts:15',
  ]);
});

test('the repository map ranks the files others use first, lists their signatures and keeps to the token budget', async (t) => {
  const { indexer } = await indexedFixture(t);
  const view = ask(indexer.index, { ask: 'map', tokens: 64 });
  assert.ok(view.map!.length <= 64 * 4, `${view.map!.length} characters`);
  const full = ask(indexer.index, { ask: 'map' });
  const files = full.items.map((item) => item.file);
  assert.ok(files.indexOf('src/fs/read.ts') < files.indexOf('src/main.ts'), files.join(', '));
  assert.match(full.map!, /src\/config\/parse.ts:\n(?:.*\n)*?\s+7│ export function parseConfig/);
  const focused = ask(indexer.index, { ask: 'map', focus: 'tools/' });
  assert.equal(focused.items[0]!.file.startsWith('tools/'), true);
});

test('a free-text question is ranked over symbols and files', async (t) => {
  const { indexer } = await indexedFixture(t);
  const view = ask(indexer.index, { question: 'render the report' });
  assert.equal(view.ask, 'search');
  const top = view.items.slice(0, 5).map((item) => `${item.name} ${item.file}:${item.line}`);
  assert.equal(top[0], 'render tools/report.py:5');
  assert.ok(top.includes('tools/report.py tools/report.py:1'), top.join(', '));
});

test('an empty answer says what was searched and what to try', async (t) => {
  const { indexer } = await indexedFixture(t);
  const missing = ask(indexer.index, { ask: 'definition', name: 'parseConfg' });
  assert.equal(missing.items.length, 0);
  assert.match(missing.message!, /no definition named "parseConfg" among 6 indexed files \(3 typescript, 2 python, 1 markdown\); similar names: /);
  const file = ask(indexer.index, { ask: 'file', file: 'parse.rs' });
  assert.match(file.message!, /no indexed file "parse.rs".*give a path relative to the repository root/);
  assert.match(ask(indexer.index, { question: 'zebra quantum' }).message!, /no symbol or file matches the words zebra, quantum .*try fewer or other words/);
});

test('answers stay under the byte budget and page with nextCursor until the last item', async (t) => {
  const many: Record<string, string> = {};
  for (let f = 0; f < 30; f++)
    many[`gen/m${f}.ts`] = Array.from({ length: 40 }, (_, i) => `export function f${i}() { return shared${i % 3}(${'x'.repeat(100)}); }`).join('\n');
  const { root, indexer } = await indexedFixture(t);
  await writeFiles(root, many);
  writeFileSync(join(root, 'gen/shared.ts'), 'export function shared0() {}\n');
  await indexer.refresh();
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const view = ask(indexer.index, { ask: 'references', name: 'shared0', limit: 100, ...(cursor ? { cursor } : {}) });
    assert.ok(Buffer.byteLength(JSON.stringify(view)) < TOOL_BYTE_BUDGET, `page ${page}`);
    seen.push(...view.items.map((item) => `${item.file}:${item.line}`));
    if (!view.hasMore) break;
    assert.ok(view.truncated || view.items.length === 100);
    cursor = view.nextCursor!;
  }
  assert.equal(seen.length, 30 * 14);
  assert.equal(new Set(seen).size, seen.length);
});

test('free text is routed to the question it asks', () => {
  const routes: Array<[string, string, string]> = [
    ['where is parseConfig defined?', 'definition', 'parseConfig'],
    ['parseConfig', 'definition', 'parseConfig'],
    ['Store.size', 'definition', 'Store.size'],
    ['who imports ConfigStore', 'references', 'ConfigStore'],
    ['callers of save', 'references', 'save'],
    ['what does src/a.ts define', 'file', 'src/a.ts'],
    ['main.py', 'file', 'main.py'],
    ['around Store.load', 'neighbourhood', 'Store.load'],
    ['repo map', 'map', ''],
    ['how are retries scheduled', 'search', ''],
  ];
  for (const [question, expected, subject] of routes) assert.deepEqual(routeQuestion(question), { ask: expected, subject }, question);
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { extractFile } from '../../src/code/extract.js';
import type { FileRecord } from '../../src/code/facts.js';
import { type CodeLanguage, GRAMMAR_LANGUAGES, languageOf } from '../../src/code/languages.js';
import { TreeSitterReader } from '../../src/code/tree-sitter.js';

/**
 * Every pinned grammar loads in the pinned web-tree-sitter (their ABIs agree) and its query
 * finds the definitions, uses and imports of a small sample.
 */
const SAMPLES: Record<string, { file: string; text: string; defs: string[]; refs: string[]; imports: string[] }> = {
  javascript: {
    file: 'a.js',
    text: "import { x } from './x.js';\nexport function greet(name) {\n  return format(name);\n}\nclass Box { open() { new Lid(); } }\nconst add = (a, b) => a + b;\nexports.run = function () {};\nconst Legacy = class {};\nexport const OPTIONS = { a: 1 };\nfunction outer() { const local = { b: 2 }; }\nmodule.exports = function named() {};\nclass Priv { #hidden() {} }\n",
    // A module's own object literal is a definition, one inside a function is not; a private method is found by its bare name.
    defs: [
      'function greet:2',
      'class Box:5',
      'method open:5',
      'function add:6',
      'function run:7',
      'class Legacy:8',
      'object OPTIONS:9',
      'function outer:10',
      'function exports:11',
      'function named:11',
      'class Priv:12',
      'method hidden:12',
    ],
    refs: ['format:3', 'Lid:5'],
    imports: ['./x.js:1'],
  },
  typescript: {
    file: 'a.ts',
    text: "import type { T } from '../t.js';\nexport interface Shape { area(): number }\ntype Id = string;\nenum Color { Red }\nexport class Square implements Shape {\n  area(): number { return calc(1); }\n}\n",
    defs: ['interface Shape:2', 'method area:2', 'type Id:3', 'enum Color:4', 'class Square:5', 'method area:6'],
    refs: ['calc:6'],
    imports: ['../t.js:1'],
  },
  tsx: {
    file: 'a.tsx',
    text: 'export function App(): JSX.Element {\n  return <div>{render()}</div>;\n}\n',
    defs: ['function App:1'],
    refs: ['render:2'],
    imports: [],
  },
  python: {
    file: 'a.py',
    text: 'import os.path\nfrom json import loads\nclass Store:\n    @property\n    def size(self):\n        return len(self.items)\ndef main():\n    Store().size\n',
    defs: ['class Store:3', 'method size:5', 'function main:7'],
    refs: ['len:6', 'Store:8'],
    imports: ['os.path:1', 'json:2'],
  },
  go: {
    file: 'a.go',
    text: 'package main\nimport "fmt"\ntype Server struct{}\nfunc (s *Server) Start() { fmt.Println("x") }\nfunc main() { run() }\n',
    defs: ['type Server:3', 'method Start:4', 'function main:5'],
    refs: ['Println:4', 'run:5'],
    imports: ['fmt:2'],
  },
  rust: {
    file: 'a.rs',
    text: 'use std::collections::HashMap;\npub struct Cache { m: HashMap<u8, u8> }\ntrait Store { fn get(&self); }\nimpl Cache { fn new() -> Self { build() } }\nmacro_rules! m { () => {} }\n',
    defs: ['struct Cache:2', 'interface Store:3', 'function get:3', 'function new:4', 'macro m:5'],
    refs: ['build:4'],
    imports: ['std::collections::HashMap:1'],
  },
  java: {
    file: 'A.java',
    text: 'import java.util.List;\npublic class Account {\n  public Account() {}\n  void deposit(int n) { log(n); new Entry(); }\n}\ninterface Ledger {}\n',
    defs: ['class Account:2', 'method Account:3', 'method deposit:4', 'interface Ledger:6'],
    refs: ['log:4', 'Entry:4'],
    imports: ['java.util.List:1'],
  },
  c: {
    file: 'a.c',
    text: '#include <stdio.h>\nstruct point { int x; };\ntypedef int number;\nstatic int *make(void) { return alloc(1); }\nint main(void) { printf("x"); }\n',
    defs: ['struct point:2', 'type number:3', 'function make:4', 'function main:5'],
    refs: ['alloc:4', 'printf:5'],
    imports: ['stdio.h:1'],
  },
  cpp: {
    file: 'a.cpp',
    text: '#include "util.h"\nnamespace app {\nclass Engine { public: void run(); };\nvoid Engine::run() { step(); }\n}\n',
    defs: ['module app:2', 'class Engine:3', 'function run:4'],
    refs: ['step:4'],
    imports: ['util.h:1'],
  },
  ruby: {
    file: 'a.rb',
    text: "require 'json'\nmodule Billing\n  class Invoice\n    def total\n      compute(1)\n    end\n    def self.build; end\n  end\nend\n",
    defs: ['module Billing:2', 'class Invoice:3', 'method total:4', 'method build:7'],
    refs: ['require:1', 'compute:5'],
    imports: ['json:1'],
  },
  bash: {
    file: 'a.sh',
    text: '#!/bin/sh\n. ./lib.sh\ndeploy() {\n  rsync -a x y\n}\ndeploy\n',
    defs: ['function deploy:3'],
    refs: ['.:2', 'rsync:4', 'deploy:6'],
    imports: ['./lib.sh:2'],
  },
  markdown: {
    file: 'a.md',
    text: '# Guide\n\n```sh\n# not a heading\n```\n\n## Install ##\ntext\n',
    defs: ['heading Guide:1', 'heading Install:7'],
    refs: [],
    imports: [],
  },
};

let reader: TreeSitterReader;
before(async () => {
  reader = await TreeSitterReader.open();
});
after(() => reader.close());

test('every grammar loads in the pinned web-tree-sitter, with an ABI it accepts', () => {
  const versions = reader.abiVersions();
  assert.deepEqual(Object.keys(versions).sort(), [...GRAMMAR_LANGUAGES].sort());
  for (const [language, version] of Object.entries(versions)) assert.ok(version >= 13 && version <= 15, `${language} has ABI ${version}`);
});

for (const [language, sample] of Object.entries(SAMPLES)) {
  test(`a ${language} file gives its definitions, the names it uses and its imports, each with its line`, () => {
    assert.equal(languageOf(sample.file), language as CodeLanguage);
    const record = indexed(sample.file, sample.text);
    assert.deepEqual(
      record.defs.map(([kind, name, line]) => `${kind} ${name}:${line}`),
      sample.defs,
    );
    for (const ref of sample.refs)
      assert.ok(
        record.refs.some(([name, line]) => `${name}:${line}` === ref),
        `${ref} in ${JSON.stringify(record.refs)}`,
      );
    assert.deepEqual(
      record.imports.map(([spec, line]) => `${spec}:${line}`),
      sample.imports,
    );
    assert.equal(record.parseErrors, false);
  });
}

test("a definition's signature is its first line, and a file with a syntax error still gives what parsed", () => {
  const record = indexed('b.py', 'def ok(a, b):\n    return a\n\ndef broken(:\n    pass\n\nclass After:\n    pass\n');
  assert.equal(record.defs[0]![4], 'def ok(a, b):');
  assert.ok(record.defs.some(([, name]) => name === 'After'));
  assert.equal(record.parseErrors, true);
});

test('a .h header that declares a class, a namespace or a template is read as C++, a plain one as C', () => {
  const cpp = indexed('engine.h', 'namespace app {\nclass Engine : public Base {\n public:\n  void run();\n};\n}\n');
  assert.equal(cpp.language, 'cpp');
  assert.deepEqual(
    cpp.defs.map(([kind, name, line]) => `${kind} ${name}:${line}`),
    ['module app:1', 'class Engine:2'],
  );
  assert.equal(cpp.parseErrors, false);
  const c = indexed('point.h', 'struct point { int x; };\nint area(struct point *p);\nstatic inline int twice(int x) { return 2 * x; }\n');
  assert.equal(c.language, 'c');
  assert.deepEqual(
    c.defs.map(([kind, name, line]) => `${kind} ${name}:${line}`),
    ['struct point:1', 'function twice:3'],
  );
});

test('binary, minified and oversized files are skipped with their reason, not parsed', () => {
  const skipOf = (file: string, bytes: Uint8Array) => {
    const out = extractFile({ path: file, language: languageOf(file)!, size: bytes.length, mtimeMs: 0 }, bytes, reader);
    return 'skip' in out ? out.skip.reason : 'indexed';
  };
  assert.equal(skipOf('x.js', new Uint8Array([102, 0, 1, 2])), 'binary');
  assert.equal(skipOf('bundle.js', Buffer.from(`var a=function(){return 1};`.repeat(2000))), 'minified');
  assert.equal(skipOf('big.py', Buffer.from('x = 1\n'.repeat(200_000))), 'too_large');
});

function indexed(file: string, text: string): FileRecord {
  const bytes = Buffer.from(text);
  const out = extractFile({ path: file, language: languageOf(file)!, size: bytes.length, mtimeMs: 0 }, bytes, reader);
  assert.ok('record' in out, `skipped: ${JSON.stringify(out)}`);
  return out.record;
}

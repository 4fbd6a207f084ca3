import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { editDistance } from '../../src/text/closest-word.js';
import { runMain } from '../helpers/run-main.js';

const forge = (argv: string[]) => runMain(argv);

describe('the forge command line', () => {
  test('suggests the read-only verb for a typo rather than one that starts or changes something', async () => {
    const typo = await forge(['stauts']);
    assert.equal(typo.code, 2);
    assert.match(typo.stderr, /unknown command "stauts"\. Did you mean "forge status"\?/);
    assert.match((await forge(['kb', 'serch'])).stderr, /Did you mean "forge kb search"\?/);
    assert.equal(editDistance('stauts', 'status'), 1, 'two swapped letters are one edit');
  });

  test('a group word lists its verbs: with --help it exits 0, alone it is a usage error', async () => {
    const help = await forge(['kb', '--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /kb search[\s\S]*kb get[\s\S]*kb ingest/);
    const bare = await forge(['hook']);
    assert.equal(bare.code, 2);
    assert.match(bare.stdout, /hook stop[\s\S]*hook session-start[\s\S]*hook pre-tool/);
  });

  test('an unknown command under --json answers the error envelope on stdout', async () => {
    const answer = await forge(['frobnicate', '--json']);
    assert.equal(answer.code, 2);
    assert.equal(answer.stderr, '');
    assert.deepEqual(JSON.parse(answer.stdout), {
      ok: false,
      error: { code: 'usage', message: 'unknown command "frobnicate". Run "forge --help" for the list.' },
    });
  });

  test('option mistakes are said plainly, with the nearest option and the usage line', async () => {
    const misspelt = await forge(['status', '--limt', '3']);
    assert.equal(misspelt.code, 2);
    assert.equal(misspelt.stderr.split('\n')[0], 'forge status: unknown option --limt; did you mean --limit? (a value that starts with "-" goes after --)');
    assert.match(misspelt.stderr, /\nusage: forge status /);
    assert.match((await forge(['status', '--limit'])).stderr, /^forge status: option --limit needs a value\n/);
    assert.match((await forge(['status', '--json=yes'])).stderr, /^forge status: option --json takes no value\n/);
    for (const answer of [misspelt, await forge(['status', '--bogus'])])
      assert.equal((answer.stderr.match(/'/g) ?? []).length, 0, 'no stray quotes from the parser');
  });

  test('every verb says --project is looked for upwards, as it is', async () => {
    const help = await forge(['status', '--help']);
    assert.match(
      help.stdout,
      /--project DIR {3}project root \(default: the nearest folder holding _vibe-chain\/ or\n\s+_vibe-chain-output\/, from the current directory up\)/,
    );
  });
});

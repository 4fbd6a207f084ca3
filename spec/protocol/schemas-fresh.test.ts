import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { protocolJsonSchemas, renderJsonSchema } from '../../protocol/json-schemas.js';

const SCHEMAS_DIR = fileURLToPath(new URL('../../../protocol/schemas/', import.meta.url));

test('protocol/schemas/*.json are exactly what the zod schemas generate (run "npm run schemas" after changing a schema)', async () => {
  const generated = protocolJsonSchemas();
  const committed = (await readdir(SCHEMAS_DIR)).filter((name) => name.endsWith('.json')).sort();
  assert.deepEqual(
    committed,
    Object.keys(generated)
      .map((name) => `${name}.json`)
      .sort(),
    'one file per schema, none stale',
  );
  for (const [name, schema] of Object.entries(generated)) {
    assert.equal(await readFile(`${SCHEMAS_DIR}${name}.json`, 'utf8'), renderJsonSchema(schema), `protocol/schemas/${name}.json is stale`);
  }
});

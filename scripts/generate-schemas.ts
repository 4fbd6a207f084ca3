import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { protocolJsonSchemas, renderJsonSchema } from '../protocol/json-schemas.js';
import { writeAtomic } from '../src/fs/atomic-write.js';

/**
 * Writes protocol/schemas/<name>.json from the zod schemas (`npm run schemas`). The folder belongs
 * to this script: a .json file it no longer generates is removed, so no stale schema lingers.
 */
const SCHEMAS_DIR = fileURLToPath(new URL('../../protocol/schemas/', import.meta.url));

const schemas = protocolJsonSchemas();
for (const [name, schema] of Object.entries(schemas)) {
  await writeAtomic(join(SCHEMAS_DIR, `${name}.json`), renderJsonSchema(schema));
}
for (const file of await readdir(SCHEMAS_DIR)) {
  if (file.endsWith('.json') && !(file.slice(0, -'.json'.length) in schemas)) {
    await rm(join(SCHEMAS_DIR, file));
    process.stdout.write(`removed stale protocol/schemas/${file}\n`);
  }
}
process.stdout.write(`wrote ${Object.keys(schemas).length} schemas to protocol/schemas/\n`);

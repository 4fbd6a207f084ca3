import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles the Heimdall hook (dist/src/heimdall/main.js and everything it imports from dist) into
 * dist/heimdall/: Node 20 loads ~40 ES modules one by one in more time than the decision takes,
 * and the hook runs before every tool call. Lazily loaded parts (the Bash decision, TOML, the
 * escalation signal) stay separate chunks. The manifest records the mtime of tsc's build info
 * file, which every `tsc` run that emits rewrites, so bin-scripts/heimdall falls back to the
 * module graph when a later `tsc` leaves the bundle stale (one stat instead of one per module).
 */
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const OUT = `${DIST}heimdall/`;

await rm(OUT, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: `${DIST}src/heimdall/main.js` },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: OUT,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  // mvdan-sh is read from disk with a V8 code cache; npm packages stay where npm put them.
  packages: 'external',
  metafile: true,
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs).map((input) => relative(DIST, fileURLToPath(new URL(input, `file://${process.cwd()}/`))));
const buildInfo = (await stat(`${DIST}.tsbuildinfo`)).mtimeMs;
await mkdir(OUT, { recursive: true });
await writeFile(`${OUT}manifest.json`, `${JSON.stringify({ entry: 'main.js', tsbuildinfo_mtime_ms: buildInfo, inputs }, null, 2)}\n`);
console.log(`heimdall: dist/heimdall/main.js bundled from ${inputs.length} modules`);

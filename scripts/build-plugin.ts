import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles what the plugin runs (the forge CLI behind the hooks and the MCP server, the plugin hook's
 * session check, Heimdall, and the compound child the daemon spawns) from dist/ into
 * build/src/plugin-bundle/, which is committed: `claude plugin install` copies the repository and
 * runs `npm ci --ignore-scripts`, so the dependencies arrive but nothing is compiled. The folder
 * sits three levels below the root, as dist/src/<dir>/ does, so each module's
 * `new URL('../../../bin-scripts/...', import.meta.url)` still finds the package's executables;
 * npm packages stay external (installed by the client). spec/plugin/bundle.test.ts fails when the
 * committed bundle differs from a fresh build of the current sources.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function buildPluginBundle(outdir: string): Promise<void> {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      forge: `${ROOT}dist/src/cli/main.js`,
      'worker-session': `${ROOT}dist/src/plugin/worker-session.js`,
      heimdall: `${ROOT}dist/src/heimdall/main.js`,
      'compound-child': `${ROOT}dist/src/transcripts/compound-child.js`,
    },
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

export const PLUGIN_BUNDLE = `${ROOT}build/src/plugin-bundle`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildPluginBundle(PLUGIN_BUNDLE);
  console.log(`plugin: ${PLUGIN_BUNDLE.slice(ROOT.length)} bundled`);
}

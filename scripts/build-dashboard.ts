import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * Builds the dashboard page into dist/dashboard/index.html: the Preact app bundled and minified by
 * esbuild, with its script and styles inlined so the daemon serves the whole page on one route.
 * The only file that imports esbuild. Fails when the script grows past its budget.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT_DIR = `${ROOT}dist/dashboard/`;
const JS_BUDGET_GZIP = 150 * 1024;

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [`${ROOT}${entry}`],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: ['chrome110', 'firefox110', 'safari16'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
    outdir: OUT_DIR,
  });
  return result.outputFiles.map((file) => file.text).join('');
}

const [js, css, template] = await Promise.all([
  bundle('dashboard/src/main.tsx'),
  bundle('dashboard/src/style.css'),
  readFile(`${ROOT}dashboard/index.html`, 'utf8'),
]);
const gzipped = gzipSync(js).length;
if (gzipped > JS_BUDGET_GZIP) throw new Error(`dashboard script is ${gzipped} bytes gzipped, over its budget of ${JS_BUDGET_GZIP}`);
// `</script` inside the inlined code would end the script element early.
const html = template
  .replace('<!--style-->', () => `<style>${css}</style>`)
  .replace('<!--script-->', () => `<script>${js.replace(/<\/script/gi, '<\\/script')}</script>`);
await mkdir(OUT_DIR, { recursive: true });
await writeFile(`${OUT_DIR}index.html`, html);
console.log(
  `dashboard: dist/dashboard/index.html (script ${(js.length / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped; page ${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped)`,
);

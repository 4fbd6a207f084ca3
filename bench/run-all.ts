import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench [-- NAME...]`: runs every benchmark in bench/ (each file exporting `run()`), or
 * only those whose file name contains one of the given words. Each prints its own figures with
 * the baseline it measured in the same run.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  // Helper processes (`*-child.js`) and bench/lib/ are started by benchmarks, never run on their own.
  .filter((name) => name.endsWith('.js') && name !== 'run-all.js' && !name.endsWith('-child.js'))
  .filter((name) => filters.length === 0 || filters.some((word) => name.includes(word)))
  .sort();

let failed = 0;
for (const file of files) {
  const module = (await import(new URL(file, import.meta.url).href)) as { run?: () => Promise<void> };
  if (typeof module.run !== 'function') continue;
  console.log(`\n# ${file.replace(/\.js$/, '')}`);
  try {
    await module.run();
  } catch (error) {
    failed += 1;
    console.error(`${file}: ${(error as Error).stack ?? error}`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;

// The build behind `npm run build` and `npm start`: runs only the steps whose inputs changed since
// they last succeeded, and says what it runs and why. Plain JavaScript, since it decides whether
// the TypeScript compiler has to run at all. `--force` runs every step.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where each step's inputs live (files and folders, relative to the checkout), and what it writes. */
export const STEPS = [
  {
    name: 'compile',
    what: 'TypeScript to dist/ (tsc, incremental)',
    inputs: ['protocol', 'src', 'watchers', 'spec', 'bench', 'scripts', 'tsconfig.json', 'package-lock.json'],
    output: 'dist/.tsbuildinfo',
    command: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'],
  },
  {
    name: 'dashboard types',
    what: 'type-check dashboard/ (tsc, incremental)',
    inputs: ['dashboard', 'src', 'protocol', 'package-lock.json'],
    output: 'dist/.dashboard.tsbuildinfo',
    command: ['node_modules/typescript/bin/tsc', '-p', 'dashboard/tsconfig.json'],
  },
  {
    name: 'dashboard page',
    what: 'bundle dist/dashboard/index.html (esbuild)',
    inputs: ['dashboard', 'src', 'protocol', 'scripts/build-dashboard.ts', 'package-lock.json'],
    output: 'dist/dashboard/index.html',
    command: ['dist/scripts/build-dashboard.js'],
  },
  {
    name: 'heimdall bundle',
    what: 'bundle dist/heimdall/ (esbuild)',
    // tsc rewrites its build info whenever it emits: the bundle is stale exactly then.
    inputs: ['dist/.tsbuildinfo'],
    output: 'dist/heimdall/manifest.json',
    command: ['dist/scripts/build-heimdall.js'],
  },
];

const STAMPS = 'dist/.build-stamps.json';
const SKIPPED = new Set(['node_modules', '.git']);

/** The newest modification time under `path` (folders count: a removed file changes its folder), and how many entries were looked at. */
export function newest(path) {
  let info;
  try {
    info = statSync(path);
  } catch (error) {
    // ENOENT: an input that does not exist (yet) changes nothing.
    if (error.code === 'ENOENT') return { mtimeMs: 0, count: 0 };
    throw error;
  }
  let result = { mtimeMs: info.mtimeMs, count: 1 };
  if (!info.isDirectory()) return result;
  for (const name of readdirSync(path)) {
    if (SKIPPED.has(name)) continue;
    const inner = newest(join(path, name));
    result = { mtimeMs: Math.max(result.mtimeMs, inner.mtimeMs), count: result.count + inner.count };
  }
  return result;
}

/**
 * Why `step` must run now, or null: never stamped, its output missing, or an input changed after
 * the stamp. Asked just before the step, so a step sees what the steps before it wrote.
 */
export function whyStale(root, step, stamp, force = false) {
  const input = step.inputs.map((path) => newest(join(root, path))).reduce((a, b) => ({ mtimeMs: Math.max(a.mtimeMs, b.mtimeMs), count: a.count + b.count }));
  const why = force
    ? 'forced'
    : stamp === undefined
      ? 'never built here'
      : newest(join(root, step.output)).count === 0
        ? `${step.output} is missing`
        : input.mtimeMs > stamp
          ? 'its inputs changed since it last ran'
          : null;
  return { why, checked: input.count };
}

function readStamps(root) {
  try {
    return JSON.parse(readFileSync(join(root, STAMPS), 'utf8'));
  } catch (error) {
    // ENOENT: nothing built yet; SyntaxError: a torn file. Either way every step runs.
    if (error.code === 'ENOENT' || error instanceof SyntaxError) return {};
    throw error;
  }
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const started = Date.now();
  const force = process.argv.includes('--force');
  const stamps = readStamps(root);
  let checked = 0;
  let ran = 0;
  for (const step of STEPS) {
    const { why, checked: count } = whyStale(root, step, stamps[step.name], force);
    checked += count;
    if (why === null) continue;
    // Stamped with the time the step started: an edit made while it runs triggers the next build.
    const startedAt = Date.now();
    console.log(`build: ${step.name}: ${step.what} (${why})`);
    const run = spawnSync(process.execPath, step.command, { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
    stamps[step.name] = startedAt;
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, STAMPS), `${JSON.stringify(stamps, null, 2)}\n`);
    console.log(`build: ${step.name} done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    ran += 1;
  }
  if (ran === 0) console.log(`build: up to date (${checked} files and folders unchanged since each step last ran; checked in ${Date.now() - started} ms)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

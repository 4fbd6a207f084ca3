import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The layer map of src/README.md, enforced: every import of protocol/, src/ and watchers/ goes to
 * a folder of the same layer or a lower one, and no two folders import each other. The map is
 * read from the README's table, so the document and the rule cannot drift apart.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVICE_FILE = /-service\.ts$/;

interface Layers {
  /** Folder (relative, with a trailing slash; `src/` for the files at src's top) to its layer. */
  byFolder: Map<string, number>;
  serviceLayer: number;
}

function readLayers(): Layers {
  const byFolder = new Map<string, number>();
  let serviceLayer = Number.NaN;
  for (const line of readFileSync(join(ROOT, 'src/README.md'), 'utf8').split('\n')) {
    const row = /^\| `([^`]+)` \| (\d+) \|/.exec(line);
    if (!row) continue;
    if (row[1] === '*-service.ts') serviceLayer = Number(row[2]);
    else byFolder.set(row[1]!.replace(/\*\.ts$/, ''), Number(row[2]));
  }
  return { byFolder, serviceLayer };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path.replaceAll('\\', '/')] : [];
  });
}

/** The folder a file belongs to in the map: its first level under src/, or the top folder. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] !== 'src') return `${parts[0]}/`;
  return parts.length === 2 ? 'src/' : `src/${parts[1]}/`;
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"`;]*?from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
  return specs.map((spec) =>
    relative(ROOT, normalize(join(ROOT, dirname(file), spec)))
      .replaceAll('\\', '/')
      .replace(/\.js$/, '.ts'),
  );
}

test('every folder of protocol/, src/ and watchers/ has a line in the layer map of src/README.md', () => {
  const { byFolder, serviceLayer } = readLayers();
  assert.ok(Number.isInteger(serviceLayer), 'the map gives the layer of *-service.ts files');
  const folders = new Set(['protocol', 'src', 'watchers'].flatMap(sourceFiles).map(folderOf));
  assert.deepEqual([...folders].filter((folder) => !byFolder.has(folder)).sort(), [], 'folders missing from the map');
  assert.deepEqual([...byFolder.keys()].filter((folder) => !folders.has(folder)).sort(), [], 'the map names folders that do not exist');
});

test('imports run one way: down the layers, and never in a circle between two folders', () => {
  const { byFolder, serviceLayer } = readLayers();
  const layerOf = (file: string) => (SERVICE_FILE.test(file) ? serviceLayer : (byFolder.get(folderOf(file)) ?? Number.NaN));
  const upward: string[] = [];
  const serviceImports: string[] = [];
  const arrows = new Map<string, string>();
  for (const file of ['protocol', 'src', 'watchers'].flatMap(sourceFiles)) {
    for (const target of importsOf(file)) {
      if (!/^(protocol|src|watchers)\//.test(target)) continue;
      if (layerOf(target) > layerOf(file)) upward.push(`${file} (layer ${layerOf(file)}) imports ${target} (layer ${layerOf(target)})`);
      // A service plug-in may sit above its folder's layer, as the daemon starts it; only the command that starts the daemon imports it.
      if (SERVICE_FILE.test(target) && folderOf(file) !== 'src/commands/') serviceImports.push(`${file} imports ${target}`);
      // Folders are what the map draws: a service file's imports are its folder's, so a folder and the daemon cannot import each other through one.
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to && !arrows.has(`${from} -> ${to}`)) arrows.set(`${from} -> ${to}`, `${file} imports ${target}`);
    }
  }
  assert.deepEqual(upward, [], 'imports that go up a layer');
  assert.deepEqual(serviceImports, [], 'service plug-ins imported by anything but the command that starts the daemon');
  assert.deepEqual(circles(arrows), [], 'folders that import each other');
});

/** Every pair of folders that import each other, with one import each way. */
function circles(arrows: Map<string, string>): string[] {
  return [...arrows.keys()]
    .map((arrow) => arrow.split(' -> ') as [string, string])
    .filter(([from, to]) => from < to && arrows.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}: ${arrows.get(`${from} -> ${to}`)}; ${arrows.get(`${to} -> ${from}`)}`);
}

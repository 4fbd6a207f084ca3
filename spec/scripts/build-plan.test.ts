import assert from 'node:assert/strict';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { tempProject } from '../helpers/temp-project.js';

interface Step {
  name: string;
  inputs: string[];
  output: string;
}
interface BuildScript {
  STEPS: Step[];
  whyStale(root: string, step: Step, stamp: number | undefined, force?: boolean): { why: string | null; checked: number };
}

/** scripts/build.mjs is plain JavaScript run before tsc; from dist/spec/scripts/ it is three folders up. */
const CHECKOUT = new URL('../../../', import.meta.url);
const build = (await import(new URL('scripts/build.mjs', CHECKOUT).href)) as BuildScript;

describe('the build runs only what changed', () => {
  test('a step runs when never built, when its output is missing, or when an input changed after it last ran; otherwise it is skipped', async (t) => {
    const root = await tempProject(t);
    const step: Step = { name: 'fake', inputs: ['in', 'one.json'], output: 'out/result' };
    await mkdir(join(root, 'in', 'deep'), { recursive: true });
    await writeFile(join(root, 'in', 'deep', 'a.ts'), '');
    await writeFile(join(root, 'one.json'), '{}');
    const past = new Date(Date.now() - 60_000);
    for (const path of ['in/deep/a.ts', 'in/deep', 'in', 'one.json']) await utimes(join(root, path), past, past);
    const stamp = Date.now() - 30_000;

    assert.equal(build.whyStale(root, step, undefined).why, 'never built here');
    assert.equal(build.whyStale(root, step, stamp).why, 'out/result is missing');
    await mkdir(join(root, 'out'));
    await writeFile(join(root, 'out', 'result'), '');
    const upToDate = build.whyStale(root, step, stamp);
    assert.equal(upToDate.why, null);
    assert.equal(upToDate.checked, 4, 'every file and folder under the inputs is looked at');
    assert.equal(build.whyStale(root, step, stamp, true).why, 'forced');

    await writeFile(join(root, 'in', 'deep', 'a.ts'), 'changed');
    assert.equal(build.whyStale(root, step, stamp).why, 'its inputs changed since it last ran');
  });

  test('the compile step watches every folder tsconfig.json compiles, and the heimdall bundle follows what tsc emits', async () => {
    const tsconfig = JSON.parse(await readFile(new URL('tsconfig.json', CHECKOUT), 'utf8')) as { include: string[] };
    const compile = build.STEPS.find((step) => step.name === 'compile')!;
    for (const pattern of tsconfig.include) assert.ok(compile.inputs.includes(pattern.split('/')[0]!), `${pattern} is an input of compile`);
    const heimdall = build.STEPS.find((step) => step.name === 'heimdall bundle')!;
    assert.deepEqual(heimdall.inputs, [compile.output]);
  });
});

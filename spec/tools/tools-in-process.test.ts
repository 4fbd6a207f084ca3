import { describe, test } from 'node:test';
import { asForgeError, errorEnvelope } from '../../src/errors.js';
import type { ToolContext } from '../../src/tools/context.js';
import { runTool } from '../../src/tools/registry.js';
import { tempProject } from '../helpers/temp-project.js';
import { emptyContext, swarmProject } from './swarm-fixture.js';
import { type Call, TOOL_CASES } from './tool-cases.js';

function inProcess(context: ToolContext): Call {
  return async (name, input) => {
    try {
      return JSON.parse(JSON.stringify(await runTool(context, name, input)));
    } catch (error) {
      return errorEnvelope(asForgeError(error));
    }
  };
}

describe('every tool, called in process', () => {
  for (const [name, cases] of TOOL_CASES) {
    test(`${name}: a happy path, an empty answer that says why, pagination and errors in the envelope`, async (t) => {
      const project = await swarmProject(t);
      const call = inProcess(project.context);
      const emptyCall = inProcess(emptyContext(await tempProject(t)));
      await t.test('happy path', () => cases.happy(call, project));
      await t.test('empty', () => cases.empty(call, emptyCall, project));
      await t.test('pagination', () => cases.page(call, project));
      await t.test('error', () => cases.error(call, project));
    });
  }
});

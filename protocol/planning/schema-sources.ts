import type { z } from 'zod';
import { ARTIFACT_SCHEMAS } from './artifacts.js';
import { ARTIFACTS, artifactFileName, PLANS_DIR } from './plan-files.js';

/** The JSON Schema files of the plan artifacts (`protocol/schemas/plan-<artifact>.json`), written by people and agents alike. */
export function planSchemaSources(): Record<string, { title: string; description: string; schema: z.ZodType; io: 'input' | 'output' }> {
  return Object.fromEntries(
    ARTIFACTS.map((artifact) => [
      `plan-${artifact.replace(/_/g, '-')}`,
      {
        title: `plan artifact ${artifactFileName(artifact)}`,
        description: `YAML front matter of ${PLANS_DIR}/<project>/${artifactFileName(artifact)} (see docs/planning.md). Unknown fields are kept.`,
        schema: ARTIFACT_SCHEMAS[artifact],
        io: 'input' as const,
      },
    ]),
  );
}

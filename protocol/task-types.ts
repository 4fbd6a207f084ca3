import { z } from 'zod';

export const STAGES = ['dev', 'code_review', 'arch_review', 'ux_review', 'test'] as const;
export const Stage = z.enum(STAGES);
export type Stage = z.infer<typeof Stage>;

export const KNOWN_TASK_TYPES = ['frontend', 'backend', 'fullstack', 'devops', 'docs', 'security', 'test', 'code_review', 'arch_review', 'ux_review'] as const;

export const TaskType = z.string().regex(/^[a-z][a-z_]*$/, 'a lower-case task type word');

const ALIASES: Record<string, string> = { arch: 'arch_review' };

export function canonicalTaskType(taskType: string): string {
  return ALIASES[taskType] ?? taskType;
}

/** The stage is `stage` when given, else a review/test stage for those types, else dev. */
export function stageOf(taskType: string, stage?: Stage): Stage {
  if (stage) return stage;
  const canonical = canonicalTaskType(taskType);
  return (STAGES as readonly string[]).includes(canonical) && canonical !== 'dev' ? (canonical as Stage) : 'dev';
}

export const URGENCIES = ['low', 'normal', 'high'] as const;
export const Urgency = z.enum(URGENCIES);
export type Urgency = z.infer<typeof Urgency>;

export function urgencyRank(urgency: Urgency | undefined): number {
  return urgency === 'high' ? 0 : urgency === 'low' ? 2 : 1;
}

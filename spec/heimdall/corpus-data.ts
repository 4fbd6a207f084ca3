import { readFileSync } from 'node:fs';

export interface Labelled {
  command: string;
  expect: 'block' | 'allow';
  rule?: string;
  how?: string;
}

const FIXTURES = new URL('../../../fixtures/heimdall/', import.meta.url);

function jsonl<T>(name: string): T[] {
  return readFileSync(new URL(name, FIXTURES), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export const dangerous = () => jsonl<Labelled>('dangerous.jsonl');
export const everyday = () => jsonl<Labelled>('everyday.jsonl');
export const transcriptCommands = () => jsonl<string>('transcript-commands.jsonl');

import { readdirSync, readFileSync } from 'node:fs';

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

/** `<kind>.jsonl` and every `<kind>-<class>.jsonl` beside it (one file per bypass class), in name order. */
function labelled(kind: 'dangerous' | 'everyday'): Labelled[] {
  return readdirSync(FIXTURES)
    .filter((name) => name === `${kind}.jsonl` || (name.startsWith(`${kind}-`) && name.endsWith('.jsonl')))
    .sort()
    .flatMap((name) => jsonl<Labelled>(name));
}

export const dangerous = () => labelled('dangerous');
export const everyday = () => labelled('everyday');
export const transcriptCommands = () => jsonl<string>('transcript-commands.jsonl');

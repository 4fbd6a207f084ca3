import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusRequirement, corpusTranscriptDirs } from '../helpers/corpus-location.js';
import { generatedTranscripts } from '../transcripts/synthetic-transcripts.js';

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

/**
 * The Bash commands Claude Code ran in the real transcript corpus when this machine has it
 * (read in place, never copied into the project), else in the transcripts the project generates.
 */
export function transcriptCommands(): string[] {
  const texts =
    corpusRequirement().missing === null
      ? corpusTranscriptDirs()
          .flatMap(jsonlFilesUnder)
          .map((file) => readFileSync(file, 'utf8'))
      : generatedTranscripts().map((file) => file.text);
  return [...new Set(texts.flatMap(bashCommandsIn))];
}

function jsonlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => join(dir, name));
}

function bashCommandsIn(transcript: string): string[] {
  // The piece after the last newline is a line still being written.
  return transcript
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as { type?: string; message?: { content?: unknown } })
    .filter((record) => record.type === 'assistant' && Array.isArray(record.message?.content))
    .flatMap((record) => record.message!.content as Array<{ type?: string; name?: string; input?: { command?: unknown } }>)
    .filter((block) => block.type === 'tool_use' && block.name === 'Bash' && typeof block.input?.command === 'string')
    .map((block) => block.input!.command as string);
}

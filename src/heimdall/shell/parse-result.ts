import type { Script } from './syntax.js';

export type ParseResult = { ok: true; script: Script; parser: 'fast' | 'mvdan-sh' } | { ok: false; error: string };

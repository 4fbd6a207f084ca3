import { type CodeIndexFacts, codeIndexCounts, codeIndexLine } from '../code/index-facts.js';
import type { CheckResult } from './checks.js';

/**
 * What the code index holds and every file it left out, counted by reason. Skips are not faults
 * (a binary or a minified bundle is meant to be skipped), so they never fail the check; they are
 * shown so that a file missing from the answers has its reason in plain sight.
 */
export function codeIndexCheck(facts: CodeIndexFacts): CheckResult {
  return { check: 'code index', status: 'OK', message: codeIndexLine(codeIndexCounts(facts)) };
}

import {
  readRecordsWhere
} from "./chunk-DCIOL5L5.js";
import {
  IndexLine
} from "./chunk-JC3QF5J2.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  EXCHANGES_INDEX
} from "./chunk-YZV3RAMM.js";

// dist/src/transcripts/story-exchanges.js
async function storyLines(projectRoot, storyId) {
  return (await readRecordsWhere(inProject(projectRoot, EXCHANGES_INDEX), IndexLine, "story_id", storyId)).records;
}
async function storyExchanges(projectRoot, storyId, shown) {
  const mine = await storyLines(projectRoot, storyId);
  return {
    total: mine.length,
    tokens: sumTokens(mine),
    items: mine.slice(0, shown).map((line) => ({
      exchange_id: line.exchange_id,
      session_id: line.session_id,
      started_at: line.started_at,
      prompt: line.prompt,
      stage: line.stage ?? null
    }))
  };
}
async function storyUsage(projectRoot, storyId) {
  try {
    const { total, tokens } = await storyExchanges(projectRoot, storyId, 0);
    return total === 0 ? {} : { exchanges: total, exchange_tokens: tokens };
  } catch (error) {
    if (typeof error.code !== "string")
      throw error;
    return {};
  }
}
function sumTokens(lines) {
  return lines.reduce((sum, line) => sum + (line.context_tokens ?? 0), 0);
}

export {
  storyLines,
  storyExchanges,
  storyUsage,
  sumTokens
};

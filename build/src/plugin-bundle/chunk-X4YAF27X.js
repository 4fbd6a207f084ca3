import {
  loadIndex
} from "./chunk-FVIXJ4ET.js";

// dist/src/transcripts/story-exchanges.js
async function storyLines(projectRoot, storyId) {
  const { lines } = await loadIndex(projectRoot);
  return lines.filter((line) => line.story_id === storyId);
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
function sumTokens(lines) {
  return lines.reduce((sum, line) => sum + (line.context_tokens ?? 0), 0);
}

export {
  storyLines,
  storyExchanges,
  sumTokens
};

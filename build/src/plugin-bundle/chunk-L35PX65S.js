import {
  storyExchanges,
  storyLines,
  storyUsage,
  sumTokens
} from "./chunk-43JWZCU5.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-AF6YNM63.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  storyExchanges,
  storyLines,
  storyUsage,
  sumTokens
};

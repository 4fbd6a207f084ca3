import {
  CODE_ASKS,
  CODE_DEFAULT_LIMIT,
  CODE_MAX_LIMIT,
  CODE_TOOLS,
  CodeItem,
  GetCodebaseContextInput,
  GetCodebaseContextOutput,
  GetManifestInput,
  GetManifestOutput,
  IndexRepoInput,
  IndexRepoOutput,
  ListReposInput,
  ListReposOutput,
  MAP_DEFAULT_TOKENS,
  RepoItem,
  SkipCounts,
  getCodebaseContextTool,
  getManifestTool,
  indexRepoTool,
  listReposTool
} from "./chunk-EGFMAKHA.js";
import "./chunk-CD3IB3CK.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-JJVVBB2U.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  CODE_ASKS,
  CODE_DEFAULT_LIMIT,
  CODE_MAX_LIMIT,
  CODE_TOOLS,
  CodeItem,
  GetCodebaseContextInput,
  GetCodebaseContextOutput,
  GetManifestInput,
  GetManifestOutput,
  IndexRepoInput,
  IndexRepoOutput,
  ListReposInput,
  ListReposOutput,
  MAP_DEFAULT_TOKENS,
  RepoItem,
  SkipCounts,
  getCodebaseContextTool,
  getManifestTool,
  indexRepoTool,
  listReposTool
};

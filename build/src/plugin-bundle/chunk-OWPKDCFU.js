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
} from "./chunk-DBJA57MQ.js";
import "./chunk-DRV4ZJJZ.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-3UBLQEIB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
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

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
  getCodebaseContextTool,
  getManifestTool,
  indexRepoTool,
  listReposTool
} from "./chunk-EFEMLJJ6.js";
import "./chunk-5ZLZDTIN.js";
import "./chunk-YR6BMIBU.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-JFQOKNT2.js";
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
  getCodebaseContextTool,
  getManifestTool,
  indexRepoTool,
  listReposTool
};

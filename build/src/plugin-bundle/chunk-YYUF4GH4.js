import {
  watchTree
} from "./chunk-DHQILCMW.js";
import {
  pollFolders
} from "./chunk-KWQMMKFM.js";
import {
  loadConfig
} from "./chunk-DVXXGNJS.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-WAEJA4S5.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  CONFIG_DIR
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/daemon/config-holder.js
import { basename } from "node:path";
var ConfigHolder = class _ConfigHolder {
  current;
  projectRoot;
  env;
  logger;
  listeners = [];
  watch = null;
  pending = null;
  constructor(current, projectRoot, env, logger) {
    this.current = current;
    this.projectRoot = projectRoot;
    this.env = env;
    this.logger = logger;
  }
  static async load(projectRoot, env, logger) {
    const loaded = await loadConfig(projectRoot, env);
    if (loaded.errors.length > 0)
      throw new ForgeError("config", loaded.errors.map(renderDiagnostic).join("\n"));
    for (const warning of loaded.warnings)
      logger.warn(renderDiagnostic(warning));
    return new _ConfigHolder(loaded.config, projectRoot, env, logger);
  }
  /** A holder with a fixed config, for tests and one-shot tools. */
  static fixed(config, logger) {
    return new _ConfigHolder(config, "", {}, logger);
  }
  /** Starts reloading when `_vibe-chain/config.toml` or `config.yaml` changes. */
  startWatching(mode, pollIntervalMs) {
    const dir = inProject(this.projectRoot, CONFIG_DIR);
    this.watch = (mode === "poll" ? pollFolders : watchTree)({
      root: dir,
      depth: 0,
      mode,
      pollIntervalMs,
      ignore: (path) => path !== dir && !["config.toml", "config.yaml"].includes(basename(path)),
      onEvent: (kind) => {
        if (kind !== "add" && kind !== "change" && kind !== "unlink")
          return;
        if (this.pending)
          clearTimeout(this.pending);
        this.pending = setTimeout(() => {
          this.pending = null;
          void this.reload();
        }, this.current.daemon.settle);
      },
      onError: (error) => this.logger.error(`config watcher: ${error.message}`)
    });
    return this.watch.ready;
  }
  onChange(listener) {
    this.listeners.push(listener);
  }
  async reload() {
    const loaded = await loadConfig(this.projectRoot, this.env);
    if (loaded.errors.length > 0) {
      for (const error of loaded.errors)
        this.logger.error(`${renderDiagnostic(error)} (keeping the last good config)`);
      return;
    }
    for (const warning of loaded.warnings)
      this.logger.warn(renderDiagnostic(warning));
    this.current = loaded.config;
    this.logger.info("config reloaded");
    for (const listener of this.listeners)
      listener();
  }
  async close() {
    if (this.pending)
      clearTimeout(this.pending);
    await this.watch?.close();
  }
};
export {
  ConfigHolder
};

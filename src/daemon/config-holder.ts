import { basename } from 'node:path';
import type { Config } from '../../protocol/config.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { CONFIG_DIR } from '../../protocol/paths.js';
import { pollFolders } from '../../watchers/folder-poller.js';
import { type TreeWatch, watchTree } from '../../watchers/fs-watcher.js';
import { loadConfig } from '../config/load-config.js';
import { ForgeError } from '../errors.js';
import { inProject } from '../project/project-root.js';
import type { Logger } from './logger.js';

/**
 * The config in force. At start-up a bad config is a clear error; on a hot reload a bad config is
 * reported and the last good one stays in force.
 */
export class ConfigHolder {
  private listeners: Array<() => void> = [];
  private watch: TreeWatch | null = null;
  private pending: NodeJS.Timeout | null = null;

  private constructor(
    public current: Config,
    private readonly projectRoot: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logger: Logger,
  ) {}

  static async load(projectRoot: string, env: NodeJS.ProcessEnv, logger: Logger): Promise<ConfigHolder> {
    const loaded = await loadConfig(projectRoot, env);
    if (loaded.errors.length > 0) throw new ForgeError('config', loaded.errors.map(renderDiagnostic).join('\n'));
    for (const warning of loaded.warnings) logger.warn(renderDiagnostic(warning));
    return new ConfigHolder(loaded.config, projectRoot, env, logger);
  }

  /** A holder with a fixed config, for tests and one-shot tools. */
  static fixed(config: Config, logger: Logger): ConfigHolder {
    return new ConfigHolder(config, '', {}, logger);
  }

  /** Starts reloading when `_vibe-chain/config.toml` or `config.yaml` changes. */
  startWatching(mode: 'native' | 'poll', pollIntervalMs: number): Promise<void> {
    const dir = inProject(this.projectRoot, CONFIG_DIR);
    // Polling opens the files each round, so an edit made on another host is seen through the NFS caches.
    this.watch = (mode === 'poll' ? pollFolders : watchTree)({
      root: dir,
      depth: 0,
      mode,
      pollIntervalMs,
      ignore: (path) => path !== dir && !['config.toml', 'config.yaml'].includes(basename(path)),
      onEvent: (kind) => {
        if (kind !== 'add' && kind !== 'change' && kind !== 'unlink') return;
        // An editor's save can be seen half-way (an empty file is valid TOML and would mean
        // "all defaults"): reload once the file has been quiet for the settle window.
        if (this.pending) clearTimeout(this.pending);
        this.pending = setTimeout(() => {
          this.pending = null;
          void this.reload();
        }, this.current.daemon.settle);
      },
      onError: (error) => this.logger.error(`config watcher: ${error.message}`),
    });
    return this.watch.ready;
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  async reload(): Promise<void> {
    const loaded = await loadConfig(this.projectRoot, this.env);
    if (loaded.errors.length > 0) {
      for (const error of loaded.errors) this.logger.error(`${renderDiagnostic(error)} (keeping the last good config)`);
      return;
    }
    for (const warning of loaded.warnings) this.logger.warn(renderDiagnostic(warning));
    this.current = loaded.config;
    this.logger.info('config reloaded');
    for (const listener of this.listeners) listener();
  }

  async close(): Promise<void> {
    if (this.pending) clearTimeout(this.pending);
    await this.watch?.close();
  }
}

import { buildPolicy } from './build-policy.js';
import { type FoundContext, findContext, findProjectRoot } from './context.js';
import type { FsView } from './eval/paths.js';
import { type HeimdallConfig, readHeimdallConfig } from './heimdall-config.js';
import type { Policy } from './policy.js';

export interface PolicySource {
  context: string | null;
  project: string | null;
  env: NodeJS.ProcessEnv;
  cwd: string;
  fs: FsView;
  sessionId?: string | null;
}

export interface ResolvedPolicy {
  policy: Policy;
  found: FoundContext | null;
  projectRoot: string | null;
  config: HeimdallConfig;
  configProblems: string[];
}

/** Context, project root, `heimdall` config and the policy built from them, for one call. */
export async function resolvePolicy(source: PolicySource): Promise<ResolvedPolicy> {
  const named = findProjectRoot(source.project ?? source.env.FORGE_PROJECT ?? null, source.cwd);
  const found = findContext({
    explicit: source.context,
    env: source.env,
    cwd: source.cwd,
    projectRoot: named,
    realpath: source.fs.realpath,
    sessionId: source.sessionId ?? null,
  });
  const projectRoot = found?.projectRoot ?? named;
  const { config, problems } = await readHeimdallConfig(projectRoot, source.env);
  return { policy: buildPolicy(found, source.cwd, config, source.env, source.fs), found, projectRoot, config, configProblems: problems };
}

import manifest from '../package.json' with { type: 'json' };

/** The package's version, from package.json (bundles inline it), for `--version` and MCP handshakes. */
export const PACKAGE_VERSION: string = manifest.version;

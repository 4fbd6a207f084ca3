// dist/package.json
var package_default = {
  name: "vibe-chain",
  version: "0.1.0",
  description: "Filesystem-native coordination service for AI coding agents: Markdown task files and signal files are the whole protocol.",
  type: "module",
  license: "MIT",
  engines: {
    node: ">=20.19"
  },
  bin: {
    forge: "bin-scripts/forge",
    heimdall: "bin-scripts/heimdall"
  },
  scripts: {
    build: "node scripts/build.mjs",
    prepare: "npm run build",
    start: "npm run build --silent && node bin-scripts/forge start --project _vibe-chain-example",
    test: "npm run build --silent && node --test --test-concurrency=2 --test-timeout=300000 dist/spec/",
    bench: "npm run build --silent && node dist/bench/run-all.js",
    schemas: "npm run build --silent && node dist/scripts/generate-schemas.js",
    "plugin-bundle": "npm run build --silent && node dist/scripts/build-plugin.js",
    lint: "biome ci .",
    format: "biome check --write ."
  },
  dependencies: {
    "@hono/node-server": "^2.1.9",
    "@modelcontextprotocol/sdk": "^1.32.2",
    chokidar: "^5.0.0",
    "gray-matter": "^4.0.3",
    hono: "^4.13.19",
    "mvdan-sh": "^0.10.1",
    "proper-lockfile": "^4.1.2",
    "signal-exit": "^4.1.0",
    "smol-toml": "^1.9.1",
    tinyglobby: "^0.2.17",
    "tree-sitter-bash": "0.25.1",
    "tree-sitter-c": "0.24.1",
    "tree-sitter-cpp": "0.23.4",
    "tree-sitter-go": "0.25.0",
    "tree-sitter-java": "0.23.5",
    "tree-sitter-javascript": "0.25.0",
    "tree-sitter-python": "0.25.0",
    "tree-sitter-ruby": "0.23.1",
    "tree-sitter-rust": "0.24.0",
    "tree-sitter-typescript": "0.23.2",
    "web-tree-sitter": "0.27.2",
    "write-file-atomic": "^7.0.1",
    ws: "^8.23.0",
    yaml: "^2.9.1",
    zod: "^4.6.7"
  },
  devDependencies: {
    "@anthropic-ai/claude-code": "2.1.332",
    "@biomejs/biome": "2.6.8",
    "@types/node": "^20.19.43",
    "@types/proper-lockfile": "^4.1.4",
    "@types/write-file-atomic": "^4.0.3",
    "@types/ws": "^8.18.2",
    esbuild: "^0.28.2",
    minisearch: "^7.2.0",
    "playwright-core": "^1.65.1",
    preact: "^11.2.0",
    typescript: "5.9"
  },
  files: [
    "bin-scripts",
    "dist/package.json",
    "build/src/plugin-bundle",
    "dist/dashboard",
    "dist/protocol",
    "dist/src",
    "dist/watchers",
    "protocol/schemas",
    "protocol/PROTOCOL.md",
    "README.md",
    ".claude-plugin",
    ".mcp.json",
    "agents",
    "hooks",
    "skills"
  ]
};

// dist/src/package-version.js
var PACKAGE_VERSION = package_default.version;

export {
  PACKAGE_VERSION
};

// The module-boundary rule (@nx/enforce-module-boundaries) reads Nx's cached project graph and,
// when there is none, prints "No cached ProjectGraph is available. The rule will be skipped."
// and passes every import. Nx writes that cache only when an nx command runs, so a bare
// `eslint` (a developer's, an editor's) on a fresh checkout enforced nothing.
//
// ensureProjectGraph() — called by eslint.config.cjs before it exports the config — computes the
// graph (`nx show projects`, no daemon) when the cache is missing, stale or unusable, and throws
// when it cannot, so lint fails rather than skipping the rule. "Stale" means a file that decides
// projects, tags or import resolution (nx.json, the root package.json, tsconfig.base.json, the
// lockfile, a project's package.json/project.json, a project folder added or removed) is newer
// than the cache. Imports inside a project do not count: the rule resolves them itself; the graph's
// edges only feed its circular-dependency check, which `npm run lint` gets exact by running
// `node scripts/lint/project-graph.cjs --fresh` first.
'use strict';
const { spawnSync } = require('node:child_process');
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

const root = join(__dirname, '..', '..');

/** Where Nx keeps project-graph.json (NX_WORKSPACE_DATA_DIRECTORY, else .nx/workspace-data). */
function graphFile() {
  let dir;
  try {
    dir = require('nx/src/utils/cache-directory').workspaceDataDirectory;
  } catch {
    dir = resolve(root, process.env.NX_WORKSPACE_DATA_DIRECTORY ?? process.env.NX_PROJECT_GRAPH_CACHE_DIRECTORY ?? '.nx/workspace-data');
  }
  return join(dir, 'project-graph.json');
}

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

/** Files (and folders, for projects added or removed) whose change can change the graph. */
function graphInputs() {
  const inputs = ['nx.json', 'package.json', 'tsconfig.base.json', 'package-lock.json'].map((f) => join(root, f));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const patterns = Array.isArray(pkg.workspaces) ? pkg.workspaces : (pkg.workspaces?.packages ?? []);
  for (const pattern of patterns) {
    // The workspaces here are "<folder>/*"; a literal folder is a project itself.
    const parent = pattern.endsWith('/*') ? join(root, pattern.slice(0, -2)) : null;
    const dirs = parent
      ? (existsSync(parent) ? readdirSync(parent, { withFileTypes: true }) : []).filter((d) => d.isDirectory()).map((d) => join(parent, d.name))
      : [join(root, pattern)];
    if (parent) inputs.push(parent);
    for (const d of dirs) inputs.push(join(d, 'package.json'), join(d, 'project.json'));
  }
  return inputs;
}

/** Why the cached graph cannot be used as it is, or null when it can. */
function staleness(file) {
  const at = mtime(file);
  if (!at) return 'no cached project graph';
  const newer = graphInputs().find((f) => mtime(f) > at);
  if (newer) return `${newer.slice(root.length + 1) || newer} changed since the project graph was cached`;
  return usable(file);
}

/** The rule treats a graph with errors (or none of our projects) as absent. */
function usable(file) {
  try {
    const graph = JSON.parse(readFileSync(file, 'utf8'));
    if (graph.errors?.length) return `the cached project graph has errors: ${graph.errors.map((e) => e.message ?? e).join('; ')}`;
    if (!Object.keys(graph.nodes ?? {}).length) return 'the cached project graph has no projects';
    return null;
  } catch (e) {
    return `the cached project graph cannot be read (${e.message})`;
  }
}

function nxBin() {
  try {
    return require.resolve('nx/bin/nx');
  } catch {
    return join(root, 'node_modules', 'nx', 'bin', 'nx.js');
  }
}

/** Runs `nx show projects` (which writes the cache) and checks what it wrote. */
function computeProjectGraph(file = graphFile()) {
  const r = spawnSync(process.execPath, [nxBin(), 'show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const problem = r.status === 0 ? usable(file) : `nx show projects exited with ${r.status ?? r.signal}`;
  if (problem) {
    const output = `${r.stderr ?? ''}${r.stdout ?? ''}${r.error ? String(r.error) : ''}`.trim();
    throw new Error(`Cannot compute the Nx project graph for @nx/enforce-module-boundaries (${problem}).\n${output}`);
  }
  return file;
}

/**
 * Makes sure the boundary rule will find a usable project graph; computes it when needed.
 * Returns what it did: 'cached' or the reason it computed.
 */
function ensureProjectGraph({ fresh = false } = {}) {
  const file = graphFile();
  const reason = fresh ? 'asked for a fresh graph' : staleness(file);
  if (!reason) return 'cached';
  computeProjectGraph(file);
  return reason;
}

module.exports = { ensureProjectGraph, computeProjectGraph, graphFile, graphInputs };

if (require.main === module) {
  const fresh = process.argv.includes('--fresh');
  const t = Date.now();
  const what = ensureProjectGraph({ fresh });
  console.log(`project graph: ${what === 'cached' ? 'up to date' : `computed (${what})`} in ${Date.now() - t} ms — ${dirname(graphFile())}`);
}

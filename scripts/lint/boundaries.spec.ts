// The module boundaries are enforced by lint, and lint must enforce them even where no nx command
// has run: each case lints the fixtures of boundary-fixtures.cjs in a fresh process (as an editor
// or `npx eslint` would) against an Nx workspace-data directory of its own, starting with none.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Linted {
  name: string;
  filePath: string;
  forbidden: boolean;
  messages: { ruleId: string | null; severity: number; line: number; column: number; message: string }[];
}

const root = join(__dirname, '..', '..');
const RULE = '@nx/enforce-module-boundaries';

const EXPECTED: Record<string, string> = {
  'web imports a server package': 'A project tagged with "platform:web" can only depend on libs tagged with "type:domain", "type:contracts"',
  'domain imports contracts': 'Circular dependency between "@ohit/domain" and "@ohit/contracts" detected: @ohit/domain -> @ohit/contracts -> @ohit/domain',
  'domain imports a server package': 'A project tagged with "type:domain" cannot depend on any libs with tags',
  'contracts import a server package': 'A project tagged with "type:contracts" can only depend on libs tagged with "type:domain"',
};

/** Lints the fixtures in a child process whose Nx keeps its graph in `dataDir`. */
function lintIn(dataDir: string): { linted: Linted[]; stdout: string } {
  const out = join(dataDir, 'lint-result.json');
  const env = { ...process.env, NX_WORKSPACE_DATA_DIRECTORY: dataDir, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
  const r = spawnSync(process.execPath, [join(__dirname, 'boundary-fixtures.cjs'), '--json', out], { cwd: root, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`boundary-fixtures.cjs exited with ${r.status}:\n${r.stderr}\n${r.stdout}`);
  return { linted: JSON.parse(readFileSync(out, 'utf8')) as Linted[], stdout: r.stdout };
}

function expectBoundaries({ linted, stdout }: { linted: Linted[]; stdout: string }) {
  expect(stdout).not.toMatch(/No cached ProjectGraph/);
  expect(linted.filter((l) => l.forbidden).map((l) => l.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  for (const l of linted) {
    const boundary = l.messages.filter((m) => m.ruleId === RULE);
    // Nothing else may be wrong with a fixture, so the boundary rule is all they exercise.
    expect({ name: l.name, other: l.messages.filter((m) => m.ruleId !== RULE) }).toEqual({ name: l.name, other: [] });
    if (l.forbidden) {
      expect({ name: l.name, severity: boundary.map((m) => m.severity), first: boundary[0]?.message.split('\n')[0] }).toEqual({ name: l.name, severity: [2], first: EXPECTED[l.name] });
    } else {
      expect({ name: l.name, boundary }).toEqual({ name: l.name, boundary: [] });
    }
  }
}

describe('lint enforces module boundaries (eslint.config.cjs computes the Nx graph it needs)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ohit-nx-workspace-data-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('with no cached project graph: computes one, then reports web → server and domain → contracts', () => {
    const graph = join(dataDir, 'project-graph.json');
    expect(existsSync(graph)).toBe(false);
    expectBoundaries(lintIn(dataDir));
    expect(existsSync(graph)).toBe(true);
  }, 180_000);

  it('with a stale cached graph (older than the projects, tags lost): recomputes rather than passing everything', () => {
    const graph = join(dataDir, 'project-graph.json');
    const cached = JSON.parse(readFileSync(graph, 'utf8')) as { nodes: Record<string, { data: { tags?: string[] } }> };
    for (const node of Object.values(cached.nodes)) node.data.tags = [];
    writeFileSync(graph, JSON.stringify(cached));
    const old = new Date('2000-01-01T00:00:00Z');
    utimesSync(graph, old, old);
    expectBoundaries(lintIn(dataDir));
    expect(statSync(graph).mtimeMs).toBeGreaterThan(old.getTime());
  }, 180_000);
});

// Lints small sources with forbidden (and allowed) workspace imports through ESLint's Node API, as
// if they were files inside the real projects (ESLint lintText with a filePath there; nothing is
// written to disk), with the repository's eslint.config.cjs — the graph it computes included.
//   node scripts/lint/boundary-fixtures.cjs            stylish output, like `eslint`
//   node scripts/lint/boundary-fixtures.cjs --json F   the results as JSON into F (the spec)
// A separate process on purpose: a fresh ESLint, like an editor's, owning its own Nx state.
'use strict';
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');

/** Each fixture: where it pretends to live, its text, and whether the boundary rule must fire. */
const FIXTURES = [
  {
    name: 'web imports a server package',
    filePath: 'apps/web/src/__lint_fixture__/web-imports-server.ts',
    code: "import * as database from '@ohit/server-database';\n\nexport const fixture = database;\n",
    forbidden: true,
  },
  {
    name: 'domain imports contracts',
    filePath: 'libs/domain/src/__lint_fixture__/domain-imports-contracts.ts',
    code: "import * as contracts from '@ohit/contracts';\n\nexport const fixture = contracts;\n",
    forbidden: true,
  },
  {
    name: 'domain imports a server package',
    filePath: 'libs/domain/src/__lint_fixture__/domain-imports-server.ts',
    code: "import * as config from '@ohit/server-config';\n\nexport const fixture = config;\n",
    forbidden: true,
  },
  {
    name: 'contracts import a server package',
    filePath: 'libs/contracts/src/__lint_fixture__/contracts-import-server.ts',
    code: "import * as config from '@ohit/server-config';\n\nexport const fixture = config;\n",
    forbidden: true,
  },
  {
    name: 'web imports domain and contracts (allowed)',
    filePath: 'apps/web/src/__lint_fixture__/web-imports-domain.ts',
    code: "import * as domain from '@ohit/domain';\nimport * as contracts from '@ohit/contracts';\n\nexport const fixture = [domain, contracts];\n",
    forbidden: false,
  },
  {
    name: 'a server package imports domain and contracts (allowed)',
    filePath: 'libs/server/config/src/__lint_fixture__/server-imports-contracts.ts',
    code: "import * as domain from '@ohit/domain';\nimport * as contracts from '@ohit/contracts';\n\nexport const fixture = [domain, contracts];\n",
    forbidden: false,
  },
];

async function lintFixtures() {
  const { ESLint } = require('eslint');
  const eslint = new ESLint({ cwd: root });
  const results = [];
  for (const f of FIXTURES) {
    const [result] = await eslint.lintText(f.code, { filePath: join(root, f.filePath) });
    results.push({ ...f, result });
  }
  return { eslint, results };
}

module.exports = { FIXTURES, lintFixtures };

if (require.main === module) {
  (async () => {
    const { eslint, results } = await lintFixtures();
    const at = process.argv.indexOf('--json');
    if (at > 0) {
      const out = results.map(({ name, filePath, forbidden, result }) => ({
        name,
        filePath,
        forbidden,
        messages: result.messages.map(({ ruleId, severity, line, column, message }) => ({ ruleId, severity, line, column, message })),
      }));
      writeFileSync(process.argv[at + 1], JSON.stringify(out, null, 2));
    } else {
      const formatter = await eslint.loadFormatter('stylish');
      for (const { name, forbidden } of results) console.log(`${forbidden ? 'forbidden' : 'allowed  '}  ${name}`);
      console.log(await formatter.format(results.map((r) => r.result)));
    }
  })().catch((e) => {
    console.error(e);
    process.exit(2);
  });
}

// The structure rules of eslint.config.mjs fail on a planted violation: import cycles inside a
// package (import-x/no-cycle, on real files written for the test and removed after it), the
// layers inside a remote (pages in exposed/ on top, shared folders below the features) and the
// API's one way to refuse (DomainError, never fastify's httpErrors, in routes and domains).
// Run: node --test scripts/lint/
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.mjs` });

async function messagesOf(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages;
}
const ruleIds = async (code, filePath) =>
  (await messagesOf(code, filePath)).map((message) => message.ruleId ?? message.message);

const importing = (specifier) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('import cycles inside a package', () => {
  // A folder of its own in each package's source, so the planted files touch nothing real.
  const planted = (pkg) => `${pkg}/src/planted-cycle-${process.pid}`;
  const cases = [
    // A frontend writes extensionless specifiers; the API writes `.js` for its `.ts` files.
    { pkg: 'talent-app', ext: 'ts', spec: (name) => `./${name}` },
    { pkg: 'shared-ui', ext: 'tsx', spec: (name) => `./${name}` },
    { pkg: 'api', ext: 'ts', spec: (name) => `./${name}.js` },
  ];
  const write = (pkg, ext, name, code) =>
    writeFileSync(`${root}${planted(pkg)}/${name}.${ext}`, code);

  before(() => {
    for (const { pkg, ext, spec } of cases) {
      mkdirSync(`${root}${planted(pkg)}`, { recursive: true });
      // a → b → c → a: a cycle through three modules.
      write(pkg, ext, 'a', `import { c } from '${spec('b')}';\nexport const a = c + 1;\n`);
      write(pkg, ext, 'b', `import { c } from '${spec('c')}';\nexport { c };\n`);
      write(pkg, ext, 'c', `import { a } from '${spec('a')}';\nexport const c = () => a;\n`);
      // d imports e, e imports only a type from d: nothing left at run time, no cycle.
      write(
        pkg,
        ext,
        'd',
        `import { e } from '${spec('e')}';\nexport type D = { e: number };\nexport const d = e;\n`,
      );
      write(
        pkg,
        ext,
        'e',
        `import type { D } from '${spec('d')}';\nexport const e = 1;\nexport type E = D;\n`,
      );
    }
  });
  after(() => {
    for (const { pkg } of cases) rmSync(`${root}${planted(pkg)}`, { recursive: true, force: true });
  });

  for (const { pkg, ext } of cases) {
    it(`${pkg}: a module that imports itself back through others is an error`, async () => {
      const filePath = `${planted(pkg)}/a.${ext}`;
      const [result] = await eslint.lintFiles([`${root}${filePath}`]);
      const ids = result.messages.map((message) => message.ruleId ?? message.message);
      assert.ok(ids.includes('import-x/no-cycle'), ids.join(', '));
      assert.equal(result.messages.find((m) => m.ruleId === 'import-x/no-cycle').severity, 2);
    });

    it(`${pkg}: a type-only import back is not a cycle`, async () => {
      const [result] = await eslint.lintFiles([`${root}${planted(pkg)}/d.${ext}`]);
      assert.deepEqual(
        result.messages.map((message) => message.ruleId),
        [],
      );
    });
  }
});

describe('layers inside a remote', () => {
  const forbidden = [
    [
      'a feature importing a page',
      'talent-app/src/features/skills/planted.tsx',
      '../../exposed/talent-edit-page',
    ],
    [
      'a feature file deeper down importing a page',
      'employer-app/src/features/hire/components/planted.tsx',
      '../../../exposed/hire-page',
    ],
    [
      'a shared component importing a page',
      'talent-app/src/components/planted.tsx',
      '../exposed/company-list-page',
    ],
    [
      'a shared component importing a feature',
      'talent-app/src/components/planted.tsx',
      '../features/skills/api/add-skill',
    ],
    [
      'a shared hook importing a feature',
      'auth-remote/src/hooks/planted.ts',
      '../features/login/hooks/use-login',
    ],
    ['a shared lib importing a feature', 'auth-remote/src/lib/planted.ts', '../features/common/x'],
  ];
  for (const [what, filePath, specifier] of forbidden) {
    it(`${what} is an error`, async () => {
      const ids = await ruleIds(importing(specifier), filePath);
      assert.ok(ids.includes('@typescript-eslint/no-restricted-imports'), ids.join(', '));
    });
  }

  const allowed = [
    [
      'a page importing a feature',
      'talent-app/src/exposed/planted.tsx',
      '../features/skills/api/add-skill',
    ],
    [
      'a feature importing a shared component',
      'talent-app/src/features/skills/planted.tsx',
      '../../components/bare-input',
    ],
    [
      'a shared component importing another',
      'talent-app/src/components/planted.tsx',
      './bare-input',
    ],
  ];
  for (const [what, filePath, specifier] of allowed) {
    it(`${what} is allowed`, async () => {
      assert.deepEqual(await ruleIds(importing(specifier), filePath), []);
    });
  }
});

describe('the API refuses one way', () => {
  const throwsHttpError = `
export function planted(fastify: { httpErrors: { notFound: (m: string) => Error } }) {
  throw fastify.httpErrors.notFound('Not found');
}
`;
  const throwsDomainError = `
import { DomainError } from '../../../domains/domain-error.js';
export function planted() {
  throw new DomainError('not_found', 'Not found');
}
`;
  for (const filePath of [
    'api/src/routes/api/planted/index.ts',
    'api/src/domains/talents/planted.ts',
  ]) {
    it(`${filePath}: fastify's httpErrors is an error`, async () => {
      const found = (await messagesOf(throwsHttpError, filePath)).filter(
        (message) => message.ruleId === 'no-restricted-syntax',
      );
      assert.equal(found.length, 1);
      assert.match(found[0].message, /DomainError/);
    });
  }

  it('a route throwing DomainError is allowed', async () => {
    assert.deepEqual(await ruleIds(throwsDomainError, 'api/src/routes/api/planted/index.ts'), []);
  });

  it('a route running SQL is still an error next to the httpErrors rule', async () => {
    const runsSql = `export async function planted(db: { query: (s: string) => Promise<unknown> }) {\n  return db.query('select 1');\n}\n`;
    const ids = await ruleIds(runsSql, 'api/src/routes/api/planted/index.ts');
    assert.ok(ids.includes('no-restricted-syntax'), ids.join(', '));
  });
});

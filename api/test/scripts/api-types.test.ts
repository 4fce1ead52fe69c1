// The generated API types check (`npm run api:types -- --check`, run by npm test): it passes on
// what the route schemas generate today and fails, naming the file and the fix, on a file that
// an API change left behind.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPI3 } from 'openapi-typescript';
import {
  GENERATE_COMMAND,
  checkApiTypes,
  openApiDocument,
  renderApiTypes,
} from '../../scripts/api-types/api-types.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let document: OpenAPI3;
let folder: string;

before(async () => {
  document = await openApiDocument();
  folder = await mkdtemp(path.join(os.tmpdir(), 'peworld-api-types-'));
});

/** The same document after an API change: the talent card loses its `domicile`. */
function withoutDomicile(source: OpenAPI3): OpenAPI3 {
  const changed = structuredClone(source) as unknown as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  const answer = changed.paths['/api/users']?.get?.responses['200'] as {
    content: { 'application/json': { schema: { properties: { data: { items: never } } } } };
  };
  const card = answer.content['application/json'].schema.properties.data.items as {
    properties: Record<string, unknown>;
    required: string[];
  };
  assert.ok(card.properties.domicile, 'the talent card has a domicile to remove');
  delete card.properties.domicile;
  card.required = card.required.filter((name) => name !== 'domicile');
  return changed as unknown as OpenAPI3;
}

test('types generated from the current document are current', async () => {
  const file = path.join(folder, 'fresh.ts');
  await writeFile(file, await renderApiTypes(document));
  assert.deepEqual(await checkApiTypes(document, file), { current: true });
  const source = await readFile(file, 'utf8');
  assert.match(source, /'\/api\/users': \{/);
  assert.match(source, /domicile: string \| null;/);
});

test('types generated before an API change are stale, with the first differing line', async () => {
  const file = path.join(folder, 'before-change.ts');
  await writeFile(file, await renderApiTypes(withoutDomicile(document)));
  const result = await checkApiTypes(document, file);
  assert.equal(result.current, false);
  assert.match(result.current ? '' : result.reason, /before-change\.ts differs .* line \d+/);
});

test('a missing file is stale', async () => {
  const result = await checkApiTypes(document, path.join(folder, 'absent.ts'));
  assert.equal(result.current, false);
  assert.match(result.current ? '' : result.reason, /absent\.ts is missing/);
});

test('the command npm test runs exits 1 on a hand-edited file and says how to fix it', async () => {
  const file = path.join(folder, 'edited.ts');
  const generated = await renderApiTypes(document);
  await writeFile(file, generated.replace('domicile: string | null;', 'domicile: string;'));
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/api-types/cli.ts', '--check', '--file', file],
    { cwd: apiRoot, encoding: 'utf8', env: { ...process.env, FASTIFY_AUTOLOAD_TYPESCRIPT: '1' } },
  );
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stderr, /API types are stale: .*edited\.ts differs/);
  assert.ok(run.stderr.includes(`Run \`${GENERATE_COMMAND}\``));
});

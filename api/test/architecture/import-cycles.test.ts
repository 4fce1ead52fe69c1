// No import cycles among the API's modules (type-only imports excepted: they vanish at run
// time). A cycle makes load order matter and hides which layer depends on which; the layer
// rules themselves are in eslint.config.mjs. Reads the source, so it runs without a database.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The relative modules a file imports at run time (import/export … from, import()). */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement =
    /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, clause = '', specifier, bare] = match;
    if (bare) found.push(bare);
    if (!specifier || typeOnly) continue;
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    const onlyTypes =
      names !== undefined &&
      !clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '') &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (!onlyTypes) found.push(specifier);
  }
  for (const match of source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g))
    found.push(match[1]!);
  return found;
}

function resolve(from: string, specifier: string): string {
  return path.resolve(path.dirname(from), specifier).replace(/\.js$/, '.ts');
}

/** Strongly connected components of more than one module (or a module importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

test('runtimeImports keeps value imports and drops type-only ones', () => {
  const source = [
    "import { a } from './a.js';",
    "import type { B } from './b.js';",
    "import { type C, type D } from './c.js';",
    "import { type E, f } from './e.js';",
    "export { g } from './g.js';",
    "import './side-effect.js';",
    "const h = await import('./h.js');",
  ].join('\n');
  assert.deepEqual(runtimeImports(source).sort(), [
    './a.js',
    './e.js',
    './g.js',
    './h.js',
    './side-effect.js',
  ]);
});

test('the cycle finder reports a cycle and only a cycle', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);
  assert.deepEqual(
    cycles(graph).map((c) => c.sort()),
    [['a', 'b', 'c']],
  );
});

test('no module of api/src imports itself back through others', () => {
  const files = sourceFiles(SRC);
  assert.ok(files.length > 100, 'the source was found');
  const graph = new Map(
    files.map((file) => [
      file,
      runtimeImports(readFileSync(file, 'utf8')).map((spec) => resolve(file, spec)),
    ]),
  );
  const found = cycles(graph).map((component) =>
    component.map((file) => path.relative(SRC, file)).join(' ⇄ '),
  );
  assert.deepEqual(found, [], `import cycles:\n${found.join('\n')}`);
});

// Every environment variable the API reads (config.ts's schema) is explained in the README's
// configuration table, so an operator never has to read the source to learn a setting exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { EnvSchema } from '../../src/config.js';

const README = new URL('../../../README.md', import.meta.url);

/** The variable names in the first column of the README's "Configuration" table. */
function documentedVariables(markdown: string): Set<string> {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Configuration'));
  assert.ok(section, 'the README has a "## Configuration" section');
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]!);
  }
  return names;
}

test('the README configuration table names every variable config.ts reads', () => {
  const documented = documentedVariables(readFileSync(README, 'utf8'));
  const read = Object.keys(EnvSchema.properties);
  assert.ok(read.length > 30, 'the schema lists the variables');
  const missing = read.filter((name) => !documented.has(name));
  assert.deepEqual(missing, [], `add these to the README's configuration table: ${missing}`);
});

test('the table documents no variable the API does not read (build-time ones excepted)', () => {
  const documented = documentedVariables(readFileSync(README, 'utf8'));
  const read = new Set(Object.keys(EnvSchema.properties));
  // Read by the shell's build (scripts), not by the API.
  const buildTime = new Set(['SHELL_ASSET_RETENTION_DAYS']);
  const unknown = [...documented].filter((name) => !read.has(name) && !buildTime.has(name));
  assert.deepEqual(unknown, []);
});

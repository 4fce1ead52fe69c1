/**
 * What shared-ui offers the apps (every export of its entry points and every theme key) is a
 * contract: remotes are built against one version and run on whatever the shell provides.
 * This test fails when that surface changes without a new version, so the ranges remotes
 * declare (`^<version>`, federation/shared.cjs) mean something. After a change: bump
 * `version` in shared-ui/package.json (major when something was removed or renamed, minor when
 * something was added), add its CHANGELOG.md entry, then record the new surface with
 * `UPDATE_CONTRACT=1 npx jest shared-ui/src/contract.test.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import packageJson from '../package.json';
import * as core from './core';
import * as full from './index';
import * as testing from './testing';

const CONTRACT_FILE = path.join(__dirname, '..', 'contract.json');

interface Contract {
  version: string;
  exports: Record<string, string[]>;
  themeKeys: string[];
}

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keyPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function currentSurface(): Omit<Contract, 'version'> {
  return {
    exports: {
      '@peworld/shared-ui': Object.keys(full).sort(),
      '@peworld/shared-ui/core': Object.keys(core).sort(),
      '@peworld/shared-ui/testing': Object.keys(testing).sort(),
    },
    themeKeys: keyPaths(core.theme).sort(),
  };
}

const recorded = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as Contract;
const changelog = readFileSync(path.join(__dirname, '..', 'CHANGELOG.md'), 'utf8');

describe('the shared-ui contract', () => {
  const surface = currentSurface();
  const changed =
    JSON.stringify(surface) !==
    JSON.stringify({ exports: recorded.exports, themeKeys: recorded.themeKeys });

  if (process.env.UPDATE_CONTRACT === '1') {
    it('records the current surface under the current version', () => {
      if (changed && recorded.version === packageJson.version) {
        throw new Error(
          `The surface changed but the version is still ${packageJson.version}: bump it first`,
        );
      }
      const next: Contract = { version: packageJson.version, ...surface };
      writeFileSync(CONTRACT_FILE, `${JSON.stringify(next, null, 2)}\n`);
    });
    return;
  }

  it('is what contract.json recorded for this version (bump the version on any change)', () => {
    expect({ version: packageJson.version, ...surface }).toEqual(recorded);
  });

  it('has a CHANGELOG entry for the current version', () => {
    expect(changelog).toContain(`## ${packageJson.version}`);
  });
});

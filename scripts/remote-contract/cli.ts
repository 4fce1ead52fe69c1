// `npm run remotes:contract [-- --check]`: the shell's contract with each remote, from the
// remotes' own sources (issue 28).
// - Writes shell/src/federation/remotes.d.ts: every page each remote exposes, generated from
//   its module-federation.config.ts (`--check` fails when the file is stale instead).
// - Checks each remote against the shell built now: the shared-ui range its build will declare
//   and, for its newest kept release (releases/<folder>/<version>/, if any), the range that
//   build declares must accept the shared-ui the shell provides; every route it declares must
//   name a page it exposes, with a path the shell can serve. Cheap: no build is run.
// - When the product is built (shell/dist), checks each remote's dist/ against it with the
//   checks a switch runs (api/src/remote-ops/check-built-remotes.ts): manifest, entry, every
//   shared singleton's range against what the built shell provides, declared routes.
//   `--built` requires that build (npm test runs it after the end-to-end step has built).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { resolveRouteDeclarations } from '@peworld/shared-ui/federation/build/resolve-routes';
import type { RouteDeclaration } from '@peworld/shared-ui/federation/remote-routes';
import { checkBuiltRemotes } from '@peworld/api/remote-checks';
import { contractProblems, renderRemoteTypes, type RemoteContract } from './contract';

const ROOT = path.resolve(__dirname, '..', '..');
const TYPES_FILE = path.join(ROOT, 'shell', 'src', 'federation', 'remotes.d.ts');
const require = createRequire(__filename);
const { REMOTE_APPS } = require(path.join(ROOT, 'shared-ui', 'federation', 'remote-apps.cjs')) as {
  REMOTE_APPS: ReadonlyArray<{ folder: string; name: string }>;
};

interface FederationConfig {
  name?: string;
  exposes?: Record<string, string>;
}

function newestRelease(folder: string): string | null {
  const dir = path.join(ROOT, 'releases', folder);
  if (!existsSync(dir)) return null;
  const versions = readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'mf-manifest.json')))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const newest = versions.at(-1);
  return newest ? path.join(dir, newest, 'mf-manifest.json') : null;
}

async function loadContract(folder: string, name: string): Promise<RemoteContract> {
  const appDir = path.join(ROOT, folder);
  const federation = (
    (await import(path.join(appDir, 'module-federation.config.ts'))) as {
      default: FederationConfig;
    }
  ).default;
  const exposes = federation.exposes ?? {};
  const routesFile = path.join(appDir, 'routes.ts');
  let routeError: string | null = null;
  if (existsSync(routesFile)) {
    const { routes } = (await import(routesFile)) as { routes: readonly RouteDeclaration[] };
    try {
      resolveRouteDeclarations(name, routes, { exposes, appDir });
    } catch (error) {
      routeError = (error as Error).message;
    }
  }
  const release = newestRelease(folder);
  const released = release
    ? (JSON.parse(readFileSync(release, 'utf8')) as {
        shared?: Array<{ name?: string; requiredVersion?: string }>;
        metaData?: { buildInfo?: { buildVersion?: string }; routes?: unknown };
        exposes?: Array<{ name?: string }>;
      })
    : null;
  const sharedUiPackage = require(path.join(ROOT, 'shared-ui', 'package.json')) as {
    version: string;
  };
  return {
    folder,
    name,
    exposes: Object.keys(exposes).map((key) => key.replace(/^\.\//, '')),
    routeError,
    // What its next build declares (federation/shared.cjs): the shared-ui it is built against.
    sharedUiRange: `^${sharedUiPackage.version}`,
    release: released
      ? {
          version:
            released.metaData?.buildInfo?.buildVersion ?? path.basename(path.dirname(release)),
          sharedUiRange:
            released.shared?.find((entry) => entry.name === '@peworld/shared-ui')
              ?.requiredVersion ?? null,
          routes: released.metaData?.routes,
          exposes: (released.exposes ?? []).map((entry) => entry.name ?? ''),
        }
      : null,
  };
}

/** The built remotes against the built shell; `required`: a missing build is a problem too. */
async function builtProblems(required: boolean): Promise<{ problems: string[]; summary: string }> {
  const checks = await checkBuiltRemotes(ROOT);
  if (!checks)
    return required
      ? { problems: ['shell/dist has no mf-manifest.json: build the product first'], summary: '' }
      : { problems: [], summary: 'no shell build to check built remotes against' };
  const problems: string[] = [];
  for (const check of checks) {
    if (check.problem) problems.push(`${check.folder} ${check.version} (built): ${check.problem}`);
    else if (!check.version && required) problems.push(`${check.folder} has no build in dist/`);
  }
  const checked = checks.filter((check) => check.version).length;
  return { problems, summary: `${checked} built remotes fit the built shell` };
}

async function main() {
  const check = process.argv.includes('--check');
  const sharedUi = require(path.join(ROOT, 'shared-ui', 'package.json')) as { version: string };
  const contracts: RemoteContract[] = [];
  for (const app of REMOTE_APPS) contracts.push(await loadContract(app.folder, app.name));

  const problems = contractProblems(contracts, sharedUi.version);
  const types = renderRemoteTypes(contracts);
  const current = existsSync(TYPES_FILE) ? readFileSync(TYPES_FILE, 'utf8') : '';
  if (current !== types) {
    if (check)
      problems.push(
        `${path.relative(ROOT, TYPES_FILE)} is stale: run npm run remotes:contract and commit it`,
      );
    else writeFileSync(TYPES_FILE, types);
  }
  const built = await builtProblems(process.argv.includes('--built'));
  problems.push(...built.problems);
  if (problems.length > 0) {
    console.error(`Remote contract check failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `Remote contract: ${contracts.length} remotes, ${contracts.reduce((n, c) => n + c.exposes.length, 0)} exposed pages, shell shared-ui ${sharedUi.version}: ok; ${built.summary}`,
  );
}

void main();

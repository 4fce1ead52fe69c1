import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../support/environment';
import { startProductInstance, type ProductInstance } from '../support/product-instance';
import { screenshot } from '../support/screenshots';

// A remote team ships a page the shell has never seen (issue 28): an employer-app release
// with one more exposed page, its route and the one API call only it makes. Ops switch to it
// with `npm run remotes -- use`; the running product serves the new URL with the shell's
// files byte-identical and no restart, and `reset` makes the URL a 404 again. The release is
// built from a copy of employer-app with e2e/fixtures/employer-sent-offers laid over it, the
// way a team would change its own remote; a private product instance keeps the pointer away
// from the other specs.

const VERSION = `1.1.0-route.${Date.now().toString(36)}`;
const NEW_PATH = '/home/sent-offers';
const FIXTURE = path.join(REPO_ROOT, 'e2e', 'fixtures', 'employer-sent-offers');
const workDir = path.join(REPO_ROOT, '.tmp', `e2e-employer-${VERSION}`);
const releaseDir = path.join(REPO_ROOT, 'releases', 'employer-app', VERSION);

let product: ProductInstance;

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 });

/** employer-app as released, plus the fixture's page, route, call and texts. */
function prepareSources(): string {
  const appDir = path.join(workDir, 'employer-app');
  mkdirSync(workDir, { recursive: true });
  cpSync(path.join(REPO_ROOT, 'employer-app'), appDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  writeFileSync(
    path.join(appDir, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(REPO_ROOT, 'tsconfig.json'), include: ['src'] }),
  );
  renameSync(path.join(appDir, 'routes.ts'), path.join(appDir, 'routes.released.ts'));
  renameSync(
    path.join(appDir, 'module-federation.config.ts'),
    path.join(appDir, 'module-federation.released.ts'),
  );
  cpSync(FIXTURE, appDir, {
    recursive: true,
    filter: (source) => !/(README\.md|messages\.json)$/.test(source),
  });
  const added = JSON.parse(readFileSync(path.join(FIXTURE, 'messages.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  for (const [language, messages] of Object.entries(added)) {
    const file = path.join(appDir, 'src', 'messages', `${language}.json`);
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    writeFileSync(file, JSON.stringify({ ...catalog, ...messages }, null, 2));
  }
  return appDir;
}

/** A production build of the copy into releases/, as `npm run release` builds one. */
function buildRelease(appDir: string): Promise<string> {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [REPO_ROOT] });
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--mode', 'production', '--output-path', releaseDir],
      {
        cwd: appDir,
        env: { ...process.env, RELEASE_VERSION: VERSION },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`release build failed:\n${output}`)),
    );
  });
}

test.beforeAll(async () => {
  // A release build and a second server: minutes on a busy 2-core machine.
  test.setTimeout(20 * 60_000);
  const [, instance] = await Promise.all([buildRelease(prepareSources()), startProductInstance()]);
  product = instance;
});

test.afterAll(async () => {
  await product?.stop();
  rmSync(releaseDir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
});

/** Hash of every file of the shell's build (sub-folders too: fonts/, prerendered/). */
function shellDistHash(): string {
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  const hash = createHash('sha256');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(dist, file)));
  return hash.digest('hex');
}

/** The demo recruiter, logged in through the API with the login stored as the form stores it. */
async function logInAsDemoRecruiter(page: Page): Promise<void> {
  const response = await page.request.post(`${product.baseURL}/api/auth/login-company`, {
    data: { email: 'recruiter@peworld.id', password: 'peworld123' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { result } = (await response.json()) as { result: { user: unknown } };
  await page.goto(`${product.baseURL}/404`);
  await page.evaluate(
    (user) => window.localStorage.setItem('@userLogin', JSON.stringify(user)),
    result.user,
  );
}

const employerPage = (page: Page) => page.locator('[data-remote="employerApp"]');

async function expectNotFound(page: Page) {
  await page.goto(`${product.baseURL}${NEW_PATH}`);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
}

test('a release with a new page and route is served at once by `remotes use`, a 404 again after `reset`', async ({
  page,
}) => {
  await logInAsDemoRecruiter(page);
  const shellBefore = shellDistHash();

  // The live employer-app does not declare the route: the shell's 404.
  await expectNotFound(page);

  const output = product.script('remotes.mjs', ['use', 'employer-app', VERSION]);
  expect(output).toContain(VERSION);
  const remotesJson = (await (
    await page.request.get(`${product.baseURL}/remotes.json`)
  ).json()) as {
    routes: Record<string, Array<{ path: string; page: string }>>;
  };
  expect(remotesJson.routes.employerApp).toContainEqual(
    expect.objectContaining({ path: NEW_PATH, page: 'SentOffersPage' }),
  );

  // The page, from the new build, with the call only it makes answered for this recruiter.
  const sentOffers = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/hire' && response.request().method() === 'GET',
  );
  await page.goto(`${product.baseURL}${NEW_PATH}`);
  expect((await sentOffers).status()).toBe(200);
  await expect(employerPage(page)).toHaveAttribute('data-remote-version', VERSION);
  await expect(page.getByRole('heading', { name: 'Sent offers' })).toBeVisible();
  await expect(page.getByTestId('sent-offers-count')).toContainText(/offers? sent/);
  // The demo recruiter may have unread notifications, which the tab counts first: "(4) …".
  await expect(page).toHaveTitle(/^(\(\d+\) )?Sent offers — Peworld$/);
  await expect(page).toHaveURL(new RegExp(`${NEW_PATH}$`));
  await screenshot(page, 'platform-remote-new-route');

  // The other pages of the remote keep their URLs in the new build.
  await page.goto(`${product.baseURL}/home`);
  await expect(employerPage(page)).toHaveAttribute('data-remote-version', VERSION);

  // The shell did not change (same files), and the server was never restarted: the same
  // instance, started once in beforeAll, answered every request of this test.
  expect(shellDistHash()).toBe(shellBefore);

  product.script('remotes.mjs', ['reset', 'employer-app']);
  await expectNotFound(page);
});

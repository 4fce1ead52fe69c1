import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { REPO_ROOT } from '../support/environment';
import {
  runScriptAsync,
  startProductInstance,
  type ProductInstance,
} from '../support/product-instance';
import { screenshot } from '../support/screenshots';
import { logInAsTalent, registerTalent } from '../support/session';

// Ops swap one remote at run time: build another release, point /remotes.json at it, reload.
// The shell is not rebuilt (its files stay byte-identical) and a missing remote degrades to
// "This section is unavailable" while the rest keeps working. A private product instance
// keeps these overrides away from the other specs.

const SWAP_VERSION = `1.1.0-e2e.${Date.now().toString(36)}`;
const releaseDir = path.join(REPO_ROOT, 'releases', 'talent-app', SWAP_VERSION);

let product: ProductInstance;

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 });

test.beforeAll(async () => {
  // A release build and a second server: minutes on a busy 2-core machine.
  test.setTimeout(20 * 60_000);
  // A real release build of the talent remote, as `npm run release -w talent-app` makes it.
  const [released, instance] = await Promise.all([
    runScriptAsync('release.mjs', ['talent-app', '--version', SWAP_VERSION]),
    startProductInstance(),
  ]);
  expect(released).toContain(`Released talentApp ${SWAP_VERSION}`);
  product = instance;
});

test.afterAll(async () => {
  await product?.stop();
  rmSync(releaseDir, { recursive: true, force: true });
});

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

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

const SETTLED_MS = 1500;

async function waitUntilSettled(scripts: Set<string>): Promise<void> {
  let size = -1;
  while (size !== scripts.size) {
    size = scripts.size;
    await new Promise((resolve) => setTimeout(resolve, SETTLED_MS));
  }
}

/** Loads `url`; returns each shell script the page used with the hash of the bytes served. */
async function loadAndHashShellScripts(page: Page, url: string): Promise<Record<string, string>> {
  const scripts = new Set<string>();
  const collect = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && !pathname.startsWith('/remotes/'))
      scripts.add(request.url());
  };
  // The previous page may still be fetching its own late chunks (its entry is added after the
  // first paint, so page.goto can return before it asks for them): leave it first, so only this
  // load's scripts are counted.
  await page.goto('about:blank');
  page.on('request', collect);
  await page.goto(url);
  await page
    .locator('[data-remote="talentApp"], [data-remote-unavailable="talentApp"]')
    .first()
    .waitFor();
  // Chunks the page fetches later (idle prefetch, a slow shared module on a busy machine) belong
  // to the same load: collect until no new shell script has been asked for a while.
  await waitUntilSettled(scripts);
  page.off('request', collect);
  const hashes: Record<string, string> = {};
  // Fetched again, past the browser cache: the bytes the server serves for each file.
  for (const script of [...scripts].sort()) {
    const response = await page.request.get(script);
    expect(response.status()).toBe(200);
    hashes[new URL(script).pathname] = sha256(await response.body());
  }
  return hashes;
}

const talentPage = (page: Page) => page.locator('[data-remote="talentApp"]');
const unavailable = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This section is unavailable' });

test('a new release of a remote replaces the old one on the next page load', async ({ page }) => {
  const account = await registerTalent(page, product.baseURL, 'swap');
  await logInAsTalent(page, product.baseURL, account);
  const home = `${product.baseURL}/home`;
  const shellBefore = shellDistHash();

  const before = await loadAndHashShellScripts(page, home);
  await expect(talentPage(page)).toHaveAttribute('data-remote-version', '1.0.0');
  await expect(page.getByText('Served by talentApp v1.0.0')).toBeVisible();

  const output = product.script('remotes.mjs', ['use', 'talent-app', SWAP_VERSION]);
  expect(output).toContain(SWAP_VERSION);
  const remotesJson = (await (
    await page.request.get(`${product.baseURL}/remotes.json`)
  ).json()) as Record<string, string>;
  expect(remotesJson.talentApp).toBe(`/remotes/talent-app/${SWAP_VERSION}/mf-manifest.json`);

  const after = await loadAndHashShellScripts(page, home);
  await expect(talentPage(page)).toHaveAttribute('data-remote-version', SWAP_VERSION);
  await expect(page.getByText(`Served by talentApp v${SWAP_VERSION}`)).toBeVisible();
  await screenshot(page, 'platform-remote-swapped');

  // The shell did not change: same files on disk, same bytes in the browser.
  expect(shellDistHash()).toBe(shellBefore);
  expect(after).toEqual(before);
});

test('a remote whose files are gone shows the fallback while the header keeps working', async ({
  page,
}) => {
  const account = await registerTalent(page, product.baseURL, 'down');
  await logInAsTalent(page, product.baseURL, account);
  product.script('remotes.mjs', ['use', 'talent-app', SWAP_VERSION]);
  // The release the remote points at disappears from the server.
  rmSync(releaseDir, { recursive: true, force: true });

  await page.goto(`${product.baseURL}/home`);
  await expect(unavailable(page)).toBeVisible();
  await expect(unavailable(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await screenshot(page, 'platform-remote-unavailable');

  // Another remote still loads (the employer remote's talent profile).
  await page.goto(`${product.baseURL}/home/profile-portofolio/1`);
  await expect(page.locator('[data-remote="employerApp"]')).toBeVisible();

  // The shell's navigation still works from the broken page.
  await page.goto(`${product.baseURL}/home`);
  await expect(unavailable(page)).toBeVisible();
  const chatLink = page.getByRole('link', { name: 'Chat' }).filter({ visible: true }).first();
  await chatLink.click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(unavailable(page)).toHaveCount(0);

  // Ops point the remote back at the current build; Retry picks it up without a reload.
  await page.goto(`${product.baseURL}/home`);
  await expect(unavailable(page)).toBeVisible();
  product.script('remotes.mjs', ['reset', 'talent-app']);
  await unavailable(page).getByRole('button', { name: 'Retry' }).click();
  await expect(talentPage(page)).toHaveAttribute('data-remote-version', '1.0.0');
});

test('pointing a remote at a version that was never built needs --force, then degrades the same way', async ({
  page,
}) => {
  expect(() => product.script('remotes.mjs', ['use', 'talent-app', '9.9.9'])).toThrow(
    /not built here/,
  );
  product.script('remotes.mjs', ['use', 'talent-app', '9.9.9', '--force']);
  const account = await registerTalent(page, product.baseURL, 'missing');
  await logInAsTalent(page, product.baseURL, account);
  await page.goto(`${product.baseURL}/home`);
  await expect(unavailable(page)).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Peworld home' }).filter({ visible: true }).first(),
  ).toBeVisible();

  product.script('remotes.mjs', ['reset', 'talent-app']);
  await page.reload();
  await expect(talentPage(page)).toHaveAttribute('data-remote-version', '1.0.0');
});

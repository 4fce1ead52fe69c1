import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { serveFolder } from '../support/static-origin';

// Ops swap one remote at run time: build another release, point /remotes.json at it, reload.
// The shell is not rebuilt (its files stay byte-identical) and a missing remote degrades to
// "This section is unavailable" while the rest keeps working. Then what ops need around it
// (issue 30): a preview for one browser, failures seen by `list`, a remote moved to another
// origin, a shell rebuilt under a running product. A private product instance keeps these
// pointers away from the other specs.

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

/**
 * Loads `url`; returns each shell script the page needed to show the talent remote, with the
 * hash of the bytes served. Only scripts asked for before the remote's page (or its fallback)
 * was on screen count: a page cannot show the remote without them, so the set does not depend on
 * how fast the machine is. Scripts asked for later (idle prefetch) are checked against the build
 * on disk instead.
 */
async function loadAndHashShellScripts(page: Page, url: string): Promise<Record<string, string>> {
  const scripts = new Set<string>();
  const late = new Set<string>();
  let mounted = false;
  const collect = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && !pathname.startsWith('/remotes/'))
      (mounted ? late : scripts).add(request.url());
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
  mounted = true;
  await page.waitForLoadState('networkidle');
  page.off('request', collect);
  const served = async (script: string) => {
    // Fetched again, past the browser cache: the bytes the server serves for the file.
    const response = await page.request.get(script);
    expect(response.status()).toBe(200);
    return response.body();
  };
  for (const script of late) {
    const onDisk = readFileSync(path.join(REPO_ROOT, 'shell', 'dist', new URL(script).pathname));
    expect(sha256(await served(script))).toBe(sha256(onDisk));
  }
  const hashes: Record<string, string> = {};
  for (const script of [...scripts].sort())
    hashes[new URL(script).pathname] = sha256(await served(script));
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

interface ListedVersion {
  target: string;
  role: string;
  failuresLastHour: number;
}

/** `npm run remotes -- list --json`: the talent remote's versions as ops see them. */
function listedTalentVersions(): ListedVersion[] {
  const listed = JSON.parse(product.script('remotes.mjs', ['list', '--json'])) as {
    data: Array<{ folder: string; versions: ListedVersion[] }>;
  };
  return listed.data.find((remote) => remote.folder === 'talent-app')!.versions;
}

test('a preview link: its browser gets the preview, a second browser does not', async ({
  browser,
}) => {
  product.script('remotes.mjs', ['reset', 'talent-app']);
  const output = product.script('remotes.mjs', [
    'preview',
    'talent-app',
    SWAP_VERSION,
    '--note',
    'e2e preview',
  ]);
  // The command prints the link ops hand out, carrying an unguessable preview token.
  expect(output).toMatch(/http\S+remote-preview=\S+/);
  const link = /(http\S+remote-preview=\S+)/.exec(output)![1]!;
  expect(new URL(link).searchParams.get('remote-preview')).toMatch(/^\S{16,}$/);
  const previewer = await browser.newContext();
  const other = await browser.newContext();
  try {
    const [first, second] = [await previewer.newPage(), await other.newPage()];
    await first.goto(new URL(new URL(link).search, product.baseURL).toString());
    for (const [page, tag] of [
      [first, 'preview-a'],
      [second, 'preview-b'],
    ] as const) {
      const account = await registerTalent(page, product.baseURL, tag);
      await logInAsTalent(page, product.baseURL, account);
      await page.goto(`${product.baseURL}/home`);
    }
    await expect(talentPage(first)).toHaveAttribute('data-remote-version', SWAP_VERSION);
    await expect(talentPage(second)).toHaveAttribute('data-remote-version', '1.0.0');
  } finally {
    await previewer.close();
    await other.close();
  }
  expect(product.script('remotes.mjs', ['history', 'talent-app'])).toMatch(
    new RegExp(`preview +1\\.0\\.0 -> ${SWAP_VERSION.replace(/\./g, '\\.')} .*"e2e preview"`),
  );
});

test('a remote failure in a browser is in `list` as soon as its report is answered', async ({
  page,
}) => {
  const account = await registerTalent(page, product.baseURL, 'failure');
  await logInAsTalent(page, product.baseURL, account);
  const before = listedTalentVersions().find((v) => v.role === 'stable')!.failuresLastHour;
  await page.route('**/remotes/talent-app/**', (route) => route.abort('connectionrefused'));
  // The report is the event: the API answers it once the failure is stored, so `list` must
  // count it right after, on any machine (no batching, no delay between report and listing).
  const reported = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/remote-failures' &&
      response.request().method() === 'POST',
  );
  await page.goto(`${product.baseURL}/home`);
  await expect(unavailable(page)).toBeVisible();
  const shown = Date.now();
  expect((await reported).status()).toBe(202);
  const after = listedTalentVersions().find((v) => v.role === 'stable')!.failuresLastHour;
  console.log(`a browser failure was listed ${(Date.now() - shown) / 1000} s after the fallback`);
  expect(after).toBeGreaterThan(before);
  await page.unroute('**/remotes/talent-app/**');
});

test('a remote moved to a second origin comes back with Retry, without a manual reload', async ({
  page,
}) => {
  const cdn = await serveFolder(path.join(REPO_ROOT, 'talent-app', 'dist'));
  try {
    const account = await registerTalent(page, product.baseURL, 'moved');
    await logInAsTalent(page, product.baseURL, account);
    // The remote's current home is down for this browser.
    await page.route('**/remotes/talent-app/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${product.baseURL}/home`);
    await expect(unavailable(page)).toBeVisible();
    // Ops move it to another origin (a CDN): the page's policy was made without that origin.
    const moved = `${cdn.origin}/mf-manifest.json`;
    // Not product.script: a blocking child would stop this process's CDN from answering.
    expect(
      await runScriptAsync('remotes.mjs', ['use', 'talent-app', moved], {
        DATA_DIR: product.dataDir,
      }),
    ).toContain(moved);
    await unavailable(page).getByRole('button', { name: 'Retry' }).click();
    await expect(talentPage(page)).toHaveAttribute('data-remote-version', '1.0.0');
    expect(cdn.requested).toContain('/remoteEntry.js');
    expect(new URL(page.url()).pathname).toBe('/home');
  } finally {
    await page.unroute('**/remotes/talent-app/**');
    product.script('remotes.mjs', ['reset', 'talent-app']);
    await cdn.close();
  }
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

test('switches that would break browsers are refused, naming the failed check', async ({
  page,
}) => {
  const refusal = (args: string[]) => {
    try {
      product.script('remotes.mjs', args);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`remotes ${args.join(' ')} was accepted`);
  };
  expect(refusal(['use', 'talent-app', '9.9.9'])).toMatch(
    /the manifest check failed: .*not on this server/,
  );
  expect(refusal(['use', 'talent-app', 'http://evil.example/x.js'])).toMatch(
    /the origin check failed/,
  );
  // Nothing changed: visitors still get the build they had.
  const account = await registerTalent(page, product.baseURL, 'refused');
  await logInAsTalent(page, product.baseURL, account);
  await page.goto(`${product.baseURL}/home`);
  await expect(talentPage(page)).toHaveAttribute('data-remote-version', '1.0.0');
});

test('a shell rebuilt while the product runs: no 404, for a new page load or a tab opened before', async ({
  page,
  browser,
}) => {
  test.setTimeout(15 * 60_000);
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  const stamp = path.join(REPO_ROOT, 'node_modules', '.cache', 'peworld-builds', 'shell.stamp');
  // The repository's own build is put back afterwards (other runs reuse it).
  const saved = mkdtempSync(path.join(tmpdir(), 'peworld-shell-dist-'));
  cpSync(dist, path.join(saved, 'dist'), { recursive: true });
  if (existsSync(stamp)) cpSync(stamp, path.join(saved, 'shell.stamp'));
  const notFound: string[] = [];
  const watch = (p: Page) =>
    p.on('response', (response) => {
      if (response.status() === 404 && new URL(response.url()).origin === product.baseURL)
        notFound.push(response.url());
    });
  try {
    // A tab opened before the deploy, on a page that has not loaded the chat's chunk yet.
    watch(page);
    const account = await registerTalent(page, product.baseURL, 'deploy');
    await logInAsTalent(page, product.baseURL, account);
    await page.goto(`${product.baseURL}/home`);
    await expect(talentPage(page)).toBeVisible();
    const oldMain = await page.evaluate(() =>
      [...document.scripts].map((s) => s.src).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src)),
    );

    // Deploy a new shell build (another version: other hashes) while page loads keep coming.
    let deploying = true;
    const loads = (async () => {
      let count = 0;
      while (deploying) {
        const html = await (await fetch(`${product.baseURL}/`)).text();
        for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) {
          const status = (await fetch(new URL(src!, product.baseURL))).status;
          if (status !== 200) notFound.push(`${src} answered ${status} during the deploy`);
        }
        count += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return count;
    })();
    const output = await runScriptAsync('deploy-shell.mjs', [], { RELEASE_VERSION: '1.0.1-e2e' });
    deploying = false;
    expect(output).toContain('Shell deployed');
    expect(await loads).toBeGreaterThan(3);

    // A new page load gets the new build, whole.
    const fresh = await browser.newPage();
    watch(fresh);
    await fresh.goto(product.baseURL);
    const newMain = await fresh.evaluate(() =>
      [...document.scripts].map((s) => s.src).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src)),
    );
    // The new build's own entry, and it is served whole.
    expect(newMain).toMatch(/\/main\.[0-9a-f]+\.js$/);
    expect(newMain).not.toBe(oldMain);
    expect((await fresh.request.get(newMain!)).status()).toBe(200);
    await fresh.close();

    // The old tab goes on: the chat page's chunk of its (old) build is still served.
    await page.getByRole('link', { name: 'Chat' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { name: 'No conversation selected' })).toBeVisible();
    expect(notFound).toEqual([]);
  } finally {
    rmSync(dist, { recursive: true, force: true });
    cpSync(path.join(saved, 'dist'), dist, { recursive: true });
    if (existsSync(path.join(saved, 'shell.stamp'))) cpSync(path.join(saved, 'shell.stamp'), stamp);
    rmSync(saved, { recursive: true, force: true });
  }
});

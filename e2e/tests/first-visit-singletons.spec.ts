import { expect, test, type Page } from '@playwright/test';
import { SIZES } from './auth-helpers';
import { logInAsCompany, registerCompany } from './employer-helpers';

// Issue 12: the first visit of / loads no code that only logged-in pages need (the query
// layer, the API client), and splitting it out keeps every federation singleton single: one
// React, one shared-ui (session store, toasts), one TanStack Query, all the shell's, however
// the remotes join later.

interface SharedEntry {
  version: string;
  from: string;
  loaded: boolean;
}

/** The shell's federation share scope: for each shared package, who offers which version. */
async function shareScope(page: Page): Promise<Record<string, SharedEntry[]>> {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean };
    type Instance = {
      name: string;
      shareScopeMap: Record<string, Record<string, Record<string, Entry>>>;
    };
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const shell = federation?.__INSTANCES__.find((instance) => instance.name === 'shell');
    const scope = shell?.shareScopeMap.default ?? {};
    return Object.fromEntries(
      Object.entries(scope).map(([name, versions]) => [
        name,
        Object.entries(versions).map(([version, entry]) => ({
          version,
          from: entry.from,
          loaded: Boolean(entry.loaded),
        })),
      ]),
    );
  });
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@peworld/shared-ui',
  '@tanstack/react-query',
];

/** Every singleton that is in use was loaded once, from the shell. */
async function expectOneCopyEach(page: Page, mustBeLoaded: string[]) {
  const scope = await shareScope(page);
  for (const name of SINGLETONS) {
    const loaded = (scope[name] ?? []).filter((entry) => entry.loaded);
    expect(loaded.length, `${name}: ${JSON.stringify(scope[name])}`).toBeLessThanOrEqual(1);
    if (mustBeLoaded.includes(name)) {
      expect(loaded, `${name}: ${JSON.stringify(scope[name])}`).toEqual([
        expect.objectContaining({ from: 'shell' }),
      ]);
    }
  }
}

/** Script URLs the page fetched. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('first visit bytes and federation singletons', () => {
  test.use({ viewport: SIZES.desktop });

  test('a guest on / loads neither the query layer nor shared-ui in full', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const scope = await shareScope(page);
    expect(scope['react']?.some((entry) => entry.loaded)).toBe(true);
    expect(scope['@tanstack/react-query']?.some((entry) => entry.loaded) ?? false).toBe(false);
    expect(scope['@peworld/shared-ui']?.some((entry) => entry.loaded) ?? false).toBe(false);
    expect(scripts.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
    // Nor react-intl: the landing's precompiled text needs only shared-ui's small formatter
    // (issue 29: / grows by no more than its catalogs).
    expect(scripts.filter((path) => /\/react-intl\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
    // The landing's catalog may arrive after the network first goes quiet (the page hydrates
    // after its first paint): wait for it, then make sure it came once.
    const catalogs = () => scripts.filter((path) => path.includes('/messages-shell-'));
    await expect.poll(() => catalogs().length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(catalogs()).toHaveLength(1);
    await expectOneCopyEach(page, ['react', 'react-dom', 'styled-components']);
  });

  test('a guest on / starts federation at the first intent on a link, which is then prefetched', async ({
    page,
  }) => {
    // Issue 29's size line (decision 073): /remotes.json, the route table and the prefetcher
    // are not part of the landing's first load; hovering "Log in" brings them and its page.
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(paths).not.toContain('/remotes.json');
    expect(paths.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
    expect(paths.filter((path) => path.includes('-later-'))).toEqual([]);

    await page.getByRole('link', { name: 'Log in' }).hover();
    await expect.poll(() => paths.includes('/remotes.json')).toBe(true);
    await expect
      .poll(() => paths.some((path) => path.startsWith('/remotes/auth-remote/')))
      .toBe(true);
    await expect
      .poll(() => paths.some((path) => path.includes('messages-shell-later-')))
      .toBe(true);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/option-login$/);
  });

  test('a guest who never points at a link still navigates from / with the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // A navigate without pointer intent: whenRemotesRegistered starts federation on demand.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/user-login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test("a remote's page and a member's pages run on the shell's singletons", async ({
    page,
    request,
  }) => {
    const company = await registerCompany(request, 'singletons');
    // The login page is a remote (authRemote): it joins the share scope after the shell.
    await logInAsCompany(page, company);
    // /home for a recruiter is employerApp's talent list.
    await expect(page.locator('[data-remote="employerApp"]')).toBeAttached();
    await expectOneCopyEach(page, [
      'react',
      'react-dom',
      'react-router-dom',
      'styled-components',
      'zustand',
      '@peworld/shared-ui',
      '@tanstack/react-query',
    ]);
    // A reload with a stored login: the logged-in frame (bell, account menu) is there at once.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await expectOneCopyEach(page, ['react', '@peworld/shared-ui', '@tanstack/react-query']);
  });
});

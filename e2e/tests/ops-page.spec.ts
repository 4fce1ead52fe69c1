// The ops page (/ops) as an ops engineer uses it, by keyboard, on desktop and on a phone: an
// account made on the server's command line signs in, sees every remote with its versions and
// health, and a switch the server refuses shows which check failed, while nothing changes.
// Axe finds no accessibility violation on the sign-in form or on the signed-in page.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir, REPO_ROOT } from '../support/environment';
import { screenshot } from '../support/screenshots';

const PASSWORD = 'ops-e2e-password-1';

/** `npm run remotes -- ops-account EMAIL` against the e2e server's data dir. */
function createOpsAccount(email: string): void {
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts', 'remotes.mjs'), 'ops-account', email],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: e2eDataDir(), OPS_PASSWORD: PASSWORD },
      encoding: 'utf8',
    },
  );
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function signInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`ops sign in, read the remotes and see a refused switch (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = `ops-${viewport.name}-${Date.now().toString(36)}@peworld.test`;
    createOpsAccount(email);

    await page.goto('/ops');
    await expect(page.getByRole('heading', { name: 'Sign in with an ops account' })).toBeVisible();
    await expectNoAxeViolations(page);

    await signInByKeyboard(page, email, 'not-the-password');
    await expect(page.getByText('Email or password is incorrect')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'History' })).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    for (const folder of ['auth-remote', 'talent-app', 'employer-app', 'chat-app']) {
      const card = page.locator(`[data-remote-card="${folder}"]`);
      await expect(card).toBeVisible();
      await expect(card.getByText('reachable', { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'ops-page');

    // A version that was never released: refused, the failed check named, nothing changed.
    const before = await (await page.request.get('/remotes.json')).json();
    const talent = page.getByRole('form', { name: 'Switch talent-app' });
    await talent.getByLabel('Version or manifest URL').fill('9.9.9');
    await talent.getByLabel('Why (for the history)').fill('e2e: a version that does not exist');
    await talent.getByRole('button', { name: 'Use' }).press('Enter');
    await expect(page.getByText(/Refused: the \w+ check failed/)).toBeVisible();
    expect(await (await page.request.get('/remotes.json')).json()).toEqual(before);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with an ops account' })).toBeVisible();
  });
}

import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  logInAsCompany,
  registerCompany,
  watchConsole,
} from './employer-helpers';

// The company shortlist (issue 31): save two talents from the list, move one to Interviewing
// with a note through the stage menu (no dragging), and find both after a reload. Runs on the
// desktop and (tagged) the mobile project; photographs the page at each size.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `employer-shortlist-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

test.describe('shortlist @mobile', () => {
  test('save two talents, move one to Interviewing with a note, reload and find it', async ({
    page,
    request,
  }, testInfo) => {
    const size = testInfo.project.name;
    const console = watchConsole(page);
    const account = await registerCompany(request, `shortlist-${size}-${Date.now()}`);
    await logInAsCompany(page, account);

    const names = page.getByRole('list', { name: 'Talent' }).getByRole('heading', { level: 2 });
    await expect(names.nth(1)).toBeVisible();
    const [first, second] = (await names.allTextContents()).slice(0, 2) as [string, string];

    for (const name of [first, second]) {
      const save = page.getByRole('button', { name: `Save ${name}`, exact: true });
      const stored = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/api/shortlist/'),
      );
      await save.click();
      expect((await stored).status()).toBe(201);
      await expect(save).toHaveAttribute('aria-pressed', 'true');
    }

    // The account menu leads to the page.
    await page
      .getByRole('button', { name: /account menu|menu for/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Shortlist' }).click();
    await expect(page).toHaveURL(/\/home\/shortlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeVisible();
    // A tab's name carries its count, which changes as talents move.
    const savedTab = page.getByRole('tab', { name: /^Saved \(/ });
    await expect(savedTab).toHaveAccessibleName('Saved (2)');
    await expect(savedTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: first, exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: second, exact: true })).toBeVisible();
    await expectAccessible(page, `shortlist (${size})`);

    // Move the first one with the stage menu, by keyboard-operable controls only.
    const moved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/shortlist/'),
    );
    await panel.getByLabel(`Stage of ${first}`).selectOption('interviewing');
    expect((await moved).status()).toBe(200);
    await expect(page.getByRole('tab', { name: 'Interviewing (1)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Saved (1)' })).toBeVisible();

    await savedTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Contacted/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    const interviewing = page.getByRole('tab', { name: 'Interviewing (1)' });
    await expect(interviewing).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/stage=interviewing/);

    const note = panel.getByLabel(`Private note on ${first}`);
    await note.fill('Strong React; second interview on Tuesday');
    const noted = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/shortlist/'),
    );
    await panel.getByRole('button', { name: 'Save note' }).click();
    expect((await noted).status()).toBe(200);
    await panel.getByText(/^History \(\d+\)$/).click();
    await expect(panel.getByText(/moved the talent from Saved to Interviewing/)).toBeVisible();
    await expect(panel.getByText(/changed the note/)).toBeVisible();
    await expectAccessible(page, `shortlist interviewing (${size})`);
    await shoot(page, size);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Interviewing (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const afterReload = page.getByRole('tabpanel');
    await expect(afterReload.getByRole('link', { name: first, exact: true })).toBeVisible();
    await expect(afterReload.getByLabel(`Private note on ${first}`)).toHaveValue(
      'Strong React; second interview on Tuesday',
    );
    await page.getByRole('tab', { name: 'Saved (1)' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('link', { name: second, exact: true }),
    ).toBeVisible();
    console.expectNone();
  });
});

import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SIZES } from './auth-helpers';
import { apiTalents, expectAccessible, logInAsCompany, registerCompany } from './employer-helpers';

// Issue 31: a recruiter narrows the talent list by city (local names fold: "Jogja") and
// availability, then reads 20 a page; what the page shows is what the API answers for the same
// query. Photographed at both sizes (e2e/screenshots/employer-filters-*.png).
const SHOTS = path.resolve(__dirname, '..', 'screenshots');

async function cardNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Talent' })
    .getByRole('heading', { level: 2 })
    .allTextContents();
}

async function filterAndPage(page: Page, size: 'desktop' | 'mobile') {
  const filters = page.getByRole('form', { name: 'Filters' });
  // On a phone the form folds behind a "Filter" button under the list's heading (issue 31).
  const unfold = async (name: string) => {
    if (size === 'mobile') await page.getByRole('button', { name, exact: true }).click();
  };
  await unfold('Filter');
  await filters.getByRole('textbox', { name: 'City' }).fill('Jogja');
  await filters.getByRole('checkbox', { name: 'Open to work' }).check();
  await filters.getByRole('checkbox', { name: 'Open to offers' }).check();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/city=Jogja/);
  await expect(page).toHaveURL(/availability=open_to_work%2Copen_to_offers/);

  const query = { city: 'Jogja', availability: 'open_to_work,open_to_offers' };
  const narrowed = await apiTalents(request(page), { ...query, page: '1', limit: '10' });
  expect(narrowed.data.length).toBeGreaterThan(0);
  await expect.poll(() => cardNames(page)).toEqual(narrowed.data.map((t) => t.full_name));
  // Every card says the talent is available, none "Not looking".
  await expect(page.getByRole('list', { name: 'Talent' }).getByText('Not looking')).toHaveCount(0);

  await filters.getByRole('combobox', { name: 'Per page' }).selectOption('20');
  await expect(page).toHaveURL(/limit=20/);
  const twenty = await apiTalents(request(page), { ...query, page: '1', limit: '20' });
  await expect.poll(() => cardNames(page)).toEqual(twenty.data.map((t) => t.full_name));

  // Reload keeps everything (URL state); the folded button counts the filters that are on.
  await page.reload();
  await unfold('Filter (2 active)');
  await expect(filters.getByRole('textbox', { name: 'City' })).toHaveValue('Jogja');
  await expect(filters.getByRole('combobox', { name: 'Per page' })).toHaveValue('20');
  await expect.poll(() => cardNames(page)).toEqual(twenty.data.map((t) => t.full_name));

  await expectAccessible(page, `/home filtered (${size})`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `employer-filters-${size}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

const request = (page: Page) => page.request;

test.describe('recruiter filters (desktop)', () => {
  test.use({ viewport: SIZES.desktop });

  test('filters by city and availability, then 20 a page', async ({ page, request: api }) => {
    const account = await registerCompany(api, 'filters-desk');
    await logInAsCompany(page, account);

    // WCAG 2.4.7 (issue 31): the main search field looks different with the keyboard focus.
    const search = page.getByRole('combobox', { name: 'Search for any skill' });
    const focusLook = () =>
      search.evaluate((field) => {
        const style = getComputedStyle(field);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
      });
    await page.getByRole('heading', { level: 1, name: 'Talent to hire' }).click();
    const unfocused = await focusLook();
    await search.focus();
    await expect(search).toBeFocused();
    expect(await focusLook()).not.toBe(unfocused);
    expect(await focusLook()).toMatch(/^solid [1-9]/);

    await filterAndPage(page, 'desktop');
  });
});

test.describe('recruiter filters @mobile', () => {
  test.use({ viewport: SIZES.mobile, hasTouch: true });

  test('filters by city and availability, then 20 a page @mobile', async ({
    page,
    request: api,
  }) => {
    const account = await registerCompany(api, 'filters-mob');
    await logInAsCompany(page, account);
    await filterAndPage(page, 'mobile');
  });
});

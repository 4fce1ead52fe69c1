import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { newTalent } from './auth-helpers';
import {
  expectAccessible,
  logInAsCompany,
  registerCompany,
  watchConsole,
} from './employer-helpers';

// Saved searches with alerts (issue 31): a recruiter searches a skill, filters by city and
// availability, saves the search and finds it on /home/saved-searches; a talent (through the
// API, in a context of their own) then moves to that city, says they are open to work and adds
// the skill: the recruiter's bell shows the alert without a reload. Desktop and (tagged) mobile.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `employer-saved-search-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** A skill nobody has: only the talent of this run will match it. */
function uniqueSkill(): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  return `Gleam${letters}`;
}

test.describe('saved search alerts @mobile', () => {
  test('save a filtered search, then a talent adding the skill rings the bell', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const size = testInfo.project.name;
    const console = watchConsole(page);
    const account = await registerCompany(request, `saved-${size}-${Date.now()}`);
    await logInAsCompany(page, account);
    const skill = uniqueSkill();

    // The search, then the filters next to it (the URL carries all of them).
    await page.goto(`/home?search=${skill}`);
    const filters = page.getByRole('form', { name: 'Filters' });
    // On a phone the form folds behind a "Filter" button under the list's heading.
    if (size === 'mobile') await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await filters.getByRole('textbox', { name: 'City' }).fill('Bandung');
    await filters.getByRole('checkbox', { name: 'Open to work' }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/city=Bandung/);
    await expect(page).toHaveURL(/availability=open_to_work/);

    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByRole('textbox', { name: 'Search name' })).toHaveValue(skill);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/saved-searches'),
    );
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(201);
    await page.getByRole('link', { name: 'See saved searches' }).click();
    await expect(page).toHaveURL(/\/home\/saved-searches$/);
    const item = page.getByRole('listitem', { name: skill });
    await expect(item.getByText('City: Bandung')).toBeVisible();
    await expect(item.getByText('Open to work')).toBeVisible();
    await expectAccessible(page, `saved searches (${size})`);
    await shoot(page, size);

    // The talent, in a context of their own (no shared cookies with the recruiter's page).
    const talentApi = await playwrightRequest.newContext({ baseURL: baseURL! });
    const talent = newTalent(`saved-${size}`);
    const registered = await talentApi.post('/api/auth/regis-user', {
      data: {
        full_name: talent.name,
        email: talent.email,
        phone: talent.phone,
        password: talent.password,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const login = await talentApi.post('/api/auth/login-user', {
      data: { email: talent.email, password: talent.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const id = ((await login.json()) as { result: { user: { id_user: number } } }).result.user
      .id_user;
    const profile = await talentApi.patch(`/api/users/${id}`, { data: { domicile: 'Bandung' } });
    expect(profile.status(), await profile.text()).toBe(200);
    const signals = await talentApi.put(`/api/users/${id}/signals`, {
      data: { availability: 'open_to_work' },
    });
    expect(signals.status(), await signals.text()).toBe(200);
    // Nothing yet: the skill is what the search asks for.
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    const added = await talentApi.post('/api/users-skills', { data: { skill_name: skill } });
    expect(added.status(), await added.text()).toBe(201);
    await talentApi.dispose();

    // The bell, without a reload.
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const alert = page.getByRole('link', { name: new RegExp(talent.name) });
    await expect(alert).toContainText(`New match for “${skill}”`);
    await expect(alert).toHaveAttribute('href', `/home/profile-portofolio/${id}`);
    await shoot(page, `${size}-bell`);
    console.expectNone();
  });
});

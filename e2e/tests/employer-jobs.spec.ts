import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newTalent } from './auth-helpers';
import {
  expectAccessible,
  logInAsCompany,
  registerCompany,
  watchConsole,
} from './employer-helpers';

// The company's jobs (issue 32): a recruiter posts a remote React job in Bandung, finds it on
// /home/jobs, pauses and reopens it; a talent applies through the API; the recruiter sees the
// applicant and moves them to Interviewing with the stage menu (no dragging), which unlocks the
// contact. Desktop and (tagged) mobile; photographs each new page at each size.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `employer-jobs-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** A talent with React applies to the job with a note (in the request fixture's own cookies). */
async function applyAsTalent(request: APIRequestContext, idJob: number, tag: string) {
  const talent = { ...newTalent(`jobs-${tag}`), name: `Ayu Pelamar ${tag}` };
  const created = await request.post('/api/auth/regis-user', {
    data: {
      full_name: talent.name,
      email: talent.email,
      phone: talent.phone,
      password: talent.password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post('/api/auth/login-user', {
    data: { email: talent.email, password: talent.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const skill = await request.post('/api/users-skills', { data: { skill_name: 'React' } });
  expect(skill.status(), await skill.text()).toBe(201);
  const applied = await request.post(`/api/jobs/${idJob}/applications`, {
    data: { note: 'Saya membangun dua dashboard React untuk bank.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return talent;
}

test.describe('company jobs @mobile', () => {
  test('post a remote React job in Bandung, pause and reopen it, move its applicant to Interviewing', async ({
    page,
    request,
  }, testInfo) => {
    const size = testInfo.project.name;
    const console = watchConsole(page);
    const account = await registerCompany(request, `jobs-${size}-${Date.now()}`);
    await logInAsCompany(page, account);

    // The account menu leads to the company's jobs, empty at first.
    await page
      .getByRole('button', { name: /account menu|menu for/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Job openings' }).click();
    await expect(page).toHaveURL(/\/home\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
    await expect(page.getByText('No job openings yet')).toBeVisible();

    await page.getByRole('link', { name: 'Post a job' }).first().click();
    await expect(page).toHaveURL(/\/home\/jobs\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
    const title = `Frontend Developer React ${size}`;
    await page.getByLabel('Job title', { exact: true }).fill(title);
    await page.getByLabel('Work mode', { exact: true }).selectOption('remote');
    await page.getByLabel('City', { exact: true }).fill('Bandung');
    await page.getByLabel('From', { exact: true }).fill('8.000.000');
    await page.getByLabel('Up to', { exact: true }).fill('12.000.000');
    const required = page.getByLabel('Required skills', { exact: true });
    await required.fill('React');
    await required.press('Enter');
    const nice = page.getByLabel('Nice-to-have skills', { exact: true });
    for (const skill of ['TypeScript', 'Node.js']) {
      await nice.fill(skill);
      await nice.press('Enter');
    }
    await expect(
      page.getByRole('list', { name: 'Nice-to-have skills chosen' }).getByRole('listitem'),
    ).toHaveText(['TypeScript', 'Node.js']);
    await page
      .getByLabel('Description')
      .fill('Bangun aplikasi web tim pembayaran kami dengan React dan TypeScript.');
    await expectAccessible(page, `job form (${size})`);
    await shoot(page, `form-${size}`);

    const posted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/company-jobs'),
    );
    await page.getByRole('button', { name: 'Post the job' }).click();
    const postedAnswer = await posted;
    expect(postedAnswer.status()).toBe(201);
    const job = ((await postedAnswer.json()) as { data: { id_job: number } }).data;
    await expect(page).toHaveURL(/\/home\/jobs$/);

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title }) });
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expect(card.getByText('Remote', { exact: true })).toBeVisible();
    await expect(card.getByText('Bandung')).toBeVisible();
    await expect(card.getByText('No applicants yet')).toBeVisible();

    // Pause, then reopen: the badge follows each answer.
    await card.getByRole('button', { name: `Pause ${title}` }).click();
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Reopen ${title}` }).click();
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expectAccessible(page, `jobs list (${size})`);
    await shoot(page, `list-${size}`);

    // The recruiter opens the job's applicants; a talent applies meanwhile, and the applicant
    // shows up without a reload (the bell's live notice refreshes the page's list).
    await card.getByRole('link', { name: `Applicants of ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/home/jobs/${job.id_job}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Nobody has applied yet')).toBeVisible();
    const talent = await applyAsTalent(request, job.id_job, `${size}-${Date.now()}`);
    const applied = page.getByRole('region', { name: 'Applied (1)' });
    await expect(applied.getByRole('link', { name: talent.name, exact: true })).toBeVisible();
    await expect(applied.getByText('Saya membangun dua dashboard React untuk bank.')).toBeVisible();
    await expect(
      applied.getByText('Contact details show once you move the applicant past Applied.'),
    ).toBeVisible();
    await expectAccessible(page, `job applicants (${size})`);

    const moved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/applications/'),
    );
    await applied.getByLabel(`Stage of ${talent.name}`).selectOption('interviewing');
    expect((await moved).status()).toBe(200);
    const interviewing = page.getByRole('region', { name: 'Interviewing (1)' });
    await expect(interviewing.getByRole('link', { name: talent.name, exact: true })).toBeVisible();
    await expect(interviewing.getByRole('link', { name: talent.email })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Applied (0)' })).toBeVisible();
    await expectAccessible(page, `job applicants moved (${size})`);
    await shoot(page, `applicants-${size}`);

    await page.getByRole('link', { name: 'Back to job openings' }).click();
    await expect(
      page.getByRole('list', { name: `Applicants of ${title} by stage` }).getByRole('listitem'),
    ).toHaveText(['Applied 0', 'Interviewing 1', 'Offered 0', 'Hired 0', 'Not a fit 0']);
    console.expectNone();
  });
});

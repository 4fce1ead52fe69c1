import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, registerCompany, watchConsole } from './employer-helpers';
import { loginThroughApi, registerTalent } from './shell-ui-session';

// Jobs, the talent's side (issue 32): a recruiter posts a remote React job in Bandung (through
// the API, in the test's setup); a talent with React finds it from the landing's 'Find Work' by
// a typo ("recat"), sees how many of their skills it asks for (as the API computed it), is told
// which required skills the profile lacks, applies with a note and sees the stage; the
// recruiter moves them to Interviewing and the talent's "My applications" shows it without a
// reload; the company profile lists the job. Desktop and (tagged) mobile; axe on each new page.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');

async function shoot(page: Page, name: string, size: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `talent-jobs-${name}-${size}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

async function ok<T>(answer: Promise<{ status(): number; text(): Promise<string> }>, status = 200) {
  const response = await answer;
  const text = await response.text();
  expect(response.status(), text).toBe(status);
  return (JSON.parse(text) as { data: T }).data;
}

interface PostedJob {
  id_job: number;
  id_company: number;
  title: string;
}

/** A recruiter of a new company posts the job; answers the job and the recruiter's client. */
async function postReactJob(request: APIRequestContext, tag: string) {
  const company = await registerCompany(request, `jobs-${tag}`);
  await ok(
    request.post('/api/auth/login-company', {
      data: { email: company.email, password: company.password },
    }),
  );
  const closing = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const job = await ok<PostedJob>(
    request.post('/api/company-jobs', {
      data: {
        title: `React Engineer ${tag}`,
        employment_type: 'full_time',
        work_mode: 'remote',
        city: 'Bandung',
        salary_min: 12_000_000,
        salary_max: 18_000_000,
        required_skills: ['React', 'Kubernetes', 'Elixir'],
        nice_skills: [],
        description: 'Build the dashboards our merchants use every day, in React.',
        closing_date: closing,
      },
    }),
    201,
  );
  return { company, job };
}

test.describe('talent jobs @mobile', () => {
  test('finds a job by a typo from Find Work, applies with a note, sees Interviewing live', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const size = testInfo.project.name;
    const tag = `${size}-${Date.now().toString(36)}`;
    const console = watchConsole(page);

    // The recruiter's own cookie jar, apart from the talent's browser.
    const recruiter = await playwright.request.newContext({ baseURL });
    const { company, job } = await postReactJob(recruiter, tag);

    const talent = await registerTalent(page.request, `jobs-${tag}`);
    await loginThroughApi(page, talent);
    await ok(page.request.post('/api/users-skills', { data: { skill_name: 'React' } }), 201);
    // What the API computes for this talent: the page must say the same.
    const computed = await ok<{
      match: { count: number; total: number };
      missing_skills: string[];
    }>(page.request.get(`/api/jobs/${job.id_job}`));
    expect(computed.match.count).toBe(1);
    expect(computed.missing_skills).toHaveLength(2);
    const matchText = `Matches ${computed.match.count}/${computed.match.total} of your skills`;

    // Landing → Find Work → /jobs, search with a typo.
    await page.goto('/');
    const findWork = page.getByRole('link', { name: 'Find Work' });
    // The landing arrives pre-rendered for guests; once it knows the login it leads to /jobs.
    await expect(findWork).toHaveAttribute('href', '/jobs');
    await findWork.click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a job' })).toBeVisible();
    await page.getByLabel('Job title or skill').fill('recat');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=recat/);
    // Narrowed to remote work in Bandung, 50 a page: this run's job is on the first page
    // whatever else the demo data and other journeys posted.
    // On a phone the filters fold behind "Filter" (shared-ui's FilterBar).
    if (size === 'mobile') await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByLabel('City').fill('Bandung');
    await page.getByLabel('Work mode').selectOption('remote');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/city=Bandung/);
    await page.getByLabel('Jobs per page').selectOption('50');
    await expect(page).toHaveURL(/mode=remote.*limit=50|limit=50.*mode=remote/);
    const card = page
      .getByRole('list', { name: 'Jobs' })
      .locator(':scope > li')
      .filter({ has: page.getByRole('link', { name: job.title, exact: true }) });
    await expect(card).toContainText(matchText);
    await expect(card).toContainText(company.company);
    await expect(card).toContainText('Bandung');
    await expect(card).toContainText('Remote');
    await expectAccessible(page, `/jobs (${size})`);
    await shoot(page, 'list', size);

    // The job page: apply with a note, told first what the profile lacks.
    await card.getByRole('link', { name: job.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id_job}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByText(matchText)).toBeVisible();
    await expectAccessible(page, `/jobs/:id (${size})`);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Apply: ${job.title}` });
    await expect(dialog).toContainText(`Missing: ${computed.missing_skills.join(', ')}`);
    await dialog
      .getByLabel('Cover note (optional)')
      .fill('I have built React dashboards for 3 years.');
    await expectAccessible(page, `apply dialog (${size})`);
    const applied = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && r.url().endsWith(`/api/jobs/${job.id_job}/applications`),
    );
    await dialog.getByRole('button', { name: 'Send application' }).click();
    const answer = await applied;
    expect(answer.status()).toBe(201);
    const { data: application } = (await answer.json()) as { data: { id_application: number } };
    await expect(dialog).toBeHidden();
    const yours = page.getByRole('region', { name: 'Your application' });
    await expect(yours.getByText('Applied', { exact: true })).toBeVisible();
    await expect(yours.getByRole('link', { name: 'Open the conversation' })).toBeVisible();
    await shoot(page, 'job', size);

    // My applications: the recruiter moves the talent on; the list follows without a reload.
    await yours.getByRole('link', { name: 'My applications' }).click();
    await expect(page).toHaveURL(/\/applications$/);
    const mine = page
      .getByRole('list', { name: 'My applications' })
      .locator(':scope > li')
      .filter({ has: page.getByRole('link', { name: job.title, exact: true }) });
    await expect(mine.getByText('Applied', { exact: true })).toBeVisible();
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
    await ok(
      recruiter.put(`/api/company-jobs/${job.id_job}/applications/${application.id_application}`, {
        data: { stage: 'interviewing' },
      }),
    );
    await expect(mine.getByText('Interviewing', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expectAccessible(page, `/applications (${size})`);
    await shoot(page, 'applications', size);

    // The company profile lists the job.
    await mine.getByRole('link', { name: job.title, exact: true }).click();
    await page.getByRole('link', { name: `Company profile of ${company.company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/home/profile-comp/${job.id_company}$`));
    await expect(
      page.getByRole('list', { name: 'Open jobs' }).getByRole('link', { name: job.title }),
    ).toBeVisible();

    await recruiter.dispose();
    console.expectNone();
  });
});

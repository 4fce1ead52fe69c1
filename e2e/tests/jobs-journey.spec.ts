import path from 'node:path';
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  expectAccessible,
  logInAsCompany,
  registerCompany,
  watchConsole,
} from './employer-helpers';
import { loginThroughApi, registerTalent } from './shell-ui-session';

// Issue 32's Must-show, both sides in the browser at once: a recruiter posts a remote React job
// in Bandung through the form; a talent with React (and TypeScript) finds it from 'Find Work' by
// the typo "recat", sees "Matches 2/3 of your skills", applies with a note; the recruiter's bell
// shows the applicant (on a phone the bell's panel stays on the screen) and the recruiter moves
// them to Interviewing on the applicants page; the talent's "My applications", open in its own
// browser context all along, shows Interviewing without a reload; the company profile lists the
// job. axe on each page of the way. Desktop and (tagged) mobile; a run id in every name, so a
// retry or the other viewport never meets this run's job.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');
const NOTE = 'Saya membangun dashboard React dan TypeScript selama 3 tahun.';

async function shoot(page: Page, name: string, size: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `jobs-journey-${name}-${size}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** A second browser context like the test's own (viewport, touch, language, base URL). */
async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, hasTouch, baseURL, locale } = testInfo.project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(baseURL ? { baseURL } : {}),
    locale: locale ?? 'en-US',
  });
  return context.newPage();
}

/** The one bell on screen: the header's (desktop) or the phone's top bar's. */
function bellOf(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications/ }).filter({ visible: true });
}

/** The box is inside the viewport, all four sides. */
async function expectOnScreen(page: Page, box: Locator) {
  const viewport = page.viewportSize()!;
  const rect = (await box.boundingBox())!;
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.y).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(viewport.width);
  expect(rect.width).toBeGreaterThan(0);
}

test.describe('jobs journey @mobile', () => {
  test('a recruiter posts, a talent finds "recat" and applies, the recruiter moves them, the talent sees it live', async ({
    page: talentPage,
    browser,
  }, testInfo) => {
    const size = testInfo.project.name;
    const run = `${size}-${testInfo.retry}-${Date.now().toString(36)}`;
    const title = `React Engineer ${run}`;
    const phone = size === 'mobile';
    const recruiterPage = await secondPage(browser, testInfo);
    const recruiterConsole = watchConsole(recruiterPage);
    const talentConsole = watchConsole(talentPage);

    // The recruiter posts the job through the form.
    const company = await registerCompany(recruiterPage.request, `journey-${run}`);
    await logInAsCompany(recruiterPage, company);
    await recruiterPage.goto('/home/jobs');
    await expect(
      recruiterPage.getByRole('heading', { level: 1, name: 'Job openings' }),
    ).toBeVisible();
    await expectAccessible(recruiterPage, `/home/jobs (${size})`);
    await recruiterPage.getByRole('link', { name: 'Post a job' }).first().click();
    await expect(recruiterPage).toHaveURL(/\/home\/jobs\/new$/);
    await recruiterPage.getByLabel('Job title', { exact: true }).fill(title);
    await recruiterPage.getByLabel('Work mode', { exact: true }).selectOption('remote');
    await recruiterPage.getByLabel('City', { exact: true }).fill('Bandung');
    const required = recruiterPage.getByLabel('Required skills', { exact: true });
    for (const skill of ['React', 'TypeScript', 'Kubernetes']) {
      await required.fill(skill);
      await required.press('Enter');
    }
    await expect(
      recruiterPage.getByRole('list', { name: 'Required skills chosen' }).getByRole('listitem'),
    ).toHaveText(['React', 'TypeScript', 'Kubernetes']);
    await recruiterPage
      .getByLabel('Description')
      .fill('Bangun dashboard yang dipakai merchant kami setiap hari, dengan React.');
    await expectAccessible(recruiterPage, `/home/jobs/new (${size})`);
    const posted = recruiterPage.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/company-jobs'),
    );
    await recruiterPage.getByRole('button', { name: 'Post the job' }).click();
    const postedAnswer = await posted;
    expect(postedAnswer.status()).toBe(201);
    const job = ((await postedAnswer.json()) as { data: { id_job: number } }).data;
    await expect(recruiterPage).toHaveURL(/\/home\/jobs$/);

    // The talent, with React and TypeScript, finds it from Find Work by a typo.
    const talent = await registerTalent(talentPage.request, `journey-${run}`);
    await loginThroughApi(talentPage, talent);
    for (const skill of ['React', 'TypeScript']) {
      const added = await talentPage.request.post('/api/users-skills', {
        data: { skill_name: skill },
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    await talentPage.goto('/');
    const findWork = talentPage.getByRole('link', { name: 'Find Work' });
    await expect(findWork).toHaveAttribute('href', '/jobs');
    await findWork.click();
    await expect(talentPage).toHaveURL(/\/jobs$/);
    await talentPage.getByLabel('Job title or skill').fill('recat');
    await talentPage.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(talentPage).toHaveURL(/search=recat/);
    // On a phone the filters fold behind "Filter" (as the talent search's do).
    const filters = talentPage.getByRole('form', { name: 'Job filters' });
    if (phone) {
      await expect(filters).toBeHidden();
      await talentPage.getByRole('button', { name: 'Filter', exact: true }).click();
    }
    await filters.getByLabel('City').fill('Bandung');
    await filters.getByLabel('Work mode').selectOption('remote');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(talentPage).toHaveURL(/city=Bandung/);
    await filters.getByLabel('Jobs per page').selectOption('50');
    await expect(talentPage).toHaveURL(/limit=50/);
    const card = talentPage
      .getByRole('list', { name: 'Jobs' })
      .locator(':scope > li')
      .filter({ has: talentPage.getByRole('link', { name: title, exact: true }) });
    await expect(card).toContainText('Matches 2/3 of your skills');
    await expect(card).toContainText(company.company);
    await expectAccessible(talentPage, `/jobs (${size})`);
    await shoot(talentPage, 'jobs', size);

    // The job page: apply with a note.
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(talentPage).toHaveURL(new RegExp(`/jobs/${job.id_job}$`));
    await expect(talentPage.getByText('Matches 2/3 of your skills')).toBeVisible();
    await expectAccessible(talentPage, `/jobs/:id (${size})`);
    await talentPage.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = talentPage.getByRole('dialog', { name: `Apply: ${title}` });
    await dialog.getByLabel('Cover note (optional)').fill(NOTE);
    const applied = talentPage.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && r.url().endsWith(`/api/jobs/${job.id_job}/applications`),
    );
    await dialog.getByRole('button', { name: 'Send application' }).click();
    expect((await applied).status()).toBe(201);
    await expect(dialog).toBeHidden();

    // The talent's applications stay open from here on: no reload until the end.
    const yours = talentPage.getByRole('region', { name: 'Your application' });
    await yours.getByRole('link', { name: 'My applications' }).click();
    await expect(talentPage).toHaveURL(/\/applications$/);
    const mine = talentPage
      .getByRole('list', { name: 'My applications' })
      .locator(':scope > li')
      .filter({ has: talentPage.getByRole('link', { name: title, exact: true }) });
    await expect(mine.getByText('Applied', { exact: true })).toBeVisible();
    await talentPage.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });

    // The recruiter's bell shows the applicant, live; its panel fits the screen.
    const bell = bellOf(recruiterPage);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const notice = recruiterPage.getByRole('link', { name: new RegExp(talent.name) });
    await expect(notice).toContainText(`Application: ${title}`);
    await expectOnScreen(
      recruiterPage,
      recruiterPage.getByRole('group', { name: 'Notifications' }),
    );
    await shoot(recruiterPage, 'bell', size);
    await notice.click();

    // The applicants page: move them to Interviewing.
    await expect(recruiterPage).toHaveURL(new RegExp(`/home/jobs/${job.id_job}$`));
    const appliedColumn = recruiterPage.getByRole('region', { name: 'Applied (1)' });
    await expect(appliedColumn.getByText(NOTE)).toBeVisible();
    await expectAccessible(recruiterPage, `/home/jobs/:id (${size})`);
    const moved = recruiterPage.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/applications/'),
    );
    await appliedColumn.getByLabel(`Stage of ${talent.name}`).selectOption('interviewing');
    expect((await moved).status()).toBe(200);
    await expect(
      recruiterPage
        .getByRole('region', { name: 'Interviewing (1)' })
        .getByRole('link', { name: talent.name, exact: true }),
    ).toBeVisible();

    // The talent's list follows, on the same page.
    await expect(mine.getByText('Interviewing', { exact: true })).toBeVisible();
    expect(await talentPage.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expectAccessible(talentPage, `/applications (${size})`);
    await shoot(talentPage, 'applications', size);

    // The company profile lists the job.
    await mine.getByRole('link', { name: title, exact: true }).click();
    await talentPage.getByRole('link', { name: `Company profile of ${company.company}` }).click();
    await expect(
      talentPage.getByRole('list', { name: 'Open jobs' }).getByRole('link', { name: title }),
    ).toBeVisible();

    await recruiterPage.context().close();
    recruiterConsole.expectNone();
    talentConsole.expectNone();
  });
});

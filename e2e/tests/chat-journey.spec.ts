// Conversations live between two browsers: a recruiter's hire request reaches the talent's
// bell without a reload, the talent accepts and replies, the recruiter sees both live, a third
// account cannot open the thread. Then the same thread on a phone, axe checks and screenshots.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { screenshot } from '../support/screenshots';
import { newCompany, newTalent, SIZES } from './auth-helpers';

const LIVE_MS = 2000;

interface Person {
  context: BrowserContext;
  page: Page;
  id: number;
  email: string;
  name: string;
  errors: string[];
}

async function person(browser: Browser, role: 'talent' | 'recruiter', tag: string, mobile = false) {
  const context = await browser.newContext({
    viewport: mobile ? SIZES.mobile : SIZES.desktop,
    ...(mobile ? { hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const account = role === 'talent' ? newTalent(`chat-${tag}`) : newCompany(`chat-${tag}`);
  const register =
    role === 'talent'
      ? await page.request.post('/api/auth/regis-user', {
          data: {
            full_name: account.name,
            email: account.email,
            phone: account.phone,
            password: account.password,
          },
        })
      : await page.request.post('/api/auth/regis-company', {
          data: {
            name: account.name,
            email: account.email,
            company: (account as ReturnType<typeof newCompany>).company,
            field: (account as ReturnType<typeof newCompany>).field,
            phone: account.phone,
            password: account.password,
          },
        });
  expect(register.status(), await register.text()).toBe(201);
  return login(context, page, role, account.email, account.password, errors);
}

async function login(
  context: BrowserContext,
  page: Page,
  role: 'talent' | 'recruiter',
  email: string,
  password: string,
  errors: string[],
): Promise<Person> {
  const response = await page.request.post(
    role === 'talent' ? '/api/auth/login-user' : '/api/auth/login-company',
    { data: { email, password } },
  );
  expect(response.status(), await response.text()).toBe(200);
  const { result } = (await response.json()) as {
    result: { user: { id_user: number; name: string } };
  };
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('@userLogin'))
      window.localStorage.setItem('@userLogin', value);
  }, JSON.stringify(result.user));
  return { context, page, id: result.user.id_user, email, name: result.user.name, errors };
}

/**
 * Resolves once the page's live stream answered. The server subscribes the account before it
 * sends the headers, so from then on every event reaches the page; "within 2 s" is measured
 * from there (a page still loading catches up by refetching when its stream is ready).
 */
function liveStreamOpen(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

test('hire request, live bell, accept and reply between two browsers; outsiders refused', async ({
  browser,
}) => {
  const recruiter = await person(browser, 'recruiter', 'rec');
  const talent = await person(browser, 'talent', 'tal');
  const outsider = await person(browser, 'talent', 'out');

  const talentLive = liveStreamOpen(talent.page);
  await talent.page.goto('/home');
  await talentLive;
  const bell = talent.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The hire form belongs to the employer remote; the request goes through the same API call.
  const sent = await recruiter.page.request.post('/api/hire', {
    data: {
      subject: 'Frontend Engineer',
      message: 'We like your portfolio. Details: https://example.com/jobs/42',
      id_user: talent.id,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data: hire } = (await sent.json()) as { data: { conversation_id: number } };

  // Live: the bell counts it without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: LIVE_MS });
  await expect(talent.page).toHaveTitle(/^\(1\) /);

  const recruiterLive = liveStreamOpen(recruiter.page);
  await recruiter.page.goto(`/chat/${hire.conversation_id}`);
  await recruiterLive;
  const recruiterLog = recruiter.page.getByRole('log', { name: 'Messages' });
  await expect(
    recruiterLog.getByRole('article', { name: 'Hire request: Frontend Engineer' }),
  ).toBeVisible();
  await expect(recruiter.page.getByRole('button', { name: 'Withdraw request' })).toBeVisible();

  await bell.click();
  await screenshot(talent.page, 'chat-bell-panel');
  await talent.page.getByRole('link', { name: /Hire request: Frontend Engineer/ }).click();
  await expect(talent.page).toHaveURL(new RegExp(`/chat/${hire.conversation_id}$`));
  const talentLog = talent.page.getByRole('log', { name: 'Messages' });
  const card = talentLog.getByRole('article', { name: 'Hire request: Frontend Engineer' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://example.com/jobs/42' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  // Opening the thread read it.
  await expect(bell).toHaveAccessibleName('Notifications');
  await expectAxeClean(talent.page);

  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(talentLog.getByText('You accepted the hire request')).toBeVisible();
  await expect(talent.page.getByRole('group', { name: 'Contact details' })).toContainText(
    recruiter.email,
  );
  const input = talent.page.getByRole('textbox', { name: /^Message to / });
  await input.fill('Thank you! <b>Happy</b> to talk.');
  await input.press('Enter');
  await expect(talentLog.getByText('Thank you! <b>Happy</b> to talk.')).toBeVisible();

  // The recruiter sees the status and the reply without a reload.
  await expect(recruiterLog.getByText(`${talent.name} accepted the hire request`)).toBeVisible({
    timeout: LIVE_MS,
  });
  await expect(recruiterLog.getByText('Thank you! <b>Happy</b> to talk.')).toBeVisible({
    timeout: LIVE_MS,
  });
  await expect(recruiter.page.getByRole('group', { name: 'Contact details' })).toContainText(
    talent.email,
  );
  await expect(recruiter.page.getByRole('button', { name: 'Withdraw request' })).toBeHidden();
  await screenshot(recruiter.page, 'chat-thread-recruiter');
  await screenshot(talent.page, 'chat-thread-talent');
  await expectAxeClean(recruiter.page);

  // A third account cannot open it by URL.
  await outsider.page.goto(`/chat/${hire.conversation_id}`);
  await expect(outsider.page.getByRole('heading', { name: 'Not your conversation' })).toBeVisible();
  await expect(outsider.page.getByText('Thank you!')).toHaveCount(0);

  // The recruiter's list shows the conversation with its status.
  await recruiter.page.goto('/chat');
  const row = recruiter.page.getByRole('link', { name: new RegExp(talent.name) });
  await expect(row).toContainText('Accepted');
  await screenshot(recruiter.page, 'chat-list-recruiter');

  for (const who of [recruiter, talent, outsider])
    expect(
      who.errors.filter((e) => !/status of 403/.test(e)),
      `console errors for ${who.email}`,
    ).toEqual([]);
  await Promise.all([recruiter, talent, outsider].map((p) => p.context.close()));
});

test('a hire request sent while the page is still connecting its stream shows without reload', async ({
  browser,
}) => {
  const recruiter = await person(browser, 'recruiter', 'lrec');
  const talent = await person(browser, 'talent', 'ltal');
  // Hold the talent's stream back until the request exists: the page has fetched its counts,
  // the event is published, and no stream of the talent's was subscribed to receive it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await talent.page.route('**/api/events*', async (route) => {
    await released;
    await route.continue();
  });
  const counted = talent.page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notifications',
  );
  await talent.page.goto('/home');
  await counted;
  const bell = talent.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const sent = await recruiter.page.request.post('/api/hire', {
    data: { subject: 'Data Engineer', message: 'Sent while you were loading.', id_user: talent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const live = liveStreamOpen(talent.page);
  release();
  await live;

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: LIVE_MS });
  expect(talent.errors).toEqual([]);
  await Promise.all([recruiter.context.close(), talent.context.close()]);
});

test('the same thread on a phone (390x844): list, thread view with back, live reply', async ({
  browser,
}) => {
  const recruiter = await person(browser, 'recruiter', 'mrec');
  const talent = await person(browser, 'talent', 'mtal', true);
  const sent = await recruiter.page.request.post('/api/hire', {
    data: { subject: 'Mobile Developer', message: 'Are you open to a call?', id_user: talent.id },
  });
  expect(sent.status()).toBe(201);
  const { data: hire } = (await sent.json()) as { data: { conversation_id: number } };

  const page = talent.page;
  const live = liveStreamOpen(page);
  await page.goto('/chat');
  await live;
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('link', { name: 'Chat, 1 unread' })).toBeVisible();
  await screenshot(page, 'chat-list');
  await expectAxeClean(page);

  await page.getByRole('link', { name: /PT Awan Biru Teknologi/ }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${hire.conversation_id}$`));
  await expect(page.getByRole('heading', { name: 'Chat', exact: true })).toBeHidden();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByRole('article', { name: 'Hire request: Mobile Developer' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();

  // A message from the recruiter arrives live in the open thread.
  const reply = await recruiter.page.request.post(
    `/api/conversations/${hire.conversation_id}/messages`,
    { data: { body: 'Tomorrow at 10?' } },
  );
  expect(reply.status()).toBe(201);
  await expect(log.getByText('Tomorrow at 10?')).toBeVisible({ timeout: LIVE_MS });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(page, 'chat-thread');
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'Chat', exact: true })).toBeVisible();
  expect(talent.errors).toEqual([]);
  await Promise.all([recruiter.context.close(), talent.context.close()]);
});

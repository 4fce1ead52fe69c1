// Bits of the sourcing journey (sourcing-journey.spec.ts): talents made through the API in a
// context of their own, and the checks the journey repeats on several pages.
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { newTalent, registerTalentViaApi, type TalentSignUp } from './auth-helpers';
import { solidPng } from './employer-helpers';

/** Letters no other run uses (a skill or a name only this run's talents carry). */
export function uniqueLetters(length = 6): string {
  let letters = '';
  while (letters.length < length) {
    letters += Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '');
  }
  return letters.slice(0, length);
}

export interface ApiTalent {
  account: TalentSignUp;
  id: number;
  /** Logged in as this talent (its own cookie jar); dispose when done. */
  api: APIRequestContext;
}

/** A talent registered and logged in through the API, with the profile fields given. */
export async function talentViaApi(
  baseURL: string,
  tag: string,
  name: string,
  profile: Record<string, string>,
): Promise<ApiTalent> {
  const account = { ...newTalent(tag), name };
  const api = await playwrightRequest.newContext({ baseURL });
  await registerTalentViaApi(api, account);
  const login = await api.post('/api/auth/login-user', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const id = ((await login.json()) as { result: { user: { id_user: number } } }).result.user
    .id_user;
  const patched = await api.patch(`/api/users/${id}`, { data: profile });
  expect(patched.status(), await patched.text()).toBe(200);
  return { account, id, api };
}

export async function setSignals(talent: ApiTalent, signals: Record<string, unknown>) {
  const answer = await talent.api.put(`/api/users/${talent.id}/signals`, { data: signals });
  expect(answer.status(), await answer.text()).toBe(200);
}

export async function addSkillViaApi(talent: ApiTalent, skill: string) {
  const answer = await talent.api.post('/api/users-skills', { data: { skill_name: skill } });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** One project of three images, the first 800 px wide (wider than the gallery's dialog). */
export async function addThreeImageProject(talent: ApiTalent, project: string) {
  const form = new FormData();
  form.append('project_name', project);
  const colours: Array<[number, number, number]> = [
    [94, 80, 161],
    [251, 176, 23],
    [46, 125, 50],
  ];
  colours.forEach((rgb, i) => {
    const png = solidPng(i === 0 ? 800 : 320, rgb);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `shot-${i}.png`);
  });
  const created = await talent.api.post('/api/users-portfolio', { multipart: form });
  expect(created.status(), await created.text()).toBe(201);
}

/** Nothing on the page is wider than the viewport: no sideways scrolling of the document. */
export async function expectNoSidewaysScroll(page: Page, name: string) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document, `document width on ${name}`).toBeLessThanOrEqual(widths.viewport);
  expect(widths.body, `body width on ${name}`).toBeLessThanOrEqual(widths.viewport);
}

/** Every tab of a tab list lies wholly inside the viewport and inside its list (no hidden tab). */
export async function expectTabsInSight(page: Page, listName: string) {
  const list = page.getByRole('tablist', { name: listName });
  const frame = (await list.boundingBox())!;
  const viewport = page.viewportSize()!;
  const tabs = list.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    const box = (await tabs.nth(i).boundingBox())!;
    expect(box.x, `tab ${i + 1} of ${listName}`).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(box.x + box.width, `tab ${i + 1} of ${listName}`).toBeLessThanOrEqual(
      Math.min(frame.x + frame.width, viewport.width) + 0.5,
    );
  }
  // The strip itself does not scroll sideways either.
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

/** The shown gallery image is loaded and lies wholly inside the dialog and the viewport. */
export async function expectWholeImage(page: Page, project: string, position: string) {
  const dialog = page.getByRole('dialog', { name: project });
  await expect(dialog.getByText(position, { exact: true })).toBeVisible();
  const [current, total] = position.split(' / ');
  const image = dialog.getByRole('img', { name: `${project}, image ${current} of ${total}` });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const box = (await image.boundingBox())!;
  const frame = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
}

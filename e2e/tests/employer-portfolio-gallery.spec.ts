import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { newTalent, registerTalentViaApi } from './auth-helpers';
import {
  expectAccessible,
  logInAsCompany,
  registerCompany,
  solidPng,
  watchConsole,
} from './employer-helpers';

// The portfolio gallery (issue 31): a recruiter opens a project with three images (the first
// 800 px wide, wider than the dialog) and pages through all of them with the buttons and the
// arrow keys, each image whole inside the dialog and the viewport. Desktop and (tagged) mobile.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');

/** A talent with one project of three images, stored through the API as the edit page does. */
async function talentWithThreeImages(baseURL: string, tag: string) {
  const account = newTalent(`gallery-${tag}`);
  const api = await playwrightRequest.newContext({ baseURL });
  await registerTalentViaApi(api, account);
  const login = await api.post('/api/auth/login-user', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const id = ((await login.json()) as { result: { user: { id_user: number } } }).result.user
    .id_user;
  const form = new FormData();
  form.append('project_name', 'Kasir Tiga Layar');
  const colours: Array<[number, number, number]> = [
    [94, 80, 161],
    [251, 176, 23],
    [46, 125, 50],
  ];
  colours.forEach((rgb, i) => {
    const png = solidPng(i === 0 ? 800 : 320, rgb);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `shot-${i}.png`);
  });
  const created = await api.post('/api/users-portfolio', { multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();
  return id;
}

/** The shown image is loaded and lies wholly inside the dialog and the viewport. */
async function expectWholeImage(page: Page, position: string) {
  const dialog = page.getByRole('dialog', { name: 'Kasir Tiga Layar' });
  await expect(dialog.getByText(position, { exact: true })).toBeVisible();
  const [current, total] = position.split(' / ');
  const image = dialog.getByRole('img', {
    name: `Kasir Tiga Layar, image ${current} of ${total}`,
  });
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

test.describe('portfolio gallery @mobile', () => {
  test('a recruiter pages through a three-image project with buttons and arrow keys', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const size = testInfo.project.name;
    const console = watchConsole(page);
    const talentId = await talentWithThreeImages(baseURL!, `${size}-${Date.now()}`);
    const account = await registerCompany(request, `gallery-${size}-${Date.now()}`);
    await logInAsCompany(page, account);

    await page.goto(`/home/profile-portofolio/${talentId}`);
    await page.getByRole('button', { name: 'Open the images of Kasir Tiga Layar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kasir Tiga Layar' });
    await expect(dialog).toBeVisible();
    await expectWholeImage(page, '1 / 3');
    await expectAccessible(page, `portfolio gallery (${size})`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: path.join(SHOTS, `employer-gallery-${size}.png`),
      animations: 'disabled',
    });

    // The buttons forward, the arrow keys back and forth, the buttons back.
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expectWholeImage(page, '2 / 3');
    await page.keyboard.press('ArrowRight');
    await expectWholeImage(page, '3 / 3');
    await page.keyboard.press('ArrowLeft');
    await expectWholeImage(page, '2 / 3');
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expectWholeImage(page, '1 / 3');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    console.expectNone();
  });
});

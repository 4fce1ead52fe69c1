import { expect, test } from '@playwright/test';
import { logInAsCompany, registerCompany } from './employer-helpers';

// Leaving a form with unsaved edits by the browser's Back button asks first (issues 8 and 9).
test('Back from a company form with unsaved edits asks; staying keeps the text', async ({
  page,
  request,
}) => {
  const account = await registerCompany(request, `unsaved-${Date.now()}`);
  await logInAsCompany(page, account);
  await page.goto('/comp-edit');
  await expect(page.getByLabel('Company Name')).toHaveValue(account.company);
  await page.getByLabel('Company Name').fill('PT Belum Disimpan');

  const dialogs: string[] = [];
  page.once('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goBack();
  await expect
    .poll(() => dialogs)
    .toEqual(['You have unsaved changes. Leave this page and lose them?']);
  await expect(page).toHaveURL(/\/comp-edit$/);
  await expect(page.getByLabel('Company Name')).toHaveValue('PT Belum Disimpan');

  page.once('dialog', (dialog) => dialog.accept());
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

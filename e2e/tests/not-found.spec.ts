import { expect, test } from '@playwright/test';

test('an unknown path lands on the 404 page, and Go to Home returns to the landing page', async ({
  page,
}) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByText("Sorry, We can't find the page you're looking for.")).toBeVisible();

  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Find Talent' })).toBeVisible();
});

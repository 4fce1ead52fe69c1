import { expect, test } from '@playwright/test';
import { fillLogin, SIZES } from './auth-helpers';
import { apiTalents, registerCompany } from './employer-helpers';

// Issue 31: the hire e-mail links to /chat/{id}. A recruiter who opens it logged out goes to
// the landing page (spec §4), logs in through the usual screens and lands on that
// conversation, not on /home. (Foreign targets are refused: shared-ui return-path tests.)
test.use({ viewport: SIZES.desktop });

test('a logged-out recruiter opening /chat/{id} lands there after login', async ({
  page,
  request,
}) => {
  // The recruiter's earlier session, in its own cookie jar: one hire request to a talent.
  const account = await registerCompany(request, 'return');
  const login = await request.post('/api/auth/login-company', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const [talent] = (await apiTalents(request, { page: '1', limit: '1' })).data;
  const sent = await request.post('/api/hire', {
    data: {
      subject: 'Projek dari email',
      message: 'Halo, ada projek baru.',
      id_user: talent!.id_user,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data: hire } = (await sent.json()) as { data: { conversation_id: number } };

  // The link from the e-mail, in a browser without a login.
  await page.goto(`/chat/${hire.conversation_id}`);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('link', { name: /Login as Employer/ }).click();
  await expect(page).toHaveURL(/\/comp-login$/);
  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(new RegExp(`/chat/${hire.conversation_id}$`));
  await expect(page.getByText('Projek dari email').filter({ visible: true }).first()).toBeVisible();
});

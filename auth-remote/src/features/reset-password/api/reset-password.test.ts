import { sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, mockApi } from '@peworld/shared-ui/testing';
import { confirmPasswordReset } from './confirm-password-reset';
import { requestPasswordReset } from './request-password-reset';

it('asks for the reset mail with the e-mail address only', async () => {
  const api = mockApi({
    'POST /api/auth/reset-password': { body: { status: 200, message: 'Check your e-mail' } },
  });
  await expect(requestPasswordReset('ayu@x.id')).resolves.toMatchObject({
    message: 'Check your e-mail',
  });
  expect(await api.requests('POST /api/auth/reset-password')[0]!.json()).toEqual({
    email: 'ayu@x.id',
  });
});

it('confirms with token and password, answering which login comes next', async () => {
  const api = mockApi({
    'POST /api/auth/reset-password/confirm': {
      body: { status: 200, message: 'Password changed', result: { role: 'recruiter' } },
    },
  });
  const answer = await confirmPasswordReset({ token: 't0k3n', password: 'newsecret1' });
  expect(answer.result.role).toBe('recruiter');
  expect(await api.requests('POST /api/auth/reset-password/confirm')[0]!.json()).toEqual({
    token: 't0k3n',
    password: 'newsecret1',
  });
});

it('an expired link (401/400) does not end a login stored in this browser', async () => {
  const stored = makeTalentUser();
  sessionStore.getState().login(stored);
  mockApi({
    'POST /api/auth/reset-password/confirm': {
      status: 401,
      body: { status: 401, message: 'This link has expired' },
    },
  });
  await expect(
    confirmPasswordReset({ token: 'old', password: 'newsecret1' }),
  ).rejects.toMatchObject({ status: 401 });
  expect(sessionStore.getState().user).toEqual(stored);
});

import { sessionStore } from '@peworld/shared-ui';
import { makeRecruiterUser, makeTalentUser, mockApi } from '@peworld/shared-ui/testing';
import { loginCompany } from './login-company';
import { loginUser } from './login-user';

const welcome = (user: unknown) => ({
  body: { status: 200, message: 'Welcome', result: { user } },
});

it.each([
  ['talent', loginUser, 'POST /api/auth/login-user', makeTalentUser()],
  ['recruiter', loginCompany, 'POST /api/auth/login-company', makeRecruiterUser()],
] as const)(
  '%s login posts the credentials and answers the account',
  async (_who, login, route, user) => {
    const api = mockApi({ [route]: welcome(user) });
    const answer = await login({ email: 'a@peworld.id', password: 'peworld123' });
    expect(answer.result.user).toEqual(user);
    expect(await api.requests(route)[0]!.json()).toEqual({
      email: 'a@peworld.id',
      password: 'peworld123',
    });
  },
);

it('a wrong password (401) rejects without ending the login stored in this browser', async () => {
  const stored = makeTalentUser();
  sessionStore.getState().login(stored);
  mockApi({
    'POST /api/auth/login-company': {
      status: 401,
      body: { status: 401, message: 'Email or password is wrong' },
    },
  });
  await expect(loginCompany({ email: 'a@peworld.id', password: 'nope' })).rejects.toMatchObject({
    status: 401,
    message: 'Email or password is wrong',
  });
  expect(sessionStore.getState().user).toEqual(stored);
});

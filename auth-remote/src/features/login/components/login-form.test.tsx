import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberReturnPath, SESSION_STORAGE_KEY } from '@peworld/shared-ui';
import { makeRecruiterUser, makeTalentUser, renderWithProviders } from '@peworld/shared-ui/testing';
import { deferredReply, fail, mockApi, ok } from '../../../testing/mock-api';
import { LoginForm } from './login-form';
import type { LoginAudience } from '../hooks/use-login';
import { fillField } from '../../../testing/fill-field';

function renderLogin(audience: LoginAudience = 'talent') {
  const path = audience === 'talent' ? '/user-login' : '/comp-login';
  renderWithProviders(<LoginForm audience={audience} />, { route: path, path });
  return userEvent.setup();
}

const loginAnswer = (user: ReturnType<typeof makeTalentUser>, message = 'Login success') =>
  ok({ status: 200, message, result: { user } });

describe('LoginForm', () => {
  it('checks empty and malformed fields before calling the API', async () => {
    const api = mockApi({});
    const user = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(email, 'ana@example');
    await fillField(user, 'Password', 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('logs a talent in: stores the user, shows the message and goes to /home', async () => {
    const talent = makeTalentUser({ email: 'ana@example.com', name: 'Ana' });
    const api = mockApi({ 'POST auth/login-user': () => loginAnswer(talent, 'Welcome back, Ana') });
    const user = renderLogin('talent');

    await fillField(user, 'Email', ' ana@example.com ');
    await fillField(user, 'Password', 'correct horse');
    await user.keyboard('{Enter}');

    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(api.calls).toEqual([
      {
        key: 'POST auth/login-user',
        body: { email: 'ana@example.com', password: 'correct horse' },
      },
    ]);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(talent);
    expect(screen.getByText('Welcome back, Ana')).toBeInTheDocument();
  });

  it('logs an employer in through the company login call', async () => {
    const recruiter = makeRecruiterUser();
    const api = mockApi({ 'POST auth/login-company': () => loginAnswer(recruiter) });
    const user = renderLogin('recruiter');

    await fillField(user, 'Email', recruiter.email);
    await fillField(user, 'Password', 'password-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(api.calls.map((c) => c.key)).toEqual(['POST auth/login-company']);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(
      recruiter,
    );
  });

  it('goes back to the page opened before logging in (/chat/7 from the hire e-mail)', async () => {
    rememberReturnPath('/chat/7');
    mockApi({ 'POST auth/login-company': () => loginAnswer(makeRecruiterUser()) });
    const user = renderLogin('recruiter');

    await fillField(user, 'Email', 'hr@example.com');
    await fillField(user, 'Password', 'password-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/chat\/7$/);
  });

  it('never follows a stored target to another site: /home instead', async () => {
    window.sessionStorage.setItem('peworld:return-path', 'https://evil.example/chat/7');
    mockApi({ 'POST auth/login-company': () => loginAnswer(makeRecruiterUser()) });
    const user = renderLogin('recruiter');

    await fillField(user, 'Email', 'hr@example.com');
    await fillField(user, 'Password', 'password-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it('shows the server message in a red banner and keeps what was typed', async () => {
    mockApi({ 'POST auth/login-user': () => fail(401, 'Email or password is incorrect') });
    const user = renderLogin();

    await fillField(user, 'Email', 'ana@example.com');
    await fillField(user, 'Password', 'wrong-password');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows the rate-limit message as the server words it', async () => {
    mockApi({
      'POST auth/login-company': () =>
        fail(429, 'Too many wrong passwords. Please try again in 30 seconds.'),
    });
    const user = renderLogin('recruiter');

    await fillField(user, 'Email', 'boss@example.com');
    await fillField(user, 'Password', 'not-it-again');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong passwords. Please try again in 30 seconds.',
    );
  });

  it('says so when the server cannot be reached', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderLogin();

    await fillField(user, 'Email', 'ana@example.com');
    await fillField(user, 'Password', 'password-123');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  });

  it('disables the button with a spinner while sending and sends only once', async () => {
    const reply = deferredReply();
    const api = mockApi({ 'POST auth/login-user': reply.handler });
    const user = renderLogin();

    await fillField(user, 'Email', 'ana@example.com');
    await fillField(user, 'Password', 'password-123');
    await user.keyboard('{Enter}');

    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(api.calls).toHaveLength(1);

    reply.release(loginAnswer(makeTalentUser()));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('masks the password and lets the visitor show and hide it', async () => {
    const user = renderLogin('recruiter');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');

    const toggle = screen.getByRole('button', { name: /show password|hide password/i });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['talent', '/user-regist'],
    ['recruiter', '/comp-regist'],
  ] as const)('links a %s to password reset and to the matching sign-up', (audience, signUp) => {
    renderLogin(audience);
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', signUp);
  });
});

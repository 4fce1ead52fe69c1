import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { AppMessages, localeStore, sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, renderWithProviders, setTestLocale } from '@peworld/shared-ui/testing';
import { SHELL_CATALOGS } from '../messages/catalogs';
import { AccountMenu } from './header/account-menu';
import { Header } from './header/header';

function WithShellText({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AppMessages catalogs={SHELL_CATALOGS}>{children}</AppMessages>
    </Suspense>
  );
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('language switch', () => {
  beforeEach(() => {
    document.cookie = 'peworld_lang=; Max-Age=0; Path=/';
  });

  it('switches the logged-out header between Indonesian and English and remembers it', async () => {
    setTestLocale('id');
    const user = userEvent.setup();
    renderWithProviders(
      <WithShellText>
        <Header />
      </WithShellText>,
    );
    expect(await screen.findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daftar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ganti bahasa ke English' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(localeStore.getState().locale).toBe('en');
    expect(document.cookie).toContain('peworld_lang=en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Switch language to Bahasa Indonesia' }));
    expect(await screen.findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    expect(document.cookie).toContain('peworld_lang=id');
  });

  it("stores a member's choice on the account from the account menu", async () => {
    const sent: { method: string; path: string; language: string | null; body: unknown }[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        language: request.headers.get('accept-language'),
        body: await request.clone().json(),
      });
      return jsonResponse(200, { status: 200, message: 'Language saved' });
    });
    const user = userEvent.setup();
    renderWithProviders(
      <WithShellText>
        <AccountMenu />
      </WithShellText>,
      { user: makeTalentUser({ name: 'Budi Santoso' }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Account menu for Budi Santoso' }));
    await user.click(screen.getByRole('menuitem', { name: 'Bahasa Indonesia' }));

    expect(
      await screen.findByRole('button', { name: 'Menu akun Budi Santoso' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', path: '/api/auth/language', language: 'id', body: { language: 'id' } },
      ]),
    );
    expect(sessionStore.getState().user?.language).toBe('id');
  });
});

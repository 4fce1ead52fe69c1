import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY, sessionStore } from '@peworld/shared-ui';
import { makeRecruiterUser, makeTalentUser, renderWithProviders } from '@peworld/shared-ui/testing';
import { AccountMenu } from './account-menu';

const menuButton = () => screen.getByRole('button', { name: /^Account menu for/ });

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('AccountMenu', () => {
  it('toggles the dropdown and reports it with aria-expanded', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, { user: makeTalentUser() });

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Jobs',
      'My applications',
      'Setting',
      'Bahasa Indonesia',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('menuitem', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/applications',
    );

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is driven by the keyboard: arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, { user: makeTalentUser() });

    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Jobs' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    // Wraps from the last item back to the first.
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard with Enter and focuses the first item', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, { user: makeTalentUser() });

    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('closes on a click outside and when focus leaves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AccountMenu />
        <button type="button">Elsewhere</button>
      </>,
      { user: makeTalentUser() },
    );

    await user.click(menuButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(menuButton());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('links Profile and Setting to the talent edit page for talent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, { user: makeTalentUser() });
    await user.click(menuButton());

    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/user-edit');
    expect(screen.getByRole('menuitem', { name: 'Setting' })).toHaveAttribute(
      'href',
      '/user-edit#settings',
    );
  });

  it('links Profile and Setting to the company edit page for recruiters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, { user: makeRecruiterUser() });
    await user.click(menuButton());

    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/comp-edit');
    expect(screen.getByRole('menuitem', { name: 'Setting' })).toHaveAttribute(
      'href',
      '/comp-edit#settings',
    );
  });

  it('leads a recruiter, and only a recruiter, to the job openings and the shortlist', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, { user: makeRecruiterUser() });
    await user.click(menuButton());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Job openings',
      'Shortlist',
      'Setting',
      'Bahasa Indonesia',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Shortlist' })).toHaveAttribute(
      'href',
      '/home/shortlist',
    );
    expect(screen.getByRole('menuitem', { name: 'Job openings' })).toHaveAttribute(
      'href',
      '/home/jobs',
    );
  });

  it('navigates to the profile and closes when Profile is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, {
      user: makeRecruiterUser(),
      route: '/home',
      path: '/home',
    });
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/comp-edit');
  });

  it('logs out through the server, forgets the login and goes to the landing page', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { status: 200, message: 'Logged out' }));
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, {
      user: makeTalentUser(),
      route: '/user-edit',
      path: '/user-edit',
    });

    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const request = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/logout');
    expect(sessionStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('still logs out locally and leaves when the server cannot be reached', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu />, { user: makeTalentUser(), route: '/chat', path: '/chat' });

    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('renders nothing without a login', () => {
    renderWithProviders(<AccountMenu />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useToast } from '../components/toast/toast-provider';
import { SESSION_STORAGE_KEY, sessionStore } from '../session/session-store';
import { useSession } from '../session/use-session';
import { makeRecruiterUser, makeTalentUser } from './factories';
import { renderWithProviders } from './render';

function Who() {
  const { user, isLoggedIn } = useSession();
  return <p>{isLoggedIn ? `Hello ${user?.name}` : 'Logged out'}</p>;
}

function Profile() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Profile {id}</h1>
      <button type="button" onClick={() => navigate('/hire-page/5?from=profile')}>
        Hire
      </button>
      <Link to="/home">Back</Link>
    </>
  );
}

describe('renderWithProviders', () => {
  it('seeds the session with the given user, in memory and in storage', () => {
    const user = makeRecruiterUser();
    renderWithProviders(<Who />, { user });
    expect(screen.getByText('Hello Harry Styles')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(user);
  });

  it('renders logged out without a user, even after an earlier login', () => {
    sessionStore.getState().login(makeTalentUser());
    renderWithProviders(<Who />);
    expect(screen.getByText('Logged out')).toBeInTheDocument();
  });

  it('routes to `path` so params work, and shows where navigation went', async () => {
    renderWithProviders(<Profile />, {
      route: '/home/profile-portofolio/5',
      path: '/home/profile-portofolio/:id',
    });
    expect(screen.getByRole('heading', { name: 'Profile 5' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hire' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/hire-page/5?from=profile');
  });

  it('keeps providers and routes on rerender', async () => {
    const { rerender } = renderWithProviders(<Profile />, { route: '/u/1', path: '/u/:id' });
    rerender(<Profile />);
    expect(screen.getByRole('heading', { name: 'Profile 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('provides toasts', async () => {
    function Notify() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.show('Saved!', 'success')}>
          Notify
        </button>
      );
    }
    renderWithProviders(<Notify />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Saved!');
  });
});

describe('test environment (jest preset)', () => {
  it('gives jsdom a WHATWG fetch for ky and a clean storage per test', () => {
    expect(typeof fetch).toBe('function');
    expect(new Response('{}').headers).toBeInstanceOf(Headers);
    expect(new TextEncoder().encode('é')).toHaveLength(2);
    expect(window.localStorage.length).toBe(0);
  });
});

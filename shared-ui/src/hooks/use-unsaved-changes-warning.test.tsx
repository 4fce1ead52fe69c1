import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../testing/render';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

const QUESTION_EN = 'You have unsaved changes. Leave this page and lose them?';

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedChangesWarning(dirty);
  return (
    <>
      <Link to="/home">Home</Link>
      <a href="#settings">Settings</a>
      <Link to="/home" target="_blank">
        Home in a new tab
      </Link>
    </>
  );
}

function beforeUnload() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

it('asks before an in-app link leaves a dirty page, and stays when the user says no', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const user = userEvent.setup();
  renderWithProviders(<Page dirty />, { route: '/user-edit', path: '/user-edit' });
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(confirm).toHaveBeenCalledWith(QUESTION_EN);
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();

  confirm.mockReturnValue(true);
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/home');
});

it('asks in the page language', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const user = userEvent.setup();
  renderWithProviders(<Page dirty />, { route: '/user-edit', path: '/user-edit', locale: 'id' });
  await user.click(await screen.findByRole('link', { name: 'Home' }));
  expect(confirm).toHaveBeenCalledWith(
    'Ada perubahan yang belum disimpan. Tinggalkan halaman ini dan buang perubahan itu?',
  );
});

it('asks a question of its own when the page gives one', async () => {
  function DraftPage() {
    useUnsavedChangesWarning(true, 'Discard this draft?');
    return <Link to="/home">Home</Link>;
  }
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const user = userEvent.setup();
  renderWithProviders(<DraftPage />, { route: '/user-edit', path: '/user-edit' });
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(confirm).toHaveBeenCalledWith('Discard this draft?');
});

it('lets same-page anchors and new tabs through without asking', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const user = userEvent.setup();
  renderWithProviders(<Page dirty />, { route: '/user-edit', path: '/user-edit' });
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  expect(confirm).not.toHaveBeenCalled();
});

it('asks the browser to confirm a reload or close only while dirty', () => {
  const { rerender } = renderWithProviders(<Page dirty />);
  expect(beforeUnload()).toBe(true);
  rerender(<Page dirty={false} />);
  expect(beforeUnload()).toBe(false);
});

it('does nothing on a clean page', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  const user = userEvent.setup();
  renderWithProviders(<Page dirty={false} />, { route: '/user-edit', path: '/user-edit' });
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(confirm).not.toHaveBeenCalled();
  expect(await screen.findByTestId('location')).toHaveTextContent('/home');
});

/** Resolves after the next popstate (jsdom traverses history asynchronously). */
function nextPopState(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
  });
}

describe('the browser Back button', () => {
  function PlainPage({ dirty }: { dirty: boolean }) {
    useUnsavedChangesWarning(dirty);
    return <p>Form</p>;
  }

  beforeEach(() => {
    window.history.replaceState(null, '', '/home');
    window.history.pushState(null, '', '/user-edit');
  });

  it('asks on Back from a dirty page; staying keeps the page, leaving goes back', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    render(<PlainPage dirty />);

    let popped = nextPopState();
    window.history.back();
    await popped;
    expect(confirm).toHaveBeenCalledWith(QUESTION_EN);
    expect(window.location.pathname).toBe('/user-edit');

    confirm.mockReturnValue(true);
    popped = nextPopState();
    window.history.back();
    await popped;
    // The answer "leave" goes back once more, to the page before.
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('does not ask on Back from a clean page', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    render(<PlainPage dirty={false} />);
    const popped = nextPopState();
    window.history.back();
    await popped;
    expect(window.location.pathname).toBe('/home');
    expect(confirm).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../testing/render';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesWarning } from './use-unsaved-changes-warning';

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
  expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();

  confirm.mockReturnValue(true);
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/home');
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

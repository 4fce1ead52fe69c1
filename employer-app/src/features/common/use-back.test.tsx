import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LocationProbe } from '../../testing/location-probe';
import { useBack } from './use-back';

function BackButton() {
  const back = useBack('/home/profile-comp/21');
  return (
    <button type="button" onClick={back}>
      Back
    </button>
  );
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <BackButton />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('useBack', () => {
  it('goes to the previous page of the product when there is one', async () => {
    renderAt(['/home', '/comp-edit']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/home$/);
  });

  it('stays in the product when the page was opened directly', async () => {
    renderAt(['/comp-edit']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/home\/profile-comp\/21$/);
  });
});

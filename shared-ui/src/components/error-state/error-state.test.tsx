import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('alerts with the message and retries on request', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState message="Cannot reach the server." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Cannot reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a custom title and has no retry without onRetry', () => {
    renderWithProviders(<ErrorState title="Companies could not load" message="Try later" />);
    expect(screen.getByRole('heading', { name: 'Companies could not load' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

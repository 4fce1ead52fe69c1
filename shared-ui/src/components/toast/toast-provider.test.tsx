import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { ThemeRoot } from '../../theme/theme-root';
import { ToastProvider, useToast } from './toast-provider';

function SaveButton({ tone }: { tone?: 'success' | 'error' }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('Profile information updated!', tone)}>
      Save
    </button>
  );
}

describe('ToastProvider', () => {
  it('announces a toast in a polite live region', async () => {
    renderWithProviders(<SaveButton tone="success" />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(region).getByText('Profile information updated!')).toBeInTheDocument();
  });

  it('prefixes errors for screen readers', async () => {
    renderWithProviders(<SaveButton tone="error" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Error: Profile information updated!',
    );
  });

  it('can be dismissed', async () => {
    renderWithProviders(<SaveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Profile information updated!')).not.toBeInTheDocument();
  });

  it('goes away by itself', () => {
    jest.useFakeTimers();
    try {
      render(
        <ThemeRoot>
          <ToastProvider duration={1000}>
            <SaveButton />
          </ToastProvider>
        </ThemeRoot>,
      );
      act(() => screen.getByRole('button', { name: 'Save' }).click());
      expect(screen.getByText('Profile information updated!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByText('Profile information updated!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('useToast outside a provider says what is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SaveButton />)).toThrow(/ToastProvider/);
  });
});

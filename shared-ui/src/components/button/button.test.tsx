import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render';
import { Button } from './button';

describe('Button', () => {
  it('runs its click handler', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a router link and navigates', async () => {
    renderWithProviders(
      <Button as={Link} to="/home" variant="outline">
        Go home
      </Button>,
      { route: '/start', path: '/start' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go home' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('marks a loading link aria-disabled and blocks navigation', async () => {
    renderWithProviders(
      <Button as={Link} to="/home" loading>
        Go home
      </Button>,
      { route: '/start', path: '/start' },
    );
    const link = screen.getByRole('link', { name: 'Go home' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('is reachable and pressable with the keyboard', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Send</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

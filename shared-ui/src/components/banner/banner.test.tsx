import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Banner } from './banner';

describe('Banner', () => {
  it('announces errors as an alert', () => {
    renderWithProviders(<Banner tone="error">Email or password is wrong</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Email or password is wrong');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['success', 'info'] as const)('announces %s politely as a status', (tone) => {
    renderWithProviders(<Banner tone={tone}>Saved</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('defaults to info and passes attributes through', () => {
    renderWithProviders(<Banner id="form-message">Check your e-mail</Banner>);
    expect(screen.getByRole('status')).toHaveAttribute('id', 'form-message');
  });
});

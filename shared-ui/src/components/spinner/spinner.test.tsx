import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    renderWithProviders(<Spinner label="Loading talent" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading talent');
  });

  it('says "Loading" by default', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
  });

  it('says "Memuat" by default in Indonesian', async () => {
    renderWithProviders(<Spinner />, { locale: 'id' });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Memuat$/);
  });
});

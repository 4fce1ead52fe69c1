import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { PageSkeleton } from './page-skeleton';

describe('PageSkeleton', () => {
  it('tells screen readers the page is loading, in English', () => {
    renderWithProviders(<PageSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading page$/);
  });

  it('tells screen readers the page is loading, in Indonesian', async () => {
    renderWithProviders(<PageSkeleton />, { locale: 'id' });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Memuat halaman$/);
  });

  it('announces a label of its own when given one', () => {
    renderWithProviders(<PageSkeleton label="Loading the remotes" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading the remotes$/);
  });
});

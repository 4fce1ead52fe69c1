import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  it('says the page is missing', () => {
    renderWithProviders(<NotFoundPage />, { route: '/404' });

    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, We can't find the page you're looking for."),
    ).toBeInTheDocument();
  });

  it("takes the visitor home with 'Go to Home'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotFoundPage />, { route: '/404', path: '/404' });

    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { CONTACT } from './contact';
import { Footer } from './footer';

describe('Footer', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows 'Telepon' and 'Email' with contact links", () => {
    renderWithProviders(<Footer />);

    expect(screen.getByText('Telepon')).toBeInTheDocument();
    expect(screen.getByText('Email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+622150801234',
    );
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
  });

  it('dates the copyright line with the current year', () => {
    jest.useFakeTimers({ now: new Date(2031, 5, 1) });
    renderWithProviders(<Footer />);
    expect(screen.getByText(/© 2031 Peworld/)).toBeInTheDocument();
  });

  it('links the logo home and carries the Indonesian blurb', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Peworld home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/talenta digital terbaik Indonesia/)).toBeInTheDocument();
  });
});

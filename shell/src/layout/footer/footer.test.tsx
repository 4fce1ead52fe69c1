import { screen, within } from '@testing-library/react';
import { makeRecruiterUser, renderWithProviders, setTestLocale } from '@peworld/shared-ui/testing';
import { CONTACT } from './contact';
import { Footer } from './footer';

describe('Footer', () => {
  // The spec's own copy here is Indonesian: these tests read the page in Indonesian.
  beforeEach(() => setTestLocale('id'));

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
    expect(screen.getByRole('link', { name: 'Beranda Peworld' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/talenta digital terbaik Indonesia/)).toBeInTheDocument();
  });

  it('offers each audience a way in while logged out', () => {
    renderWithProviders(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Tautan kaki halaman' });

    expect(within(nav).getByRole('link', { name: 'Cari pekerjaan' })).toHaveAttribute(
      'href',
      '/user-login',
    );
    expect(within(nav).getByRole('link', { name: 'Daftar sebagai talenta' })).toHaveAttribute(
      'href',
      '/user-regist',
    );
    expect(within(nav).getByRole('link', { name: 'Cari talenta' })).toHaveAttribute(
      'href',
      '/comp-login',
    );
    expect(within(nav).getByRole('link', { name: 'Daftar sebagai perekrut' })).toHaveAttribute(
      'href',
      '/comp-regist',
    );
  });

  it("links a member's own pages once logged in", () => {
    renderWithProviders(<Footer />, { user: makeRecruiterUser() });
    const nav = screen.getByRole('navigation', { name: 'Tautan kaki halaman' });

    expect(within(nav).queryByRole('link', { name: /Daftar/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(within(nav).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/comp-edit');
  });
});

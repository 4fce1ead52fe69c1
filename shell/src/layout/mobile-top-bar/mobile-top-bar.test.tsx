import { act, screen } from '@testing-library/react';
import {
  makeRecruiterUser,
  makeTalentUser,
  mockApi,
  renderWithProviders,
  setTestLocale,
} from '@peworld/shared-ui/testing';
import { MobileTopBar } from './mobile-top-bar';

describe('MobileTopBar', () => {
  // The spec's own copy here is Indonesian: these tests read the page in Indonesian.
  beforeEach(() => setTestLocale('id'));

  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows today's date and greets the logged-in user by name", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 21, 8, 15) });
    renderWithProviders(<MobileTopBar />, { user: makeTalentUser({ name: 'Budi Santoso' }) });

    expect(screen.getByText('Sabtu, 21 November 2026')).toHaveAttribute('datetime', '2026-11-21');
    expect(screen.getByText('Halo, Budi')).toBeInTheDocument();
    expect(screen.getByText('Selamat pagi!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu akun Budi Santoso' })).toBeInTheDocument();
  });

  it('follows the clock: the greeting and date move on while the page stays open', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 21, 17, 59, 30) });
    renderWithProviders(<MobileTopBar />, { user: makeTalentUser({ name: 'Sari Wulandari' }) });
    expect(screen.getByText('Selamat sore!')).toBeInTheDocument();
    expect(screen.getByText('Halo, Sari')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Selamat malam!')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(6 * 60 * 60_000);
    });
    expect(screen.getByText('Minggu, 22 November 2026')).toBeInTheDocument();
  });

  it('greets a recruiter by their own name, not the first word of the company', async () => {
    const api = mockApi({
      'GET /api/company/:id': {
        body: { status: 200, message: 'ok', result: { id_company: 21, name: 'Dewi Lestari' } },
      },
    });
    renderWithProviders(<MobileTopBar />, {
      user: makeRecruiterUser({ id_company: 21, name: 'PT Nusantara Digital Solusi' }),
    });
    expect(await screen.findByText('Halo, Dewi')).toBeInTheDocument();
    expect(screen.queryByText('Halo, PT')).not.toBeInTheDocument();
    expect(api.requests('GET /api/company/:id')[0]?.url).toMatch(/\/api\/company\/21$/);
  });

  it('is not rendered without a login', () => {
    renderWithProviders(<MobileTopBar />);
    expect(screen.queryByText(/^Halo,/)).not.toBeInTheDocument();
  });
});

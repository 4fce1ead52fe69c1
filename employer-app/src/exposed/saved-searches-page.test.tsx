import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '../features/saved-searches/api/get-saved-searches';
import { LocationProbe } from '../testing/location-probe';
import SavedSearchesPage from './saved-searches-page';

const PATH = '/home/saved-searches';

function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 3,
    name: 'React di Jogja',
    params: { search: 'react', city: 'Jogja', availability: 'open_to_work', sort: 'newest' },
    daily_digest: false,
    unread_matches: 2,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const listAnswer = (data: SavedSearch[]) => ({
  body: { status: 200, message: 'Saved searches found', data },
});
const oneAnswer = (data: SavedSearch) => ({
  body: { status: 200, message: 'Saved search updated', data },
});

function renderPage() {
  return renderWithProviders(
    <>
      <SavedSearchesPage />
      <LocationProbe />
    </>,
    { route: PATH, path: PATH, user: makeRecruiterUser() },
  );
}

describe('saved searches page', () => {
  it('announces loading, then shows each search with what it looks for', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /api/saved-searches': async () => {
        await held;
        return listAnswer([savedSearch()]);
      },
    });
    renderPage();
    expect(
      await screen.findByRole('status', { name: 'Loading saved searches' }),
    ).toBeInTheDocument();
    answer();

    const item = await screen.findByRole('listitem', { name: 'React di Jogja' });
    expect(within(item).getByText('2 new')).toBeInTheDocument();
    const criteria = within(item).getByRole('list', { name: 'Search criteria' });
    expect(
      within(criteria)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Keywords: react', 'City: Jogja', 'Open to work', 'Order: Newest']);
    expect(within(item).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/home?search=react&order=newest&city=Jogja&availability=open_to_work',
    );
  });

  it('says so when there is none, with a way to the talent list', async () => {
    mockApi({ 'GET /api/saved-searches': listAnswer([]) });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No saved searches yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/home');
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    mockApi({
      'GET /api/saved-searches': () =>
        fail
          ? { status: 500, body: { status: 500, message: 'Something went wrong on our side' } }
          : listAnswer([savedSearch()]),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Saved searches could not be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'React di Jogja' })).toBeInTheDocument();
  });

  it('turns the daily digest on, sending only that', async () => {
    const api = mockApi({
      'GET /api/saved-searches': listAnswer([savedSearch()]),
      'PATCH /api/saved-searches/:id': oneAnswer(savedSearch({ daily_digest: true })),
    });
    renderPage();
    const digest = await screen.findByRole('checkbox', {
      name: 'Daily e-mail digest of new talents',
    });
    expect(digest).not.toBeChecked();
    await userEvent.click(digest);
    await waitFor(() => expect(api.requests('PATCH /api/saved-searches/:id')).toHaveLength(1));
    const [request] = api.requests('PATCH /api/saved-searches/:id');
    expect(new URL(request!.url).pathname).toBe('/api/saved-searches/3');
    expect(await request!.json()).toEqual({ daily_digest: true });
    await waitFor(() => expect(digest).toBeChecked());
  });

  it('renames a search with the keyboard; an empty name is refused before sending', async () => {
    const api = mockApi({
      'GET /api/saved-searches': listAnswer([savedSearch()]),
      'PATCH /api/saved-searches/:id': oneAnswer(savedSearch({ name: 'Frontend Jogja' })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename React di Jogja' }));
    const field = screen.getByRole('textbox', { name: 'Search name' });
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Enter a name for the search')).toBeInTheDocument();
    expect(api.requests('PATCH /api/saved-searches/:id')).toHaveLength(0);
    await userEvent.type(field, 'Frontend Jogja{Enter}');
    await waitFor(() => expect(api.requests('PATCH /api/saved-searches/:id')).toHaveLength(1));
    expect(await api.requests('PATCH /api/saved-searches/:id')[0]!.json()).toEqual({
      name: 'Frontend Jogja',
    });
    expect(await screen.findByRole('listitem', { name: 'Frontend Jogja' })).toBeInTheDocument();
  });

  it('deletes a search after a confirmation', async () => {
    let deleted = false;
    const api = mockApi({
      'GET /api/saved-searches': () => listAnswer(deleted ? [] : [savedSearch()]),
      'DELETE /api/saved-searches/:id': () => {
        deleted = true;
        return { body: { status: 200, message: 'Saved search deleted' } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete React di Jogja' }));
    expect(api.requests('DELETE /api/saved-searches/:id')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByRole('heading', { name: 'No saved searches yet' }),
    ).toBeInTheDocument();
    const [request] = api.requests('DELETE /api/saved-searches/:id');
    expect(new URL(request!.url).pathname).toBe('/api/saved-searches/3');
  });
});

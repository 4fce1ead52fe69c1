import { paths } from '@peworld/shared-ui';
import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, talentCard } from '../testing/fixtures';
import { LocationProbe } from '../testing/location-probe';
import MobileSearchPage from './mobile-search-page';

function renderSearch(route = paths.searchMobile.getHref()) {
  return renderWithProviders(
    <>
      <MobileSearchPage />
      <LocationProbe />
    </>,
    {
      route,
      path: paths.searchMobile.path,
      user: makeRecruiterUser(),
    },
  );
}

const searched = (api: ReturnType<typeof mockApi>) =>
  api
    .requests('GET /api/users')
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));

describe('mobile search', () => {
  it('asks the API once the typing pauses, not for every key', async () => {
    const api = mockApi({
      'GET /api/users': (_request, _params, url) =>
        listAnswer(
          url.searchParams.get('search')
            ? [talentCard({ full_name: 'Android Dev', matched_skills: ['Kotlin'] })]
            : [talentCard()],
        ),
    });
    renderSearch();
    expect(await screen.findByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Android developer',
    );
    await screen.findByRole('heading', { name: 'Louis Tomlinson' });
    await userEvent.type(screen.getByRole('searchbox'), 'Kotlin');
    expect(await screen.findByRole('heading', { name: 'Android Dev' })).toBeInTheDocument();
    expect(searched(api).map((params) => params.search ?? '')).toEqual(['', 'Kotlin']);
  });

  it('shows a capped count as "1,000+"', async () => {
    mockApi({
      'GET /api/users': listAnswer([talentCard()], { limit: 10, total: 1_000, totalCapped: true }),
    });
    renderSearch();
    await screen.findByRole('heading', { name: 'Louis Tomlinson' });
    expect(screen.getByText(/^1,000\+ talents/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more (1 of 1,000+)' })).toBeInTheDocument();
  });

  it('toggles the sort overlay and re-orders through the API', async () => {
    const api = mockApi({ 'GET /api/users': listAnswer([talentCard()]) });
    renderSearch();
    await screen.findByRole('heading', { name: 'Louis Tomlinson' });
    const sort = screen.getByRole('button', { name: 'Sort' });
    await userEvent.click(sort);
    expect(sort).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Sort by relevance',
      'Sort by newest',
      'Sort by name',
      'Sort by skill',
      'Sort by location',
    ]);
    await userEvent.click(sort);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await userEvent.click(sort);
    await userEvent.click(screen.getByRole('radio', { name: 'Sort by location' }));
    expect(sort).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(searched(api).at(-1)?.sort).toBe('location'));
    // The choice is kept in the URL.
    expect(screen.getByTestId('current-url')).toHaveTextContent('?sort=location');
  });

  it('reads the sort from the URL, and relevance takes it out again', async () => {
    const api = mockApi({ 'GET /api/users': listAnswer([talentCard()]) });
    renderSearch(`${paths.searchMobile.getHref()}?sort=newest`);
    await screen.findByRole('heading', { name: 'Louis Tomlinson' });
    expect(searched(api).at(-1)?.sort).toBe('newest');
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByRole('radio', { name: 'Sort by newest' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Sort by relevance' }));
    await waitFor(() => expect(searched(api).at(-1)?.sort).toBeUndefined());
    expect(screen.getByTestId('current-url').textContent).not.toContain('sort=');
  });
});

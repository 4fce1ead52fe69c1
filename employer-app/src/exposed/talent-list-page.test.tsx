import { paths } from '@peworld/shared-ui';
import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, setDesktop, talentCard } from '../testing/fixtures';
import { LocationProbe } from '../testing/location-probe';
import { shortlistAnswer, shortlistEntry } from '../testing/shortlist-fixtures';
import TalentListPage from './talent-list-page';

const ALICE = talentCard({
  id_user: 1,
  full_name: 'Alice Putri',
  skills: ['Vue', 'React', 'Go', 'SQL', 'Docker'],
  matched_skills: ['React', 'Go'],
  match_count: 2,
});
const BUDI = talentCard({ id_user: 2, full_name: 'Budi Santoso', employment_type: 'full time' });

function renderList(route = paths.home.getHref()) {
  return renderWithProviders(
    <>
      <TalentListPage />
      <LocationProbe />
    </>,
    {
      route,
      path: paths.home.path,
      user: makeRecruiterUser(),
    },
  );
}

function sentParams(api: ReturnType<typeof mockApi>, index = -1) {
  const requests = api.requests('GET /api/users');
  const request = requests.at(index);
  if (!request) throw new Error('no talent list request');
  return Object.fromEntries(new URL(request.url).searchParams);
}

beforeEach(() => setDesktop(true));

describe('talent list (desktop)', () => {
  it('shows card-sized skeletons, then real cards with matched skills and the match count', async () => {
    mockApi({ 'GET /api/users': listAnswer([ALICE, BUDI], { total: 4, searchTerms: 3 }) });
    renderList('/home?search=React,%20Go,%20Rust');
    expect(await screen.findByLabelText('Loading talent')).toHaveAttribute('aria-busy', 'true');

    const alice = (await screen.findByRole('heading', { name: 'Alice Putri' })).closest('li');
    if (!alice) throw new Error('no card');
    expect(within(alice).getByText(/^2\/3 skills/)).toHaveTextContent(
      '2/3 skills of your search match',
    );
    // Matched skills come first and are marked for screen readers too.
    const chips = within(within(alice).getByRole('list', { name: 'Skills' })).getAllByRole(
      'listitem',
    );
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'React (matches your search)',
      'Go (matches your search)',
      'Vue',
      'SQL',
      '+1 more',
    ]);
    expect(within(alice).getByRole('link', { name: 'View profile Alice Putri' })).toHaveAttribute(
      'href',
      '/home/profile-portofolio/1',
    );
    expect(screen.getByText(/talents for/)).toHaveTextContent(
      '4 talents for “React, Go, Rust” · page 1 of 2',
    );
    // Budi is here for another reason (name, title or city): no "0/3 skills" on his card.
    const budi = screen.getByRole('heading', { name: 'Budi Santoso' }).closest('li');
    if (!budi) throw new Error('no card');
    expect(within(budi).queryByText(/^\d+\/\d+ skills/)).toBeNull();
  });

  it("puts the shortlist's Save on every card, pressed for a kept talent", async () => {
    mockApi({
      'GET /api/users': listAnswer([ALICE, BUDI]),
      'GET /api/shortlist': shortlistAnswer([shortlistEntry({ id_user: BUDI.id_user })]),
    });
    renderList('/home');
    const alice = await screen.findByRole('button', { name: 'Save Alice Putri' });
    const budi = screen.getByRole('button', { name: 'Save Budi Santoso' });
    await waitFor(() => expect(budi).toHaveAttribute('aria-pressed', 'true'));
    expect(alice).toHaveAttribute('aria-pressed', 'false');
  });

  it('says "1,000+" when the API capped the count, and still pages', async () => {
    mockApi({
      'GET /api/users': listAnswer([ALICE, BUDI], { total: 1_000, totalCapped: true }),
    });
    renderList('/home?search=React');
    await screen.findByRole('heading', { name: 'Alice Putri' });
    expect(screen.getByText(/talents for/)).toHaveTextContent(
      '1,000+ talents for “React” · page 1 of 500+',
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('reads search, category and page from the URL and asks the API for exactly that', async () => {
    const api = mockApi({ 'GET /api/users': listAnswer([BUDI], { page: 2, total: 3 }) });
    renderList('/home?search=React&sort=fulltime&page=2');
    await screen.findByRole('heading', { name: 'Budi Santoso' });
    expect(sentParams(api)).toEqual({
      search: 'React',
      employment_type: 'full time',
      page: '2',
      limit: '10',
    });
    expect(screen.getByRole('combobox', { name: 'Search for any skill' })).toHaveValue('React');
    expect(screen.getByRole('button', { name: /Category/ })).toHaveTextContent('Fulltime');
  });

  it('submits the search with Enter and with the Search button, into the URL', async () => {
    const api = mockApi({
      'GET /api/users': listAnswer([ALICE]),
      'GET /api/skills/suggest': { body: { status: 200, message: 'ok', data: [] } },
    });
    renderList();
    await screen.findByRole('heading', { name: 'Alice Putri' });
    const box = screen.getByRole('combobox', { name: 'Search for any skill' });
    await userEvent.type(box, 'Golang{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/home?search=Golang'),
    );
    expect(sentParams(api).search).toBe('Golang');
    await userEvent.clear(box);
    await userEvent.type(box, 'Rust');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sentParams(api).search).toBe('Rust'));
  });

  it('pages with next, previous and numbers from the real total', async () => {
    const api = mockApi({
      'GET /api/users': (_request, _params, url) => {
        const page = Number(url.searchParams.get('page'));
        return listAnswer([page === 1 ? ALICE : BUDI], { page, limit: 2, total: 5 });
      },
    });
    renderList();
    await screen.findByRole('heading', { name: 'Alice Putri' });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/home?page=2'),
    );
    expect(await screen.findByRole('heading', { name: 'Budi Santoso' })).toBeInTheDocument();
    expect(sentParams(api).page).toBe('2');
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('heading', { name: 'Alice Putri' })).toBeInTheDocument();
  });

  it('opens and closes the Category picker and narrows to freelance from page 1', async () => {
    mockApi({ 'GET /api/users': listAnswer([ALICE], { total: 9 }) });
    renderList('/home?search=Go&page=3');
    await screen.findByRole('heading', { name: 'Alice Putri' });
    const picker = screen.getByRole('button', { name: 'Category' });
    await userEvent.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Category' });
    expect(within(menu).getByRole('menuitemradio', { name: 'All talent' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(picker).toHaveFocus();

    await userEvent.click(picker);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/home?search=Go&sort=freelance'),
    );
    // Reopened, the menu puts focus on the category now chosen.
    await userEvent.click(picker);
    const reopened = screen.getByRole('menu', { name: 'Category' });
    expect(within(reopened).getByRole('menuitemradio', { name: 'Freelance' })).toHaveFocus();
  });

  it('suggests related skills when nothing matches', async () => {
    mockApi({
      'GET /api/users': listAnswer([]),
      'GET /api/skills/suggest': {
        body: { status: 200, message: 'ok', data: [{ skill_name: 'Kotlin', count: 3 }] },
      },
    });
    renderList('/home?search=Kotlinn');
    expect(
      await screen.findByRole('heading', { name: 'No talent found for “Kotlinn”' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Kotlin' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/home?search=Kotlin'),
    );
  });

  it('shows the server message with a Retry that asks again', async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/users': () =>
        fail
          ? { status: 503, body: { status: 503, message: 'Database is waking up' } }
          : listAnswer([ALICE]),
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is waking up');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Alice Putri' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests('GET /api/users').length).toBeGreaterThanOrEqual(2));
  });
});

describe('talent list (mobile)', () => {
  it("is a simple list under the search's heading that loads more", async () => {
    setDesktop(false);
    const api = mockApi({
      'GET /api/users': (_request, _params, url) => {
        const page = Number(url.searchParams.get('page'));
        return listAnswer([page === 1 ? ALICE : BUDI], { page, limit: 1, total: 2 });
      },
    });
    renderList();
    expect(screen.getByRole('heading', { name: 'Talent to hire', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Alice Putri' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more (1 of 2)' }));
    expect(await screen.findByRole('heading', { name: 'Budi Santoso' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alice Putri' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(sentParams(api).limit).toBe('10');
  });

  it('heads the list with what was searched for, in the chosen language', async () => {
    setDesktop(false);
    mockApi({ 'GET /api/users': listAnswer([ALICE]) });
    const { unmount } = renderList(`${paths.home.getHref()}?search=react`);
    expect(
      screen.getByRole('heading', { name: 'Talent for “react”', level: 2 }),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<TalentListPage />, {
      route: `${paths.home.getHref()}?search=react`,
      path: paths.home.path,
      user: makeRecruiterUser(),
      locale: 'id',
    });
    expect(
      await screen.findByRole('heading', { name: 'Talenta untuk “react”', level: 2 }),
    ).toBeInTheDocument();
  });

  it('puts the heading above the filters, folded behind a Filter button with the active count', async () => {
    setDesktop(false);
    mockApi({ 'GET /api/users': listAnswer([ALICE]) });
    renderList(`${paths.home.getHref()}?city=Jogja&availability=open_to_work`);
    const heading = screen.getByRole('heading', { name: 'Talent to hire', level: 2 });
    const toggle = screen.getByRole('button', { name: 'Filter (2 active)' });
    // The heading comes first in reading order, then the button.
    expect(heading.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filters' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(within(form).getByRole('textbox', { name: 'City' })).toHaveValue('Jogja');
    await screen.findByRole('heading', { name: 'Alice Putri' });
  });

  it('says what an empty search or filter found, with a way out, as on desktop', async () => {
    setDesktop(false);
    mockApi({
      'GET /api/users': listAnswer([]),
      'GET /api/skills/suggest': { body: { status: 200, message: 'ok', data: [] } },
    });
    const { unmount } = renderList(
      `${paths.home.getHref()}?search=javascript&city=Jakarta&availability=open_to_work&years=1`,
    );
    expect(
      await screen.findByRole('heading', { name: 'No talent found for “javascript”' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No talent yet' })).not.toBeInTheDocument();
    unmount();

    renderList(`${paths.home.getHref()}?city=Jakarta&years=5`);
    expect(
      await screen.findByRole('heading', { name: 'No talent matches these filters' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/home$/));
  });

  it('says just Filter when no filter is on', () => {
    setDesktop(false);
    mockApi({ 'GET /api/users': listAnswer([ALICE]) });
    renderList();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('counts "1,000+" in Load more when the API capped the count', async () => {
    setDesktop(false);
    mockApi({
      'GET /api/users': listAnswer([ALICE], { limit: 10, total: 1_000, totalCapped: true }),
    });
    renderList();
    await screen.findByRole('heading', { name: 'Alice Putri' });
    expect(screen.getByRole('button', { name: 'Load more (1 of 1,000+)' })).toBeInTheDocument();
  });
});

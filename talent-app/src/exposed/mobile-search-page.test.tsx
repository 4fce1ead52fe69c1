import { paths } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companiesAnswer, makeCompany } from '../testing/fixtures';
import MobileSearchPage from './mobile-search-page';

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const api = mockApi({
    'GET /api/company': (request) => {
      const name = new URL(request.url).searchParams.get('company') ?? 'all';
      return companiesAnswer([makeCompany(1, { name_company: `Result for ${name}` })], 1, 10);
    },
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<MobileSearchPage />, {
    route: paths.searchMobile.getHref(),
    path: paths.searchMobile.path,
    user: makeTalentUser(),
  });
  return { api, user };
}

it('searches companies as the talent types, once the typing pauses', async () => {
  const { api, user } = setup();
  expect(await screen.findByRole('heading', { name: 'Result for all' })).toBeInTheDocument();
  const input = screen.getByPlaceholderText('Android developer');
  await user.type(input, 'awan');
  // No request per keystroke: only the first list so far.
  expect(api.requests('GET /api/company')).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(400));
  expect(await screen.findByRole('heading', { name: 'Result for awan' })).toBeInTheDocument();
  const searches = api.requests('GET /api/company').map((r) => query(r).company);
  expect(searches).toEqual([undefined, 'awan']);
});

it('toggles the sort overlay and its options change the order asked for', async () => {
  const { api, user } = setup();
  await screen.findByRole('heading', { name: 'Result for all' });
  const sort = screen.getByRole('button', { name: 'Sort' });
  expect(sort).toHaveAttribute('aria-expanded', 'false');
  await user.click(sort);
  expect(sort).toHaveAttribute('aria-expanded', 'true');
  const options = screen.getByRole('group', { name: 'Sort companies' });
  expect(within(options).getByRole('radio', { name: 'Sort by name' })).toBeChecked();

  await user.click(within(options).getByRole('radio', { name: 'Sort by location' }));
  expect(sort).toHaveAttribute('aria-expanded', 'false');
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(query(api.requests('GET /api/company').at(-1)!)).toMatchObject({ sort: 'city' });

  await user.click(sort);
  await user.click(screen.getByRole('radio', { name: 'Sort by skill' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(query(api.requests('GET /api/company').at(-1)!)).toMatchObject({ field: 'skill' });

  await user.click(sort);
  await user.keyboard('{Escape}');
  expect(sort).toHaveAttribute('aria-expanded', 'false');
  expect(sort).toHaveFocus();
});

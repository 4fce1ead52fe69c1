import { paths } from '@peworld/shared-ui';
import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TalentListPage from './talent-list-page';
import { listAnswer, setDesktop, talentCard } from '../testing/fixtures';
import { LocationProbe } from '../testing/location-probe';

// The filter bar on the recruiter's /home: every choice lands in the URL and in the API's
// query, the page starts again at 1, the fields read the URL back, and it works by keyboard.

function renderList(route = paths.home.getHref()) {
  return renderWithProviders(
    <>
      <TalentListPage />
      <LocationProbe />
    </>,
    { route, path: paths.home.path, user: makeRecruiterUser() },
  );
}

const currentUrl = () => new URL(screen.getByTestId('current-url').textContent ?? '', 'http://x');

function lastParams(api: ReturnType<typeof mockApi>) {
  const request = api.requests('GET /api/users').at(-1);
  if (!request) throw new Error('no talent list request');
  return Object.fromEntries(new URL(request.url).searchParams);
}

beforeEach(() => setDesktop(true));

/** Typing by user-event is slow on a loaded machine: these tests wait on the page, not a clock. */
const SLOW = 60_000;

describe('talent filter bar', () => {
  it(
    'labels every control and applies the filters together, into the URL and the API query',
    async () => {
      const api = mockApi({ 'GET /api/users': listAnswer([talentCard()]) });
      renderList('/home?search=react&page=3');
      const bar = await screen.findByRole('form', { name: 'Filters' });
      // Default: 10 per page, relevance.
      await waitFor(() => expect(lastParams(api)).toMatchObject({ limit: '10', page: '3' }));
      expect(within(bar).getByRole('combobox', { name: 'Per page' })).toHaveValue('10');
      expect(within(bar).getByRole('combobox', { name: 'Sort by' })).toHaveValue('');

      await userEvent.type(within(bar).getByRole('textbox', { name: 'City' }), 'Jogja');
      await userEvent.selectOptions(
        within(bar).getByRole('combobox', { name: 'Employment type' }),
        'Freelance',
      );
      await userEvent.selectOptions(
        within(bar).getByRole('combobox', { name: 'Experience' }),
        '3 years or more',
      );
      await userEvent.click(within(bar).getByRole('checkbox', { name: 'Open to work' }));
      await userEvent.click(within(bar).getByRole('checkbox', { name: 'Open to offers' }));
      const salary = within(bar).getByRole('group', { name: /Expected salary/ });
      await userEvent.type(within(salary).getByRole('textbox', { name: 'From' }), '8');
      await userEvent.type(within(salary).getByRole('textbox', { name: 'To' }), '12.5');
      // Nothing is asked for before Apply.
      expect(currentUrl().searchParams.get('city')).toBeNull();
      await userEvent.click(within(bar).getByRole('button', { name: 'Apply filters' }));

      await waitFor(() =>
        expect(Object.fromEntries(currentUrl().searchParams)).toEqual({
          search: 'react',
          city: 'Jogja',
          type: 'freelance',
          years: '3',
          availability: 'open_to_work,open_to_offers',
          salary_min: '8000000',
          salary_max: '12500000',
        }),
      );
      await waitFor(() =>
        expect(lastParams(api)).toEqual({
          search: 'react',
          city: 'Jogja',
          employment_type: 'freelance',
          min_years: '3',
          availability: 'open_to_work,open_to_offers',
          salary_min: '8000000',
          salary_max: '12500000',
          page: '1',
          limit: '10',
        }),
      );
    },
    SLOW,
  );

  it(
    'reads the URL back into the fields, and clears every filter at once',
    async () => {
      mockApi({ 'GET /api/users': listAnswer([talentCard()]) });
      renderList(
        '/home?city=Solo&availability=not_looking&salary_max=20000000&limit=50&order=name',
      );
      const bar = await screen.findByRole('form', { name: 'Filters' });
      expect(within(bar).getByRole('textbox', { name: 'City' })).toHaveValue('Solo');
      expect(within(bar).getByRole('checkbox', { name: 'Not looking' })).toBeChecked();
      expect(within(bar).getByRole('checkbox', { name: 'Open to work' })).not.toBeChecked();
      expect(within(bar).getByRole('textbox', { name: 'To' })).toHaveValue('20');
      expect(within(bar).getByRole('combobox', { name: 'Per page' })).toHaveValue('50');
      expect(within(bar).getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');

      await userEvent.click(within(bar).getByRole('button', { name: 'Clear 3 filters' }));
      await waitFor(() => expect(currentUrl().search).toBe('?order=name&limit=50'));
      expect(within(bar).getByRole('textbox', { name: 'City' })).toHaveValue('');
      expect(within(bar).queryByRole('button', { name: /Clear/ })).toBeNull();
    },
    SLOW,
  );

  it(
    'changes order and page size at once, back to page 1',
    async () => {
      const api = mockApi({ 'GET /api/users': listAnswer([talentCard()]) });
      renderList('/home?page=4');
      const bar = await screen.findByRole('form', { name: 'Filters' });
      await userEvent.selectOptions(
        within(bar).getByRole('combobox', { name: 'Per page' }),
        '20 per page',
      );
      await waitFor(() => expect(currentUrl().search).toBe('?limit=20'));
      await waitFor(() => expect(lastParams(api)).toMatchObject({ limit: '20', page: '1' }));
      await userEvent.selectOptions(
        within(bar).getByRole('combobox', { name: 'Sort by' }),
        'Location',
      );
      await waitFor(() => expect(lastParams(api)).toMatchObject({ sort: 'location', limit: '20' }));
    },
    SLOW,
  );

  it(
    'works by keyboard: Enter in the city field applies',
    async () => {
      mockApi({ 'GET /api/users': listAnswer([talentCard()]) });
      renderList();
      const city = await screen.findByRole('textbox', { name: 'City' });
      city.focus();
      await userEvent.keyboard('Bandung{Enter}');
      await waitFor(() => expect(currentUrl().searchParams.get('city')).toBe('Bandung'));
      // Tab reaches the next control.
      await userEvent.tab();
      expect(screen.getByRole('combobox', { name: 'Employment type' })).toHaveFocus();
    },
    SLOW,
  );

  it(
    'refuses a salary range whose lowest is above its highest, and says why',
    async () => {
      mockApi({ 'GET /api/users': listAnswer([talentCard()]) });
      renderList();
      const bar = await screen.findByRole('form', { name: 'Filters' });
      await userEvent.type(within(bar).getByRole('textbox', { name: 'From' }), '20');
      await userEvent.type(within(bar).getByRole('textbox', { name: 'To' }), '10');
      await userEvent.click(within(bar).getByRole('button', { name: 'Apply filters' }));
      expect(await within(bar).findByRole('alert')).toHaveTextContent(
        'The lowest salary cannot be above the highest',
      );
      expect(currentUrl().searchParams.get('salary_min')).toBeNull();
      await userEvent.clear(within(bar).getByRole('textbox', { name: 'From' }));
      await userEvent.type(within(bar).getByRole('textbox', { name: 'From' }), 'abc');
      await userEvent.click(within(bar).getByRole('button', { name: 'Apply filters' }));
      expect(await within(bar).findByRole('alert')).toHaveTextContent(/number of millions/);
    },
    SLOW,
  );

  it(
    'shows the API’s match count out of the API’s term count, and each card’s availability',
    async () => {
      mockApi({
        'GET /api/users': listAnswer(
          [
            talentCard({
              full_name: 'Hafiz',
              matched_skills: ['React'],
              match_count: 2,
              availability: 'open_to_work',
              available_from: '2027-02-01',
            }),
          ],
          { searchTerms: 2 },
        ),
      });
      renderList('/home?search=react%20node');
      const card = (await screen.findByRole('heading', { name: 'Hafiz' })).closest('li')!;
      expect(within(card).getByText(/^2\/2 skills/)).toBeInTheDocument();
      expect(within(card).getByText('Open to work · from Feb 1, 2027')).toBeInTheDocument();
    },
    SLOW,
  );
});

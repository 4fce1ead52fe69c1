import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldFailure, makeProfile } from '../../../testing/fixtures';
import { SignalsSection } from './signals-section';

function renderSection(overrides: Parameters<typeof makeProfile>[0] = {}) {
  return renderWithProviders(<SignalsSection profile={makeProfile(overrides)} />, {
    user: makeTalentUser(),
  });
}

it('loads availability and salary; the amounts appear only when a salary is shared', async () => {
  mockApi({});
  const user = userEvent.setup();
  renderSection();
  expect(screen.getByLabelText('Availability')).toHaveValue('open_to_work');
  expect(screen.getByLabelText('Expected salary')).toHaveValue('');
  expect(screen.queryByLabelText('Minimum per month (IDR)')).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Expected salary'), 'day');
  expect(screen.getByLabelText('Minimum per day (IDR)')).toHaveValue('');
  // "Not looking" has no start date to give.
  expect(screen.getByLabelText('Available from')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Availability'), 'not_looking');
  expect(screen.queryByLabelText('Available from')).not.toBeInTheDocument();
});

it('saves availability, the start date and a monthly range as the API wants them', async () => {
  const saved = makeProfile({
    availability: 'open_to_offers',
    available_from: '2027-02-01',
    expected_salary: { min: 8_000_000, max: 12_000_000, period: 'month' },
  });
  const api = mockApi({
    'PUT /api/users/:id/signals': {
      body: { status: 200, message: 'Profile information updated!', data: saved },
    },
  });
  const user = userEvent.setup();
  renderSection();
  await user.selectOptions(screen.getByLabelText('Availability'), 'open_to_offers');
  await user.type(screen.getByLabelText('Available from'), '2027-02-01');
  await user.selectOptions(screen.getByLabelText('Expected salary'), 'month');
  await user.type(screen.getByLabelText('Minimum per month (IDR)'), '8.000.000');
  await user.type(screen.getByLabelText('Maximum per month (IDR)'), '12000000');
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  expect(await screen.findByText('Availability updated!')).toBeInTheDocument();
  const [request] = api.requests('PUT /api/users/:id/signals');
  expect(request!.url).toMatch(/\/api\/users\/11\/signals$/);
  expect(await request!.json()).toEqual({
    availability: 'open_to_offers',
    available_from: '2027-02-01',
    expected_salary: { min: 8_000_000, max: 12_000_000, period: 'month' },
  });
  expect(screen.getByRole('button', { name: 'Save availability' })).toBeDisabled();
});

it('refuses a maximum below the minimum before asking the server', async () => {
  const api = mockApi({});
  const user = userEvent.setup();
  renderSection();
  await user.selectOptions(screen.getByLabelText('Expected salary'), 'month');
  await user.type(screen.getByLabelText('Minimum per month (IDR)'), '12000000');
  await user.type(screen.getByLabelText('Maximum per month (IDR)'), '8000000');
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  expect(await screen.findByLabelText('Maximum per month (IDR)')).toHaveAccessibleDescription(
    'The maximum cannot be below the minimum',
  );
  expect(api.requests('PUT /api/users/:id/signals')).toHaveLength(0);
});

it("shows the server's refusal at the salary field and keeps what was typed", async () => {
  mockApi({
    'PUT /api/users/:id/signals': fieldFailure(
      400,
      'expected_salary',
      'The minimum salary cannot be above the maximum',
    ),
  });
  const user = userEvent.setup();
  renderSection();
  await user.selectOptions(screen.getByLabelText('Expected salary'), 'day');
  await user.type(screen.getByLabelText('Minimum per day (IDR)'), '500000');
  await user.type(screen.getByLabelText('Maximum per day (IDR)'), '800000');
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  const max = await screen.findByLabelText('Maximum per day (IDR)');
  expect(max).toHaveAccessibleDescription('The minimum salary cannot be above the maximum');
  expect(max).toHaveValue('800000');
  expect(max).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
});

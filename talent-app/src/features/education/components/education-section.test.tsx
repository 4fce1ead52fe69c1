import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldFailure, makeProfile, TALENT_ID } from '../../../testing/fixtures';
import { EducationSection } from './education-section';

const ADDED = {
  id: 42,
  id_user: TALENT_ID,
  school: 'Binus University',
  degree: 'S2',
  field_of_study: null,
  start_year: 2023,
  end_year: null,
};

function renderSection() {
  return renderWithProviders(<EducationSection profile={makeProfile()} />, {
    user: makeTalentUser(),
  });
}

it('lists the entries with degree, field and years', () => {
  mockApi({});
  renderSection();
  const list = screen.getByRole('list', { name: 'Your education' });
  const [entry] = within(list).getAllByRole('listitem');
  expect(
    within(entry!).getByRole('heading', { name: 'Universitas Indonesia' }),
  ).toBeInTheDocument();
  expect(entry).toHaveTextContent('S1, Ilmu Komputer');
  expect(entry).toHaveTextContent('2016 – 2020');
});

it('adds an entry: empty end year = still studying, no field = null', async () => {
  const api = mockApi({
    'POST /api/users-educations': {
      status: 201,
      body: { status: 201, message: 'Education updated!', data: ADDED },
    },
  });
  const user = userEvent.setup();
  renderSection();
  const form = screen.getByRole('form', { name: 'Add education' });
  await user.type(within(form).getByLabelText('School or university'), ' Binus University ');
  await user.type(within(form).getByLabelText('Degree'), 'S2');
  await user.type(within(form).getByLabelText('Start year'), '2023');
  await user.click(within(form).getByRole('button', { name: 'Add education' }));
  expect(await screen.findByText('Education updated!')).toBeInTheDocument();
  const [request] = api.requests('POST /api/users-educations');
  expect(await request!.json()).toEqual({
    school: 'Binus University',
    degree: 'S2',
    field_of_study: null,
    start_year: 2023,
    end_year: null,
  });
  expect(within(form).getByLabelText('School or university')).toHaveValue('');
});

it('says what is missing before asking the server, and an end before the start', async () => {
  const api = mockApi({});
  const user = userEvent.setup();
  renderSection();
  const form = screen.getByRole('form', { name: 'Add education' });
  await user.type(within(form).getByLabelText('Start year'), '2020');
  await user.type(within(form).getByLabelText('End year'), '2018');
  await user.click(within(form).getByRole('button', { name: 'Add education' }));
  expect(await within(form).findByLabelText('School or university')).toHaveAccessibleDescription(
    'Enter the school or university',
  );
  expect(within(form).getByLabelText('Degree')).toHaveAccessibleDescription('Enter the degree');
  expect(within(form).getByLabelText('End year')).toHaveAccessibleDescription(
    'Leave empty while you are still studying. The end year cannot be before the start year',
  );
  expect(api.requests('POST /api/users-educations')).toHaveLength(0);
});

it('says what is missing when Add is clicked on an untouched form', async () => {
  const api = mockApi({});
  const user = userEvent.setup();
  renderSection();
  const form = screen.getByRole('form', { name: 'Add education' });
  await user.click(within(form).getByRole('button', { name: 'Add education' }));
  expect(await within(form).findByLabelText('School or university')).toHaveAccessibleDescription(
    'Enter the school or university',
  );
  expect(within(form).getByLabelText('Degree')).toHaveAccessibleDescription('Enter the degree');
  expect(within(form).getByLabelText('Start year')).toHaveAccessibleDescription(
    'Enter a year like 2020',
  );
  expect(api.requests('POST /api/users-educations')).toHaveLength(0);
});

it("edits an entry and shows the server's refusal at its field", async () => {
  const api = mockApi({
    'PATCH /api/users-educations/:id': fieldFailure(
      400,
      'start_year',
      'Start year cannot be in the future',
    ),
  });
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Edit education at Universitas Indonesia' }));
  const form = screen.getByRole('form', { name: 'Edit education' });
  expect(within(form).getByLabelText('School or university')).toHaveValue('Universitas Indonesia');
  expect(within(form).getByLabelText('Field of study (optional)')).toHaveValue('Ilmu Komputer');
  await user.clear(within(form).getByLabelText('Degree'));
  await user.type(within(form).getByLabelText('Degree'), 'S1 Ilmu Komputer');
  await user.click(within(form).getByRole('button', { name: 'Save education' }));
  const start = await within(form).findByLabelText('Start year');
  expect(start).toHaveAccessibleDescription('Start year cannot be in the future');
  expect(start).toHaveFocus();
  const [request] = api.requests('PATCH /api/users-educations/:id');
  expect(request!.url).toMatch(/\/api\/users-educations\/41$/);
});

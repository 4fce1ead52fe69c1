import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fieldFailure, makeProfile } from '../../../testing/fixtures';
import { ExperienceSection } from './experience-section';

const saved = (id: number) => ({
  status: 201,
  body: {
    status: 201,
    message: 'Experience updated!',
    data: {
      id,
      id_user: 11,
      company_name: 'X',
      job_position: 'Y',
      day_in: '2023-01-01',
      day_out: null,
      description: null,
    },
  },
});

function renderSection(locale?: 'id' | 'en') {
  return renderWithProviders(<ExperienceSection profile={makeProfile()} />, {
    user: makeTalentUser(),
    ...(locale ? { locale } : {}),
  });
}

/** Picks a month by its name and types its year, as a person does. */
async function chooseMonth(user: UserEvent, label: string, month: string, year: string) {
  const group = screen.getByRole('group', { name: label });
  await user.selectOptions(within(group).getByLabelText('Month'), month);
  await user.type(within(group).getByLabelText('Year'), year);
}

it('lists entries with their periods, current job first', () => {
  mockApi({});
  renderSection();
  const entries = within(screen.getByRole('list', { name: 'Your job experience' })).getAllByRole(
    'listitem',
  );
  expect(entries[0]).toHaveTextContent('Frontend DeveloperTokopediaMar 2022 – Present');
  expect(entries[1]).toHaveTextContent('InternBukalapakJan 2021 – Jun 2021');
});

it('adds an entry with months as dates and a current job without an end', async () => {
  const api = mockApi({ 'POST /api/users-experiences': saved(32) });
  const user = userEvent.setup();
  renderSection();
  await user.type(screen.getByLabelText('Company name'), 'Gojek');
  await user.type(screen.getByLabelText('Position'), 'Backend Developer');
  await chooseMonth(user, 'Start month', 'January', '2023');
  await user.click(screen.getByLabelText('This is my current job'));
  expect(screen.getByRole('group', { name: 'End month' })).toBeDisabled();
  await user.type(screen.getByLabelText('Description'), 'Payments');
  await user.click(screen.getByRole('button', { name: 'Add experience' }));
  expect(await screen.findByText('Experience updated!')).toBeInTheDocument();
  expect(await api.requests('POST /api/users-experiences')[0]!.json()).toEqual({
    company_name: 'Gojek',
    job_position: 'Backend Developer',
    day_in: '2023-01-01',
    day_out: null,
    description: 'Payments',
  });
  expect(screen.getByLabelText('Company name')).toHaveValue('');
});

it('checks required fields and the end month before calling the server', async () => {
  const api = mockApi({});
  const user = userEvent.setup();
  renderSection();
  await user.type(screen.getByLabelText('Company name'), 'Gojek');
  await chooseMonth(user, 'Start month', 'May', '2023');
  await chooseMonth(user, 'End month', 'January', '2023');
  await user.click(screen.getByRole('button', { name: 'Add experience' }));
  expect(screen.getByLabelText('Position')).toHaveAccessibleDescription('Enter your position');
  expect(screen.getByRole('group', { name: 'End month' })).toHaveAccessibleDescription(
    'The end month cannot be before the start month',
  );
  expect(api.requests('POST /api/users-experiences')).toHaveLength(0);
});

it('says what is missing when Add is clicked on an empty form', async () => {
  const api = mockApi({});
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Add experience' }));
  expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription(
    'Enter the company name',
  );
  expect(screen.getByLabelText('Position')).toHaveAccessibleDescription('Enter your position');
  expect(screen.getByRole('group', { name: 'Start month' })).toHaveAccessibleDescription(
    'Choose the month and year you started',
  );
  expect(api.requests('POST /api/users-experiences')).toHaveLength(0);
});

it('refuses an end month still to come: tick current job instead', async () => {
  const api = mockApi({});
  const user = userEvent.setup();
  renderSection();
  await user.type(screen.getByLabelText('Company name'), 'Gojek');
  await user.type(screen.getByLabelText('Position'), 'Engineer');
  await chooseMonth(user, 'Start month', 'May', '2023');
  await chooseMonth(user, 'End month', 'January', String(new Date().getFullYear() + 1));
  await user.click(screen.getByRole('button', { name: 'Add experience' }));
  expect(screen.getByRole('group', { name: 'End month' })).toHaveAccessibleDescription(
    "The end month cannot be in the future: tick 'current job' if you still work there",
  );
  expect(api.requests('POST /api/users-experiences')).toHaveLength(0);
});

it('edits an entry through the same form (PATCH)', async () => {
  const api = mockApi({ 'PATCH /api/users-experiences/:id': saved(30) });
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Edit Intern at Bukalapak' }));
  expect(screen.getByLabelText('Company name')).toHaveValue('Bukalapak');
  const end = screen.getByRole('group', { name: 'End month' });
  expect(within(end).getByRole('option', { name: 'June' })).toHaveProperty('selected', true);
  expect(within(end).getByLabelText('Year')).toHaveValue('2021');
  await user.clear(screen.getByLabelText('Position'));
  await user.type(screen.getByLabelText('Position'), 'Frontend Intern');
  await user.click(screen.getByRole('button', { name: 'Save experience' }));
  expect(await screen.findByText('Experience updated!')).toBeInTheDocument();
  const [request] = api.requests('PATCH /api/users-experiences/:id');
  expect(request!.url).toMatch(/users-experiences\/30$/);
  expect(await request!.json()).toMatchObject({
    job_position: 'Frontend Intern',
    day_in: '2021-01-01',
    day_out: '2021-06-01',
  });
});

it('shows a server error at its field and keeps what was typed', async () => {
  mockApi({
    'POST /api/users-experiences': fieldFailure(400, 'day_in', 'Start date is not a real date'),
  });
  const user = userEvent.setup();
  renderSection();
  await user.type(screen.getByLabelText('Company name'), 'Gojek');
  await user.type(screen.getByLabelText('Position'), 'QA');
  await chooseMonth(user, 'Start month', 'February', '2023');
  await user.click(screen.getByLabelText('This is my current job'));
  await user.click(screen.getByRole('button', { name: 'Add experience' }));
  const start = await screen.findByRole('group', { name: 'Start month' });
  expect(start).toHaveAccessibleDescription('Start date is not a real date');
  // The API's day_in is the form's start: its month is marked and takes the focus.
  const month = within(start).getByRole('combobox');
  expect(month).toHaveAttribute('aria-invalid', 'true');
  expect(month).toHaveFocus();
  expect(screen.getByLabelText('Company name')).toHaveValue('Gojek');
});

it('deletes an entry after confirming', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
  const api = mockApi({
    'DELETE /api/users-experiences/:id': { body: { status: 200, message: 'Deleted' } },
  });
  const user = userEvent.setup();
  renderSection();
  const button = screen.getByRole('button', { name: 'Delete Intern at Bukalapak' });
  await user.click(button);
  expect(api.requests('DELETE /api/users-experiences/:id')).toHaveLength(0);
  await user.click(button);
  expect(await screen.findByText('Experience deleted')).toBeInTheDocument();
  expect(confirm).toHaveBeenCalledWith('Delete your experience at Bukalapak?');
  expect(api.requests('DELETE /api/users-experiences/:id')[0]!.url).toMatch(/\/30$/);
});

it('checks a month without its year before calling the server', async () => {
  const api = mockApi({});
  const user = userEvent.setup();
  renderSection();
  await user.type(screen.getByLabelText('Company name'), 'Gojek');
  await user.type(screen.getByLabelText('Position'), 'QA');
  const start = screen.getByRole('group', { name: 'Start month' });
  await user.selectOptions(within(start).getByLabelText('Month'), 'March');
  await user.click(screen.getByLabelText('This is my current job'));
  await user.click(screen.getByRole('button', { name: 'Add experience' }));
  expect(start).toHaveAccessibleDescription('Choose the month and year you started');
  expect(api.requests('POST /api/users-experiences')).toHaveLength(0);
});

it('speaks the chosen language: month names, periods and messages', async () => {
  mockApi({});
  const user = userEvent.setup();
  renderSection('id');
  const entries = within(screen.getByRole('list', { name: 'Pengalaman kerja Anda' })).getAllByRole(
    'listitem',
  );
  expect(entries[0]).toHaveTextContent('Mar 2022 – Sekarang');
  expect(entries[1]).toHaveTextContent('Jan 2021 – Jun 2021');
  const start = screen.getByRole('group', { name: 'Bulan mulai' });
  expect(within(start).getByRole('option', { name: 'Agustus' })).toBeInTheDocument();
  expect(within(start).queryByRole('option', { name: 'August' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Posisi'), 'QA');
  await user.click(screen.getByRole('button', { name: 'Tambah pengalaman' }));
  expect(screen.getByLabelText('Nama perusahaan')).toHaveAccessibleDescription(
    'Isi nama perusahaan',
  );
});

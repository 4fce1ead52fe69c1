import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldFailure, makeProfile } from '../../../testing/fixtures';
import { ProfileForm } from './profile-form';

function renderForm() {
  return renderWithProviders(<ProfileForm profile={makeProfile()} />, { user: makeTalentUser() });
}

it('loads the profile into the fields, offering only the two employment types', () => {
  mockApi({});
  renderForm();
  expect(screen.getByLabelText('Full name')).toHaveValue('Louis Tomlinson');
  expect(screen.getByLabelText('Job desk')).toHaveValue('Web Developer');
  expect(screen.getByLabelText('GitHub')).toHaveValue('https://github.com/louis');
  expect(screen.getByLabelText('Employment type')).toHaveValue('freelance');
  const options = Array.from(
    (screen.getByLabelText('Employment type') as HTMLSelectElement).options,
  ).map((option) => option.value);
  expect(options).toEqual(['', 'freelance', 'full time']);
  expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
});

it('saves only what changed and says so', async () => {
  const api = mockApi({
    'PATCH /api/users/:id': {
      body: {
        status: 200,
        message: 'Profile information updated!',
        data: makeProfile({ job_desk: 'Backend Developer', employment_type: 'full time' }),
      },
    },
  });
  const user = userEvent.setup();
  renderForm();
  await user.clear(screen.getByLabelText('Job desk'));
  await user.type(screen.getByLabelText('Job desk'), 'Backend Developer');
  await user.selectOptions(screen.getByLabelText('Employment type'), 'full time');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Profile information updated!')).toBeInTheDocument();
  const [request] = api.requests('PATCH /api/users/:id');
  expect(request!.url).toMatch(/\/api\/users\/11$/);
  expect(await request!.json()).toEqual({
    job_desk: 'Backend Developer',
    employment_type: 'full time',
  });
});

it('shows the server error at the field and keeps what was typed', async () => {
  mockApi({
    'PATCH /api/users/:id': fieldFailure(400, 'phone', 'Phone must have 8 to 15 digits'),
  });
  const user = userEvent.setup();
  renderForm();
  await user.clear(screen.getByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), '12');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByLabelText('Phone')).toHaveAccessibleDescription(
    'Phone must have 8 to 15 digits',
  );
  expect(screen.getByLabelText('Phone')).toHaveValue('12');
  expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
});

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
  // Marked and focused, so keyboard and screen-reader users land on it.
  expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Phone')).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
});

it('keeps its own baseline when a fresher profile arrives while editing', async () => {
  const api = mockApi({
    'PATCH /api/users/:id': {
      body: {
        status: 200,
        message: 'Profile information updated!',
        data: makeProfile({
          job_desk: 'Backend Developer',
          domicile: 'Bandung',
          updated_at: '2026-11-02T00:00:00.000Z',
        }),
      },
    },
  });
  const user = userEvent.setup();
  const { rerender } = renderForm();
  await user.clear(screen.getByLabelText('Job desk'));
  await user.type(screen.getByLabelText('Job desk'), 'Backend Developer');

  // Another section saved: the refetched profile has a new city and a newer version.
  rerender(
    <ProfileForm
      profile={makeProfile({ domicile: 'Bandung', updated_at: '2026-11-01T00:00:00.000Z' })}
    />,
  );
  expect(screen.getByLabelText('Domicile')).toHaveValue('Bandung');
  expect(screen.getByLabelText('Job desk')).toHaveValue('Backend Developer');
  expect(screen.getByRole('button', { name: 'Discard changes' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Profile information updated!')).toBeInTheDocument();
  const [request] = api.requests('PATCH /api/users/:id');
  // Only the typed change: the new city is the server's own, not an edit of this form.
  expect(await request!.json()).toEqual({ job_desk: 'Backend Developer' });
  // Saved: clean again against what the server answered.
  expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
});

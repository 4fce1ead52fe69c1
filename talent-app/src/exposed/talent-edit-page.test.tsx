import type { TalentProfile } from '@peworld/shared-ui';
import { paths, sessionStore } from '@peworld/shared-ui';
import {
  makeRecruiterUser,
  makeTalentUser,
  mockApi,
  renderWithProviders,
} from '@peworld/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { FakeXhr, installFakeXhr, png } from '@peworld/shared-ui/testing';
import { makeProfile, profileAnswer } from '../testing/fixtures';
import TalentEditPage from './talent-edit-page';

jest.setTimeout(20_000);

/** The API as a tiny server: writes change the profile the next GET returns. */
function serve(start: TalentProfile = makeProfile()) {
  let profile = start;
  const api = mockApi({
    'GET /api/users/:id': () => profileAnswer(profile),
    'GET /api/skills/suggest': { body: { status: 200, message: 'ok', data: [] } },
    'PATCH /api/users/:id': async (request) => {
      profile = { ...profile, ...((await request.json()) as Partial<TalentProfile>) };
      return { body: { status: 200, message: 'Profile information updated!', data: profile } };
    },
    'POST /api/users-skills': async (request) => {
      const { skill_name } = (await request.json()) as { skill_name: string };
      const skill = { id: 99, id_user: profile.id_user, skill_name };
      profile = { ...profile, skills: [...profile.skills, skill] };
      return { status: 201, body: { status: 201, message: 'Skil added!', data: skill } };
    },
  });
  return { api, current: () => profile };
}

function renderPage(user = makeTalentUser()) {
  return renderWithProviders(
    <>
      <Link to="/home">Home</Link>
      <TalentEditPage />
    </>,
    { route: paths.userEdit.getHref(), path: paths.userEdit.path, user },
  );
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:photo-preview');
  URL.revokeObjectURL = jest.fn();
});

it("loads the logged-in talent's profile into every section, with the completeness meter", async () => {
  const { api } = serve();
  renderPage();
  expect(await screen.findByLabelText('Full name')).toHaveValue('Louis Tomlinson');
  expect(api.requests('GET /api/users/:id')[0]!.url).toMatch(/\/api\/users\/11$/);
  for (const title of ['Your Profile', 'Skill', 'Job Experience', 'Portfolio', 'Settings']) {
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  }
  // No photo, 2 of 3 skills: 4 of 6 items.
  expect(screen.getByRole('heading', { name: 'Profile 67% complete' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'A profile photo (missing)' })).toHaveAttribute(
    'href',
    '#photo',
  );
  expect(screen.getByRole('link', { name: 'At least 3 skills (2/3) (missing)' })).toHaveAttribute(
    'href',
    '#skills',
  );
  expect(screen.getByText('Your job title (done)')).toBeInTheDocument();
});

it('sends a recruiter to the company edit page', async () => {
  serve();
  renderPage(makeRecruiterUser());
  expect(await screen.findByTestId('location')).toHaveTextContent('/comp-edit');
});

it("'Save Update' saves every section with unsaved changes", async () => {
  const { api, current } = serve();
  const user = userEvent.setup();
  renderPage();
  await user.clear(await screen.findByLabelText('Full name'));
  await user.type(screen.getByLabelText('Full name'), 'Louis T.');
  await user.type(screen.getByRole('combobox', { name: 'Skill' }), 'Docker');
  await user.click(screen.getByRole('button', { name: 'Save Update' }));
  expect(await screen.findByText('All changes updated!')).toBeInTheDocument();
  expect(await api.requests('PATCH /api/users/:id')[0]!.json()).toEqual({ full_name: 'Louis T.' });
  expect(await api.requests('POST /api/users-skills')[0]!.json()).toEqual({ skill_name: 'Docker' });
  expect(current().skills.map((s) => s.skill_name)).toContain('Docker');
  // The refetched profile shows the new skill and the meter counts it.
  expect(await screen.findByRole('heading', { name: 'Profile 83% complete' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Your skills' })).getByText('Docker'),
  ).toBeInTheDocument();
});

it('warns before leaving with unsaved changes, and not after saving', async () => {
  serve();
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const user = userEvent.setup();
  renderPage();
  await user.type(await screen.findByLabelText('Domicile'), ' Selatan');
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(confirm).toHaveBeenCalled();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Profile information updated!')).toBeInTheDocument();
  confirm.mockClear();
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(confirm).not.toHaveBeenCalled();
  expect(await screen.findByTestId('location')).toHaveTextContent('/home');
});

it('uploads a new photo with progress and shows it here and in the stored login', async () => {
  installFakeXhr();
  serve();
  const user = userEvent.setup();
  renderPage();
  await user.upload(await screen.findByLabelText('Choose a new profile photo'), png('me.png'));
  expect(screen.getByRole('img', { name: 'Louis Tomlinson' })).toHaveAttribute(
    'src',
    'blob:photo-preview',
  );
  await user.click(screen.getByRole('button', { name: 'Save photo' }));
  const xhr = FakeXhr.last;
  expect(xhr.method).toBe('PATCH');
  expect(xhr.url).toMatch(/\/api\/users\/11$/);
  expect((xhr.sent!.get('img_profile') as File).name).toBe('me.png');
  act(() => xhr.progress(1, 2));
  expect(screen.getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  act(() =>
    xhr.respond(200, {
      status: 200,
      message: 'Profile information updated!',
      data: makeProfile({ img_profile: 'new-photo.webp' }),
    }),
  );
  expect(await screen.findByText('Profile photo updated!')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Louis Tomlinson' })).toHaveAttribute(
    'src',
    '/uploads/images/new-photo.webp',
  );
  expect(sessionStore.getState().user?.image).toBe('new-photo.webp');
});

it('shows a photo refused by the server under the picker', async () => {
  installFakeXhr();
  serve();
  const user = userEvent.setup();
  renderPage();
  await user.upload(await screen.findByLabelText('Choose a new profile photo'), png('me.png'));
  await user.click(screen.getByRole('button', { name: 'Save photo' }));
  act(() =>
    FakeXhr.last.respond(415, {
      status: 415,
      message: 'Only JPEG, PNG or WebP images are allowed',
    }),
  );
  expect(await screen.findByText('Only JPEG, PNG or WebP images are allowed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save photo' })).toBeInTheDocument();
});

it("lands on the settings section from the header's #settings link", async () => {
  serve();
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  renderWithProviders(<TalentEditPage />, {
    route: '/user-edit#settings',
    path: paths.userEdit.path,
    user: makeTalentUser(),
  });
  const current = await screen.findByLabelText('Current password');
  expect(scroll).toHaveBeenCalled();
  expect(current).toHaveFocus();
});

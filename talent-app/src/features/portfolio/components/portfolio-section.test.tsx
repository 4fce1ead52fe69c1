import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, installFakeXhr, png } from '@peworld/shared-ui/testing';
import { makeProfile } from '../../../testing/fixtures';
import { PortfolioSection } from './portfolio-section';

// Uploading with user-event and rendering previews is slow on a busy CI machine.
jest.setTimeout(20_000);

beforeEach(() => {
  installFakeXhr();
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

function renderSection() {
  return renderWithProviders(<PortfolioSection profile={makeProfile()} />, {
    user: makeTalentUser(),
  });
}

it('lists projects with their images, and adds one with two images and upload progress', async () => {
  mockApi({});
  const user = userEvent.setup();
  renderSection();
  expect(screen.getByRole('img', { name: 'Shop, image 1 of 1' })).toHaveAttribute(
    'src',
    '/uploads/images/shop-1.webp',
  );

  await user.type(screen.getByLabelText('Project name'), 'Kasir');
  await user.type(screen.getByLabelText('Repository link'), 'https://github.com/louis/kasir');
  await user.upload(screen.getByLabelText('Project images'), [png('a.png'), png('b.png')]);
  expect(screen.getAllByRole('img', { name: /Preview of/ })).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Add project' }));

  const xhr = FakeXhr.last;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toMatch(/\/api\/users-portfolio$/);
  expect(xhr.sent!.get('project_name')).toBe('Kasir');
  expect(xhr.sent!.get('link_repository')).toBe('https://github.com/louis/kasir');
  expect(xhr.sent!.getAll('image').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
  act(() => xhr.progress(60, 100));
  expect(screen.getByRole('progressbar', { name: 'Uploading images' })).toHaveAttribute(
    'aria-valuenow',
    '60',
  );
  act(() =>
    xhr.respond(201, {
      status: 201,
      message: 'Portfolio added!',
      data: { id: 42, id_user: 11, project_name: 'Kasir', link_repository: null, images: [] },
    }),
  );
  expect(await screen.findByText('Portfolio added!')).toBeInTheDocument();
  expect(screen.getByLabelText('Project name')).toHaveValue('');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('needs a name and an image before uploading', async () => {
  mockApi({});
  const user = userEvent.setup();
  renderSection();
  await user.type(screen.getByLabelText('Repository link'), 'https://x.dev');
  await user.click(screen.getByRole('button', { name: 'Add project' }));
  expect(screen.getByLabelText('Project name')).toHaveAccessibleDescription(
    'Enter the project name',
  );
  expect(screen.getByText('Add at least one image of the project')).toBeInTheDocument();
  expect(FakeXhr.all).toHaveLength(0);
});

it('says what is missing when Add is clicked on an empty form', async () => {
  mockApi({});
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Add project' }));
  expect(screen.getByLabelText('Project name')).toHaveAccessibleDescription(
    'Enter the project name',
  );
  expect(screen.getByText('Add at least one image of the project')).toBeInTheDocument();
  expect(FakeXhr.all).toHaveLength(0);
});

it('shows a server error at the field and keeps the chosen images', async () => {
  mockApi({});
  const user = userEvent.setup();
  renderSection();
  await user.type(screen.getByLabelText('Project name'), 'Kasir');
  await user.type(screen.getByLabelText('Repository link'), 'ftp://nope');
  await user.upload(screen.getByLabelText('Project images'), png('a.png'));
  await user.click(screen.getByRole('button', { name: 'Add project' }));
  const message = 'Repository link must be a link starting with http:// or https://';
  act(() =>
    FakeXhr.last.respond(400, {
      status: 400,
      message,
      errors: [message],
      fields: { link_repository: message },
    }),
  );
  await waitFor(() =>
    expect(screen.getByLabelText('Repository link')).toHaveAccessibleDescription(message),
  );
  expect(screen.getByLabelText('Repository link')).toHaveValue('ftp://nope');
  expect(screen.getByAltText('Preview of a.png')).toBeInTheDocument();
});

it('edits the name and link of a project, and deletes one after confirming', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi({
    'PATCH /api/users-portfolio/:id': {
      body: {
        status: 200,
        message: 'ok',
        data: { id: 41, id_user: 11, project_name: 'Shop 2', link_repository: null, images: [] },
      },
    },
    'DELETE /api/users-portfolio/:id': { body: { status: 200, message: 'Deleted' } },
  });
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Edit Shop' }));
  expect(screen.getByLabelText('Project name')).toHaveValue('Shop');
  await user.type(screen.getByLabelText('Project name'), ' 2');
  await user.click(screen.getByRole('button', { name: 'Save project' }));
  expect(await screen.findByText('Portfolio updated!')).toBeInTheDocument();
  const [patch] = api.requests('PATCH /api/users-portfolio/:id');
  expect(patch!.url).toMatch(/users-portfolio\/41$/);
  expect(await patch!.json()).toEqual({
    project_name: 'Shop 2',
    link_repository: 'https://github.com/louis/shop',
  });

  await user.click(screen.getByRole('button', { name: 'Delete Shop' }));
  expect(await screen.findByText('Portfolio deleted')).toBeInTheDocument();
  expect(api.requests('DELETE /api/users-portfolio/:id')[0]!.url).toMatch(/\/41$/);
});

it('replaces images of a saved project: adds the new ones first, then removes the old', async () => {
  const shots = [
    { id: 1, filename: 'shop-1.webp' },
    { id: 2, filename: 'shop-2.webp' },
  ];
  const entry = {
    id: 41,
    id_user: 11,
    project_name: 'Shop',
    link_repository: 'https://github.com/louis/shop',
  };
  const api = mockApi({
    'DELETE /api/users-portfolio/:id/images/:imageId': {
      body: {
        status: 200,
        message: 'Portfolio updated!',
        data: { ...entry, images: [shots[1], { id: 3, filename: 'new.webp' }] },
      },
    },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <PortfolioSection profile={makeProfile({ portfolio: [{ ...entry, images: shots }] })} />,
    { user: makeTalentUser() },
  );
  await user.click(screen.getByRole('button', { name: 'Edit Shop' }));
  const images = screen.getByRole('list', { name: 'Images of Shop' });
  await user.click(within(images).getByRole('button', { name: 'Remove image 1 of 2' }));
  // The last image left stays: a project shows at least one.
  expect(within(images).getByRole('button', { name: 'Remove image 2 of 2' })).toBeDisabled();
  await user.click(within(images).getByRole('button', { name: 'Keep image 1 of 2' }));
  await user.click(within(images).getByRole('button', { name: 'Remove image 1 of 2' }));
  await user.upload(screen.getByLabelText('Project images'), [png('new.png')]);
  await user.click(screen.getByRole('button', { name: 'Save project' }));

  const xhr = FakeXhr.last;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toMatch(/\/api\/users-portfolio\/41\/images$/);
  expect(xhr.sent!.getAll('image').map((file) => (file as File).name)).toEqual(['new.png']);
  expect(api.requests('DELETE /api/users-portfolio/:id/images/:imageId')).toHaveLength(0);
  act(() =>
    xhr.respond(200, {
      status: 200,
      message: 'Portfolio updated!',
      data: { ...entry, images: [...shots, { id: 3, filename: 'new.webp' }] },
    }),
  );
  expect(await screen.findByText('Portfolio updated!')).toBeInTheDocument();
  const removals = api.requests('DELETE /api/users-portfolio/:id/images/:imageId');
  expect(removals.map((request) => new URL(request.url).pathname)).toEqual([
    '/api/users-portfolio/41/images/1',
  ]);
  expect(api.requests('PATCH /api/users-portfolio/:id')).toHaveLength(0);
});

it('keeps what was not saved when removing an image fails', async () => {
  const entry = {
    id: 41,
    id_user: 11,
    project_name: 'Shop',
    link_repository: null,
    images: [
      { id: 1, filename: 'shop-1.webp' },
      { id: 2, filename: 'shop-2.webp' },
    ],
  };
  mockApi({
    'DELETE /api/users-portfolio/:id/images/:imageId': {
      status: 409,
      body: {
        status: 409,
        message: 'A project keeps at least one image: add another before removing this one',
        errors: [],
      },
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<PortfolioSection profile={makeProfile({ portfolio: [entry] })} />, {
    user: makeTalentUser(),
  });
  await user.click(screen.getByRole('button', { name: 'Edit Shop' }));
  await user.click(screen.getByRole('button', { name: 'Remove image 2 of 2' }));
  await user.click(screen.getByRole('button', { name: 'Save project' }));
  expect(
    await screen.findByText(
      'A project keeps at least one image: add another before removing this one',
    ),
  ).toBeInTheDocument();
  // Still editing, the removal still marked, so the talent can retry or keep the image.
  expect(screen.getByRole('button', { name: 'Keep image 2 of 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save project' })).toBeInTheDocument();
});

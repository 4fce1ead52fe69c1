import { paths } from '@peworld/shared-ui/paths';
import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entryAnswer, shortlistAnswer, shortlistEntry } from '../testing/shortlist-fixtures';
import { LocationProbe } from '../testing/location-probe';
import ShortlistPage from './shortlist-page';

function renderShortlist(route = paths.shortlist.getHref()) {
  return renderWithProviders(
    <>
      <ShortlistPage />
      <LocationProbe />
    </>,
    {
      route,
      path: paths.shortlist.path,
      user: makeRecruiterUser(),
    },
  );
}

const louis = shortlistEntry();
const rina = shortlistEntry({
  id_user: 9,
  full_name: 'Rina Wijaya',
  stage: 'interviewing',
  note: 'Call back Tuesday',
  hire_status: 'accepted',
  conversation_id: 4,
  email: 'rina@example.com',
  phone: '081211112222',
  history: [
    {
      action: 'stage',
      from_stage: 'saved',
      to_stage: 'interviewing',
      actor_name: 'Sari',
      created_at: '2026-11-21T08:00:00.000Z',
    },
  ],
});

describe('shortlist page', () => {
  it('announces loading, then lists each stage in its own tab with counts', async () => {
    // The answer waits until the loading state was seen.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /api/shortlist': async () => {
        await held;
        return shortlistAnswer([louis, rina]);
      },
    });
    renderShortlist();
    expect(
      await screen.findByRole('status', { name: 'Loading the shortlist' }),
    ).toBeInTheDocument();
    answer();

    const saved = await screen.findByRole('tab', { name: 'Saved (1)' });
    expect(saved).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Interviewing (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hired (0)' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Louis Tomlinson' })).toHaveAttribute(
      'href',
      '/home/profile-portofolio/7',
    );
    expect(within(panel).queryByText('Rina Wijaya')).not.toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Send Louis Tomlinson a hire request' }),
    ).toBeInTheDocument();
  });

  it('moves between stages with the keyboard and keeps the stage in the URL', async () => {
    mockApi({ 'GET /api/shortlist': shortlistAnswer([louis, rina]) });
    renderShortlist();
    const saved = await screen.findByRole('tab', { name: 'Saved (1)' });
    saved.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const interviewing = screen.getByRole('tab', { name: 'Interviewing (1)' });
    expect(interviewing).toHaveAttribute('aria-selected', 'true');
    expect(interviewing).toHaveFocus();
    expect(screen.getByTestId('current-url')).toHaveTextContent(
      '/home/shortlist?stage=interviewing',
    );
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Hire request accepted')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'rina@example.com' })).toHaveAttribute(
      'href',
      'mailto:rina@example.com',
    );
    expect(within(panel).getByText('081211112222')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Private note on Rina Wijaya')).toHaveValue(
      'Call back Tuesday',
    );
    expect(within(panel).getByText('History (1)')).toBeInTheDocument();
    expect(
      within(panel).getByText(/Sari moved the talent from Saved to Interviewing/),
    ).toBeInTheDocument();
  });

  it('opens the stage named in the URL and says when it is empty', async () => {
    mockApi({ 'GET /api/shortlist': shortlistAnswer([louis]) });
    renderShortlist(paths.shortlist.getHref({ stage: 'offered' }));
    expect(await screen.findByRole('tab', { name: 'Offered (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Nobody at Offered')).toBeInTheDocument();
  });

  it('moves a talent with the stage select and sends only the stage', async () => {
    const moved = shortlistEntry({ stage: 'interviewing' });
    const api = mockApi({
      'GET /api/shortlist': shortlistAnswer([louis]),
      'PATCH /api/shortlist/:id': entryAnswer(moved),
    });
    renderShortlist();
    await userEvent.selectOptions(
      await screen.findByLabelText('Stage of Louis Tomlinson'),
      'interviewing',
    );
    await waitFor(() => expect(api.requests('PATCH /api/shortlist/:id')).toHaveLength(1));
    const [request] = api.requests('PATCH /api/shortlist/:id');
    expect(new URL(request!.url).pathname).toBe('/api/shortlist/7');
    expect(await request!.json()).toEqual({ stage: 'interviewing' });
    expect(await screen.findByText('Louis Tomlinson moved to Interviewing')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Interviewing (1)' })).toBeInTheDocument();
  });

  it('refuses a note over 1000 characters before sending, and saves a shorter one', async () => {
    const api = mockApi({
      'GET /api/shortlist': shortlistAnswer([louis]),
      'PATCH /api/shortlist/:id': entryAnswer(shortlistEntry({ note: 'Strong React' })),
    });
    renderShortlist();
    const note = await screen.findByLabelText('Private note on Louis Tomlinson');
    fireEvent.change(note, { target: { value: 'x'.repeat(1001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(note).toHaveAccessibleDescription(/The note can be at most 1000 characters/);
    expect(api.requests('PATCH /api/shortlist/:id')).toHaveLength(0);

    await userEvent.clear(note);
    await userEvent.type(note, 'Strong React');
    expect(screen.getByText('12 of 1000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.requests('PATCH /api/shortlist/:id')).toHaveLength(1));
    expect(await api.requests('PATCH /api/shortlist/:id')[0]!.json()).toEqual({
      note: 'Strong React',
    });
  });

  it('shows the server refusal of a note at the field', async () => {
    mockApi({
      'GET /api/shortlist': shortlistAnswer([louis]),
      'PATCH /api/shortlist/:id': {
        status: 400,
        body: {
          status: 400,
          message: 'Note must be at most 1000 characters',
          errors: ['Note must be at most 1000 characters'],
          fields: { note: 'Note must be at most 1000 characters' },
        },
      },
    });
    renderShortlist();
    const note = await screen.findByLabelText('Private note on Louis Tomlinson');
    await userEvent.type(note, 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(/Note must be at most 1000 characters/),
    );
  });

  it('says the shortlist is empty and leads to the talent list', async () => {
    mockApi({ 'GET /api/shortlist': shortlistAnswer([]) });
    renderShortlist();
    expect(await screen.findByText('Your shortlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/home');
  });

  it('shows a load error with a retry that loads again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/shortlist': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 403,
              body: { status: 403, message: 'Only recruiter accounts can do this.' },
            }
          : shortlistAnswer([louis]);
      },
    });
    renderShortlist();
    expect(await screen.findByText('Could not load the shortlist')).toBeInTheDocument();
    expect(screen.getByText('Only recruiter accounts can do this.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('tab', { name: 'Saved (1)' })).toBeInTheDocument();
  });

  it('removes a talent from the shortlist', async () => {
    let removed = false;
    const api = mockApi({
      'GET /api/shortlist': () => shortlistAnswer(removed ? [] : [louis]),
      'DELETE /api/shortlist/:id': () => {
        removed = true;
        return { body: { status: 200, message: 'Removed from shortlist' } };
      },
    });
    renderShortlist();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Louis Tomlinson from the shortlist' }),
    );
    expect(await screen.findByText('Your shortlist is empty')).toBeInTheDocument();
    expect(api.requests('DELETE /api/shortlist/:id')).toHaveLength(1);
  });
});

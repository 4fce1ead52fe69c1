import { pageTitleStore, paths } from '@peworld/shared-ui';
import {
  makeRecruiterUser,
  makeTalentUser,
  mockApi,
  renderWithProviders,
} from '@peworld/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileAnswer } from '../testing/fixtures';
import { entryAnswer, shortlistAnswer, shortlistEntry } from '../testing/shortlist-fixtures';
import TalentProfilePage from './talent-profile-page';

function renderProfile(id: string | number, user = makeRecruiterUser()) {
  return renderWithProviders(<TalentProfilePage />, {
    route: paths.talentProfile.getHref(id),
    path: paths.talentProfile.path,
    user,
  });
}

describe('talent profile', () => {
  it('shows the real profile, skills and contacts, with Hire for a recruiter', async () => {
    const api = mockApi({ 'GET /api/users/:id': profileAnswer() });
    renderProfile(7);
    expect(await screen.findByLabelText('Loading the talent profile')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Louis Tomlinson' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Purwokerto, Jawa Tengah')).toBeInTheDocument();
    expect(screen.getByText('Freelance')).toBeInTheDocument();
    const skills = screen.getByRole('list', { name: 'Skill' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Python', 'Laravel']);
    expect(screen.getByRole('link', { name: 'GitHub: github.com/louis' })).toHaveAttribute(
      'href',
      'https://github.com/louis',
    );
    // The API sent no email or phone to this recruiter: no rows for them.
    expect(screen.queryByRole('link', { name: /^Email/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^tel:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hire' })).toHaveAttribute('href', '/hire-page/7');
    expect(new URL(api.requests('GET /api/users/:id')[0]!.url).pathname).toBe('/api/users/7');
  });

  it('shows email and phone when the API returns them', async () => {
    mockApi({ 'GET /api/users/:id': profileAnswer({ email: 'louis@x.id', phone: '0812000111' }) });
    renderProfile(7);
    expect(await screen.findByRole('link', { name: 'Email: louis@x.id' })).toHaveAttribute(
      'href',
      'mailto:louis@x.id',
    );
    expect(screen.getByRole('link', { name: '0812000111' })).toHaveAttribute(
      'href',
      'tel:0812000111',
    );
  });

  it('has Portfolio and Work experience tabs that work with arrow keys', async () => {
    mockApi({ 'GET /api/users/:id': profileAnswer() });
    renderProfile(7);
    const portfolioTab = await screen.findByRole('tab', { name: 'Portfolio' });
    expect(portfolioTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', portfolioTab.id);
    expect(within(panel).getByText('Reminder app')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Repository/ })).toHaveAttribute(
      'href',
      'https://github.com/louis/reminder',
    );

    // An image opens larger in a dialog.
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Open the images of Reminder app' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reminder app' });
    expect(within(dialog).getByRole('img', { name: 'Reminder app' })).toHaveAttribute(
      'src',
      '/uploads/images/shot.webp',
    );
    await userEvent.keyboard('{Escape}');

    portfolioTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const experienceTab = screen.getByRole('tab', { name: 'Work experience' });
    expect(experienceTab).toHaveAttribute('aria-selected', 'true');
    expect(experienceTab).toHaveFocus();
    const jobs = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    // Newest first, the open-ended job marked current.
    expect(within(jobs[0]!).getByRole('heading', { name: 'Senior Engineer' })).toBeInTheDocument();
    expect(jobs[0]).toHaveTextContent('February 2021 – present');
    expect(jobs[0]).toHaveTextContent('Current');
    expect(jobs[1]).toHaveTextContent('July 2019 – January 2021 · 1 year 7 months');

    // Education is the third tab (issue 31).
    await userEvent.keyboard('{ArrowRight}');
    const educationTab = screen.getByRole('tab', { name: 'Education' });
    expect(educationTab).toHaveAttribute('aria-selected', 'true');
    const [school] = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(
      within(school!).getByRole('heading', { name: 'Universitas Indonesia' }),
    ).toBeInTheDocument();
    expect(school).toHaveTextContent('S1, Ilmu Komputer');
    expect(school).toHaveTextContent('2016 – 2020');
  });

  it('speaks Indonesian or English with the chosen language', async () => {
    mockApi({ 'GET /api/users/:id': profileAnswer() });
    const { unmount } = renderWithProviders(<TalentProfilePage />, {
      route: paths.talentProfile.getHref(7),
      path: paths.talentProfile.path,
      user: makeRecruiterUser(),
      locale: 'id',
    });
    expect(await screen.findByRole('tab', { name: 'Portofolio' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pengalaman kerja' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rekrut' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pengalaman kerja' }));
    const jobs = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(jobs[0]).toHaveTextContent('Februari 2021 – sekarang');
    expect(jobs[0]).toHaveTextContent('Saat ini');
    expect(jobs[1]).toHaveTextContent('Juli 2019 – Januari 2021 · 1 tahun, 7 bulan');
    unmount();

    renderWithProviders(<TalentProfilePage />, {
      route: paths.talentProfile.getHref(7),
      path: paths.talentProfile.path,
      user: makeRecruiterUser(),
      locale: 'en',
    });
    expect(await screen.findByRole('tab', { name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Work experience' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hire' })).toBeInTheDocument();
  });

  it.each(['abc', '0', '12abc'])(
    'shows not-found for the malformed id %s without calling the API',
    async (id) => {
      const api = mockApi({});
      renderProfile(id);
      expect(screen.getByText('We could not find this talent.')).toBeInTheDocument();
      expect(api.spy).not.toHaveBeenCalled();
    },
  );

  it('shows not-found when the API does not know the talent', async () => {
    mockApi({
      'GET /api/users/:id': { status: 404, body: { status: 404, message: 'Talent not found' } },
    });
    renderProfile(999);
    expect(await screen.findByText('We could not find this talent.')).toBeInTheDocument();
  });

  it("gives a talent no action on another talent's profile, and an edit link on their own", async () => {
    mockApi({ 'GET /api/users/:id': profileAnswer() });
    const { unmount } = renderProfile(7, makeTalentUser({ id_user: 11 }));
    expect(await screen.findByRole('heading', { name: 'Louis Tomlinson' })).toBeInTheDocument();
    // The tab reads "Louis Tomlinson — Peworld" (the shell adds the product's name).
    expect(pageTitleStore.getState().title).toBe('Louis Tomlinson');
    // The spec's 'Apply' here only led back to the company list: nothing to apply to.
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hire' })).not.toBeInTheDocument();
    unmount();
    renderProfile(7, makeTalentUser({ id_user: 7 }));
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/user-edit',
    );
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it("gives a recruiter Save, which keeps the talent in the company's shortlist", async () => {
    let kept = false;
    const api = mockApi({
      'GET /api/users/:id': profileAnswer(),
      'GET /api/shortlist': () => shortlistAnswer(kept ? [shortlistEntry()] : []),
      'PUT /api/shortlist/:id': () => {
        kept = true;
        return entryAnswer(shortlistEntry(), 201);
      },
    });
    renderProfile(7);
    const save = await screen.findByRole('button', { name: 'Save Louis Tomlinson' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(new URL(api.requests('PUT /api/shortlist/:id')[0]!.url).pathname).toBe(
      '/api/shortlist/7',
    );
  });
});

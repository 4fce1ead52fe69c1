import { paths } from '@peworld/shared-ui/paths';
import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { dataAnswer, fieldsRefusal, jobDetail } from '../testing/job-fixtures';
import JobFormPage from './job-form-page';

// A long form typed key by key: on a shared, busy machine that outlasts jest's 5 s default.
jest.setTimeout(20_000);

let user: UserEvent;
beforeEach(() => {
  // No pause between keystrokes: the form reacts to each one the same either way.
  user = userEvent.setup({ delay: null });
});

const suggestions = {
  body: {
    status: 200,
    message: 'ok',
    data: [{ skill_name: 'React', count: 40 }],
  },
};

function renderNew() {
  return renderWithProviders(<JobFormPage />, {
    route: paths.companyJobNew.getHref(),
    path: paths.companyJobNew.path,
    user: makeRecruiterUser(),
  });
}

function renderEdit(id = 5) {
  return renderWithProviders(<JobFormPage />, {
    route: paths.companyJobEdit.getHref(id),
    path: paths.companyJobEdit.path,
    user: makeRecruiterUser(),
  });
}

/** A date input's value `days` from today, as the browser writes it. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Pastes into a field (as typing it would, in one step: these tests are about the form). */
async function paste(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequiredFields() {
  await paste(screen.getByLabelText(/^Job title/), 'Frontend Developer (React)');
  await user.selectOptions(screen.getByLabelText('Work mode'), 'remote');
  await paste(screen.getByLabelText(/^City/), 'Bandung');
  await paste(screen.getByLabelText(/^Description/), 'Build our payments web app.');
}

describe('job form page', () => {
  it('refuses what the API would refuse before sending, each message at its field', async () => {
    const api = mockApi({ 'GET /api/skills/suggest': suggestions });
    renderNew();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post a job' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Job title/), 'QA');
    await user.type(screen.getByLabelText('From'), '12.000.000');
    await user.type(screen.getByLabelText('Up to'), '8.000.000');
    fireEvent.change(screen.getByLabelText(/^Closing date/), {
      target: { value: dayFromToday(-1) },
    });
    await user.click(screen.getByRole('button', { name: 'Post the job' }));

    // The checks run as the submit is handled; the first field to fix gets the focus.
    await waitFor(() => expect(screen.getByLabelText(/^Job title/)).toHaveFocus());
    expect(screen.getByLabelText(/^Job title/)).toHaveAccessibleDescription(
      'The title needs 3 to 120 characters',
    );
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription(
      'Name the city (2 to 100 characters)',
    );
    expect(screen.getByLabelText('Up to')).toHaveAccessibleDescription(
      /The upper end cannot be below the lower end/,
    );
    expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription(/Describe the job/);
    expect(screen.getByLabelText(/^Closing date/)).toHaveAccessibleDescription(
      'An open job cannot close in the past: choose today or later',
    );
    expect(screen.getByLabelText('Required skills')).toHaveAccessibleDescription(
      'Add at least one skill the job requires',
    );
    expect(api.requests('POST /api/company-jobs')).toHaveLength(0);
  });

  it('adds skills with a suggestion, Enter or the Add button, keeps each list unique, and posts the job', async () => {
    const api = mockApi({
      'GET /api/skills/suggest': suggestions,
      'POST /api/company-jobs': dataAnswer(jobDetail(), 201),
    });
    renderNew();
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    await fillRequiredFields();
    await user.type(screen.getByLabelText('From'), '8.000.000');
    await user.type(screen.getByLabelText('Up to'), '12000000');

    const required = screen.getByLabelText('Required skills');
    await user.type(required, 'Rea');
    await user.click(await screen.findByRole('option', { name: /React/ }));
    await user.type(required, 'TypeScript{Enter}');
    const nice = screen.getByLabelText('Nice-to-have skills');
    await user.type(nice, 'typescript');
    await user.click(screen.getAllByRole('button', { name: 'Add' })[1]!);
    expect(nice).toHaveAccessibleDescription('typescript is already in the other list');
    await user.clear(nice);
    await user.type(nice, 'Figma');
    await user.click(screen.getAllByRole('button', { name: 'Add' })[1]!);

    const chosen = screen.getByRole('list', { name: 'Required skills chosen' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript']);
    await user.click(
      screen.getByRole('button', { name: 'Remove TypeScript from Required skills' }),
    );
    await user.type(required, 'Node.js{Enter}');

    await user.click(screen.getByRole('button', { name: 'Post the job' }));
    await waitFor(() => expect(api.requests('POST /api/company-jobs')).toHaveLength(1));
    expect(await api.requests('POST /api/company-jobs')[0]!.json()).toEqual({
      title: 'Frontend Developer (React)',
      employment_type: 'full_time',
      work_mode: 'remote',
      city: 'Bandung',
      salary_min: 8_000_000,
      salary_max: 12_000_000,
      required_skills: ['React', 'Node.js'],
      nice_skills: ['Figma'],
      description: 'Build our payments web app.',
      closing_date: dayFromToday(30),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/home/jobs');
  });

  it("shows the server's field errors in place and its message in the banner", async () => {
    mockApi({
      'GET /api/skills/suggest': suggestions,
      'POST /api/company-jobs': fieldsRefusal({ city: 'City must be at least 2 characters' }),
    });
    renderNew();
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    await fillRequiredFields();
    await user.type(screen.getByLabelText('Required skills'), 'React{Enter}');
    await user.click(screen.getByRole('button', { name: 'Post the job' }));
    const city = screen.getByLabelText(/^City/);
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription('City must be at least 2 characters'),
    );
    expect(city).toHaveFocus();
    expect(screen.getByText('Please check the fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Frontend Developer (React)');
  });

  it('edits a job: starts from it and sends the whole job back with PUT', async () => {
    const job = jobDetail({ salary_min: null, salary_max: null, closing_date: dayFromToday(10) });
    const api = mockApi({
      'GET /api/jobs/:id': dataAnswer(job),
      'GET /api/skills/suggest': suggestions,
      'PUT /api/company-jobs/:id': dataAnswer({ ...job, title: 'Senior Frontend Developer' }),
    });
    renderEdit();
    expect(
      await screen.findByRole('heading', { level: 1, name: `Edit “${job.title}”` }),
    ).toBeInTheDocument();
    const title = screen.getByLabelText(/^Job title/);
    expect(title).toHaveValue(job.title);
    expect(screen.getByLabelText('Work mode')).toHaveValue('remote');
    await user.clear(title);
    await paste(title, 'Senior Frontend Developer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests('PUT /api/company-jobs/:id')).toHaveLength(1));
    const [request] = api.requests('PUT /api/company-jobs/:id');
    expect(new URL(request!.url).pathname).toBe('/api/company-jobs/5');
    expect(await request!.json()).toEqual({
      title: 'Senior Frontend Developer',
      employment_type: 'full_time',
      work_mode: 'remote',
      city: 'Bandung',
      required_skills: ['React'],
      nice_skills: ['TypeScript', 'Figma'],
      description: job.description,
      closing_date: job.closing_date,
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/home/jobs');
  });

  it("does not offer another company's job for editing", async () => {
    mockApi({ 'GET /api/jobs/:id': dataAnswer(jobDetail({ id_company: 99 })) });
    renderEdit();
    expect(
      await screen.findByText('This job opening does not exist or is not your company’s.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('says so when the job does not exist', async () => {
    mockApi({ 'GET /api/jobs/:id': { status: 404, body: { status: 404, message: 'Not found' } } });
    renderEdit(99);
    expect(
      await screen.findByText('This job opening does not exist or is not your company’s.'),
    ).toBeInTheDocument();
  });
});

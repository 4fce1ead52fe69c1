import { paths } from '@peworld/shared-ui';
import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import federation from '../../module-federation.config';
import { company, listAnswer, profileAnswer, setDesktop, talentCard } from '../testing/fixtures';
import { dataAnswer, jobDetail } from '../testing/job-fixtures';

// The federation contract: every key the shell asks for resolves to a default-exported page
// that renders on its route inside the providers the shell gives (no router or theme of its
// own). The shell marks the mounted remote build itself (data-remote-version).
const EXPECTED: Record<string, { route: string; path: string; heading: string }> = {
  './TalentListPage': {
    route: paths.home.getHref(),
    path: paths.home.path,
    heading: 'Talent to hire',
  },
  './TalentProfilePage': {
    route: paths.talentProfile.getHref(7),
    path: paths.talentProfile.path,
    heading: 'Louis Tomlinson',
  },
  './HirePage': {
    route: paths.hirePage.getHref(7),
    path: paths.hirePage.path,
    heading: 'Contact Louis Tomlinson',
  },
  './CompanyEditPage': {
    route: paths.compEdit.getHref(),
    path: paths.compEdit.path,
    heading: 'Your Profile',
  },
  './MobileSearchPage': {
    route: paths.searchMobile.getHref(),
    path: paths.searchMobile.path,
    heading: 'Search talent',
  },
  './ShortlistPage': {
    route: paths.shortlist.getHref(),
    path: paths.shortlist.path,
    heading: 'Shortlist',
  },
  './JobsPage': {
    route: paths.companyJobs.getHref(),
    path: paths.companyJobs.path,
    heading: 'Job openings',
  },
  './JobFormPage': {
    route: paths.companyJobNew.getHref(),
    path: paths.companyJobNew.path,
    heading: 'Post a job',
  },
  './JobApplicantsPage': {
    route: paths.companyJob.getHref(5),
    path: paths.companyJob.path,
    heading: 'Frontend Developer (React)',
  },
  './SavedSearchesPage': {
    route: '/home/saved-searches',
    path: '/home/saved-searches',
    heading: 'Saved searches',
  },
};

const exposes = federation.exposes as Record<string, string>;

beforeEach(() => {
  setDesktop(true);
  mockApi({
    'GET /api/users': listAnswer([talentCard()]),
    'GET /api/users/:id': profileAnswer(),
    'GET /api/company/:id': { body: { status: 200, message: 'ok', result: company() } },
    'GET /api/shortlist': { body: { status: 200, message: 'Shortlist found', data: [] } },
    'GET /api/company-jobs': dataAnswer([]),
    'GET /api/jobs/:id': dataAnswer(jobDetail()),
    'GET /api/company-jobs/:id/applications': dataAnswer([]),
    'GET /api/saved-searches': { body: { status: 200, message: 'Saved searches', data: [] } },
  });
});

describe('employerApp exposed pages', () => {
  it('exposes exactly the pages of the federation contract', () => {
    expect(Object.keys(exposes).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(exposes))('%s renders its page', async (key, file) => {
    const expectation = EXPECTED[key];
    if (!expectation) throw new Error(`no expectation for ${key}`);
    const module = (await import(`../../${file.replace(/^\.\//, '')}`)) as {
      default: ComponentType;
    };
    renderWithProviders(<module.default />, {
      route: expectation.route,
      path: expectation.path,
      user: makeRecruiterUser({ id_user: 21, id_company: 21 }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: expectation.heading }),
    ).toBeInTheDocument();
  });
});

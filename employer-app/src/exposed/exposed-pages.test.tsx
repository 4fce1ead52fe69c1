import { paths } from '@peworld/shared-ui';
import {
  renderWithProviders,
  makeRecruiterUser,
  testExposedPages,
  type ExposedPageExpectation,
} from '@peworld/shared-ui/testing';
import { screen } from '@testing-library/react';
import federation from '../../module-federation.config';

// Every key the shell may ask for must resolve to a page with a default export that renders
// on its own route (inside the providers the shell gives it, no Router or theme of its own).
const EXPECTED: Record<string, ExposedPageExpectation> = {
  './TalentListPage': {
    route: paths.home.getHref(),
    path: paths.home.path,
    title: 'Talent to hire',
  },
  './TalentProfilePage': {
    route: paths.talentProfile.getHref(7),
    path: paths.talentProfile.path,
    title: 'Talent profile',
  },
  './HirePage': {
    route: paths.hirePage.getHref(7),
    path: paths.hirePage.path,
    title: 'Contact this talent',
  },
  './CompanyEditPage': {
    route: paths.compEdit.getHref(),
    path: paths.compEdit.path,
    title: 'Edit company profile',
  },
  './MobileSearchPage': {
    route: paths.searchMobile.getHref(),
    path: paths.searchMobile.path,
    title: 'Search talent',
  },
};

describe('employerApp exposed pages', () => {
  testExposedPages({
    exposes: federation.exposes as Record<string, string>,
    expected: EXPECTED,
    load: (file) => import(`../../${file.replace(/^\.\//, '')}`),
    build: { name: 'employerApp', version: __APP_VERSION__ },
    user: makeRecruiterUser(),
  });

  it('passes the route id to the hire page', async () => {
    const { default: Page } = await import('./hire-page');
    renderWithProviders(<Page />, { route: paths.hirePage.getHref(7), path: paths.hirePage.path });
    expect(screen.getByText('Talent id: 7')).toBeInTheDocument();
  });
});

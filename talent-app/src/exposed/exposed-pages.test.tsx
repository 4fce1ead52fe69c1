import { paths } from '@peworld/shared-ui';
import {
  makeTalentUser,
  testExposedPages,
  type ExposedPageExpectation,
} from '@peworld/shared-ui/testing';
import { preloadCatalogs } from '@peworld/shared-ui';
import federation from '../../module-federation.config';
import { TALENT_CATALOGS } from '../messages/catalogs';

// Every key the shell may ask for must resolve to a page with a default export that renders
// on its own route (inside the providers the shell gives it, no Router or theme of its own).
const EXPECTED: Record<string, ExposedPageExpectation> = {
  './CompanyListPage': {
    route: paths.home.getHref(),
    path: paths.home.path,
    title: 'Companies to explore',
  },
  './CompanyProfilePage': {
    route: paths.companyProfile.getHref(42),
    path: paths.companyProfile.path,
    title: 'Company profile',
  },
  './TalentEditPage': {
    route: paths.userEdit.getHref(),
    path: paths.userEdit.path,
    title: 'Edit your profile',
  },
  './MobileSearchPage': {
    route: paths.searchMobile.getHref(),
    path: paths.searchMobile.path,
    title: 'Search companies',
  },
  './JobListPage': { route: paths.jobs.getHref(), path: paths.jobs.path, title: 'Find a job' },
  './JobPage': { route: paths.job.getHref(5), path: paths.job.path, title: 'Job' },
  './ApplicationsPage': {
    route: paths.applications.getHref(),
    path: paths.applications.path,
    title: 'My applications',
  },
};

// The pages speak talent-app's catalog; the shell has it loaded before it shows them.
beforeAll(() => preloadCatalogs(TALENT_CATALOGS, 'en'));

describe('talentApp exposed pages', () => {
  testExposedPages({
    exposes: federation.exposes as Record<string, string>,
    expected: EXPECTED,
    load: (file) => import(`../../${file.replace(/^\.\//, '')}`),
    build: { name: 'talentApp', version: __APP_VERSION__ },
    user: makeTalentUser(),
  });
});

import type { RouteDeclaration } from '@peworld/shared-ui/federation/remote-routes';
import { paths } from '@peworld/shared-ui/paths';

// The URLs this remote serves (docs/decisions/060-remote-owned-routes.md): its build writes
// them into mf-manifest.json and the shell composes them at run time. Titles are catalog ids.
// `/home` and `/search-mobile` are talent's here and the recruiter's in employer-app.
export const routes: readonly RouteDeclaration[] = [
  {
    path: paths.home.path,
    access: 'talent',
    page: './CompanyListPage',
    title: 'talent.routeTitle.companyList',
  },
  {
    path: paths.searchMobile.path,
    access: 'talent',
    page: './MobileSearchPage',
    title: 'talent.routeTitle.mobileSearch',
  },
  {
    path: paths.companyProfile.path,
    access: 'logged-in',
    page: './CompanyProfilePage',
    title: 'talent.routeTitle.companyProfile',
  },
  {
    path: paths.userEdit.path,
    access: 'logged-in',
    page: './TalentEditPage',
    title: 'talent.routeTitle.talentEdit',
  },
  // Jobs (issue 32). A recruiter may read a job (a company profile links to its jobs); only a
  // talent searches them and applies.
  {
    path: paths.jobs.path,
    access: 'talent',
    page: './JobListPage',
    title: 'talent.routeTitle.jobs',
  },
  {
    path: paths.job.path,
    access: 'logged-in',
    page: './JobPage',
    title: 'talent.routeTitle.job',
  },
  {
    path: paths.applications.path,
    access: 'talent',
    page: './ApplicationsPage',
    title: 'talent.routeTitle.applications',
  },
];

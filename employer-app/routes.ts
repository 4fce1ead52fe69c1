import type { RouteDeclaration } from '@peworld/shared-ui/federation/remote-routes';
import { paths } from '@peworld/shared-ui/paths';

// The URLs this remote serves (docs/decisions/060-remote-owned-routes.md): its build writes
// them into mf-manifest.json and the shell composes them at run time. Titles are catalog ids.
// `/home` and `/search-mobile` are the recruiter's here and talent's in talent-app.
export const routes: readonly RouteDeclaration[] = [
  {
    path: paths.home.path,
    access: 'recruiter',
    page: './TalentListPage',
    title: 'employer.routeTitle.talentList',
  },
  {
    path: paths.shortlist.path,
    access: 'recruiter',
    page: './ShortlistPage',
    title: 'employer.routeTitle.shortlist',
  },
  {
    path: paths.companyJobs.path,
    access: 'recruiter',
    page: './JobsPage',
    title: 'employer.routeTitle.jobs',
  },
  {
    path: paths.companyJobNew.path,
    access: 'recruiter',
    page: './JobFormPage',
    title: 'employer.routeTitle.jobNew',
  },
  {
    path: paths.companyJobEdit.path,
    access: 'recruiter',
    page: './JobFormPage',
    title: 'employer.routeTitle.jobEdit',
  },
  {
    path: paths.companyJob.path,
    access: 'recruiter',
    page: './JobApplicantsPage',
    title: 'employer.routeTitle.jobApplicants',
  },
  {
    // Only this remote links here (its own list, the digest e-mail): no shared path entry.
    path: '/home/saved-searches',
    access: 'recruiter',
    page: './SavedSearchesPage',
    title: 'employer.routeTitle.savedSearches',
  },
  {
    path: paths.searchMobile.path,
    access: 'recruiter',
    page: './MobileSearchPage',
    title: 'employer.routeTitle.mobileSearch',
  },
  {
    path: paths.talentProfile.path,
    access: 'logged-in',
    page: './TalentProfilePage',
    title: 'employer.routeTitle.talentProfile',
  },
  {
    path: paths.hirePage.path,
    access: 'logged-in',
    page: './HirePage',
    title: 'employer.routeTitle.hire',
  },
  {
    path: paths.compEdit.path,
    access: 'logged-in',
    page: './CompanyEditPage',
    title: 'employer.routeTitle.companyEdit',
  },
];

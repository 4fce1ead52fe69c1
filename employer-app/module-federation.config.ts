import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { createShared } from '@peworld/shared-ui/federation/shared.cjs';
import packageJson from './package.json';

// The contract with the shell (typed in shell/src/federation/remotes.d.ts): container name and the
// pages it exposes. Only files in src/exposed/ are ever exposed; everything else is private.
const federation: moduleFederationPlugin.ModuleFederationPluginOptions = {
  name: 'employerApp',
  filename: 'remoteEntry.js',
  exposes: {
    './TalentListPage': './src/exposed/talent-list-page.tsx',
    './TalentProfilePage': './src/exposed/talent-profile-page.tsx',
    './HirePage': './src/exposed/hire-page.tsx',
    './CompanyEditPage': './src/exposed/company-edit-page.tsx',
    './MobileSearchPage': './src/exposed/mobile-search-page.tsx',
    './ShortlistPage': './src/exposed/shortlist-page.tsx',
    './JobsPage': './src/exposed/jobs-page.tsx',
    './JobFormPage': './src/exposed/job-form-page.tsx',
    './JobApplicantsPage': './src/exposed/job-applicants-page.tsx',
    './SavedSearchesPage': './src/exposed/saved-searches-page.tsx',
  },
  shared: createShared(packageJson),
};

export default federation;

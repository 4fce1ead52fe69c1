import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { createShared } from '@peworld/shared-ui/federation/shared.cjs';
import packageJson from './package.json';

// The contract with the shell (typed in shell/src/federation/remotes.d.ts): container name and the
// pages it exposes. Only files in src/exposed/ are ever exposed; everything else is private.
const federation: moduleFederationPlugin.ModuleFederationPluginOptions = {
  name: 'talentApp',
  filename: 'remoteEntry.js',
  exposes: {
    './CompanyListPage': './src/exposed/company-list-page.tsx',
    './CompanyProfilePage': './src/exposed/company-profile-page.tsx',
    './TalentEditPage': './src/exposed/talent-edit-page.tsx',
    './MobileSearchPage': './src/exposed/mobile-search-page.tsx',
    './JobListPage': './src/exposed/job-list-page.tsx',
    './JobPage': './src/exposed/job-page.tsx',
    './ApplicationsPage': './src/exposed/applications-page.tsx',
  },
  shared: createShared(packageJson),
};

export default federation;

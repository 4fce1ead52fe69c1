import type { moduleFederationPlugin } from '@module-federation/enhanced';
import { createShared } from '@peworld/shared-ui/federation/shared.cjs';
import packageJson from './package.json';

// The contract with the shell (shell/src/federation/remotes.d.ts): container name and the pages it
// exposes. Only files in src/exposed/ are ever exposed; everything else is private.
const federation: moduleFederationPlugin.ModuleFederationPluginOptions = {
  name: 'authRemote',
  filename: 'remoteEntry.js',
  exposes: {
    './OptionLoginPage': './src/exposed/option-login-page.tsx',
    './OptionRegistPage': './src/exposed/option-regist-page.tsx',
    './UserLoginPage': './src/exposed/user-login-page.tsx',
    './CompanyLoginPage': './src/exposed/company-login-page.tsx',
    './UserRegistPage': './src/exposed/user-regist-page.tsx',
    './CompanyRegistPage': './src/exposed/company-regist-page.tsx',
    './ResetPasswordPage': './src/exposed/reset-password-page.tsx',
    './ConfirmPasswordPage': './src/exposed/confirm-password-page.tsx',
    './ConfirmPasswordLoginPage': './src/exposed/confirm-password-login-page.tsx',
  },
  shared: createShared(packageJson),
};

export default federation;

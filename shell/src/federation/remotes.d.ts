// The typed federation contract (.tmp/federation-contract.md): every page a remote exposes,
// as the shell loads it with loadRemote('<container>/<Page>'). Each exposed module's default
// export is a page component without props (it reads route params itself).
import type { ComponentType } from 'react';

export interface RemotePageModule {
  default: ComponentType;
}

export interface RemoteModules {
  'authRemote/OptionLoginPage': RemotePageModule;
  'authRemote/OptionRegistPage': RemotePageModule;
  'authRemote/UserLoginPage': RemotePageModule;
  'authRemote/CompanyLoginPage': RemotePageModule;
  'authRemote/UserRegistPage': RemotePageModule;
  'authRemote/CompanyRegistPage': RemotePageModule;
  'authRemote/ResetPasswordPage': RemotePageModule;
  'authRemote/ConfirmPasswordPage': RemotePageModule;
  'authRemote/ConfirmPasswordLoginPage': RemotePageModule;
  'talentApp/CompanyListPage': RemotePageModule;
  'talentApp/CompanyProfilePage': RemotePageModule;
  'talentApp/TalentEditPage': RemotePageModule;
  'talentApp/MobileSearchPage': RemotePageModule;
  'employerApp/TalentListPage': RemotePageModule;
  'employerApp/TalentProfilePage': RemotePageModule;
  'employerApp/HirePage': RemotePageModule;
  'employerApp/CompanyEditPage': RemotePageModule;
  'employerApp/MobileSearchPage': RemotePageModule;
}

export type RemoteModuleId = keyof RemoteModules;

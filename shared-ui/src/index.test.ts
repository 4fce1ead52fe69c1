import * as sharedUi from './index';
import * as testing from './testing/index';

// The public API is a contract with four apps: adding or renaming an export is deliberate.
describe('public API', () => {
  it('exports exactly the agreed runtime names', () => {
    expect(Object.keys(sharedUi).sort()).toEqual(
      [
        // theme
        'theme',
        'GlobalStyle',
        'media',
        'ThemeRoot',
        // components
        'Button',
        'TextField',
        'PasswordField',
        'SelectField',
        'TextAreaField',
        'Card',
        'Avatar',
        'Chip',
        'Tabs',
        'Pagination',
        'Banner',
        'ToastProvider',
        'useToast',
        'Modal',
        'Skeleton',
        'Spinner',
        'EmptyState',
        'ErrorState',
        'PagePlaceholder',
        // icons
        'LogoMark',
        'BellIcon',
        'MailIcon',
        'HomeIcon',
        'SearchIcon',
        'UserIcon',
        'ChevronLeftIcon',
        'ChevronRightIcon',
        'EyeIcon',
        'EyeOffIcon',
        'MapPinIcon',
        'PhoneIcon',
        'GithubIcon',
        'InstagramIcon',
        'GitlabIcon',
        'LinkedinIcon',
        'CloseIcon',
        'CheckIcon',
        'SendIcon',
        'EditIcon',
        // api
        'apiClient',
        'ApiError',
        'toApiError',
        'fieldErrors',
        'imageUrl',
        'loginUser',
        'loginCompany',
        'registerUser',
        'registerCompany',
        'logoutRequest',
        'getMe',
        'changePassword',
        'requestPasswordReset',
        'confirmPasswordReset',
        'getUsers',
        'getUser',
        'updateUser',
        'getSkillSuggestions',
        'getCompanies',
        'getCompany',
        'updateCompany',
        'addSkill',
        'deleteSkill',
        'addExperience',
        'updateExperience',
        'deleteExperience',
        'addPortfolio',
        'deletePortfolio',
        'sendHire',
        'getHireRequests',
        'getHealth',
        // session
        'SESSION_STORAGE_KEY',
        'sessionStore',
        'useSession',
        // config
        'paths',
        'PAGE_LIMIT',
        'ROLES',
        'EMPLOYMENT_TYPES',
        'COMPANY_FIELDS',
        'RECRUITER_SORTS',
        'CHUNK_TIMEOUT_MS',
        'PHOTO_RELOAD_DELAY_MS',
        'SLIDER_SPEED_MS',
        'SLIDER_SPACING',
        'PASSWORD_MIN_LENGTH',
        // federation (platform)
        'RemoteBoundary',
        'PageSkeleton',
        'StandaloneHarness',
      ].sort(),
    );
  });

  it('keeps the spec constants', () => {
    expect(sharedUi.SESSION_STORAGE_KEY).toBe('@userLogin');
    expect(sharedUi.PAGE_LIMIT).toBe(2);
    expect(sharedUi.EMPLOYMENT_TYPES).toEqual(['freelance', 'full time']);
    expect(sharedUi.COMPANY_FIELDS).toEqual(['Tech', 'NonTech']);
    expect(sharedUi.ROLES).toEqual(['talent', 'recruiter']);
    expect(sharedUi.RECRUITER_SORTS).toEqual(['skill', 'freelance', 'fulltime']);
    expect(sharedUi.CHUNK_TIMEOUT_MS).toBe(120000);
    expect(sharedUi.PHOTO_RELOAD_DELAY_MS).toBe(1500);
    expect([sharedUi.SLIDER_SPEED_MS, sharedUi.SLIDER_SPACING]).toEqual([300, 30]);
    expect(sharedUi.theme.colors).toMatchObject({
      primary: '#5E50A1',
      accent: '#FBB017',
      page: '#F6F7F8',
    });
  });

  it('testing entry exports its helpers', () => {
    expect(Object.keys(testing).sort()).toEqual(
      [
        'makeRecruiterUser',
        'makeTalentUser',
        'renderWithProviders',
        'resetSessionStore',
        'testExposedPages',
      ].sort(),
    );
  });
});

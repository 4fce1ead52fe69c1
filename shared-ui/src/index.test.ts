import * as core from './core';
import * as sharedUi from './index';
import * as testing from './testing/index';

// The public API is a contract with four apps: adding or renaming an export is deliberate.
describe('public API', () => {
  it('exports exactly the agreed runtime names', () => {
    expect(Object.keys(sharedUi).sort()).toEqual(
      [
        // language
        'LOCALES',
        'DEFAULT_LOCALE',
        'LANG_COOKIE',
        'isLocale',
        'localeFromAcceptLanguage',
        'localeFromCookie',
        'localeStore',
        'applyLocale',
        'useLocale',
        'AppMessages',
        'switchLocale',
        'followAccountLanguage',
        'saveLanguage',
        'preloadCatalogs',
        'preloadLaterCatalogs',
        'loadCatalog',
        'useT',
        'useRichT',
        'useAppIntl',
        'setFallbackMessages',
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
        'SortOverlay',
        'Card',
        'Avatar',
        'Chip',
        'Tabs',
        'Pagination',
        'FilterBar',
        'Banner',
        'ToastProvider',
        'useToast',
        'Modal',
        'Skeleton',
        'Spinner',
        'VisuallyHidden',
        'EmptyState',
        'ErrorState',
        'PagePlaceholder',
        'SkillCombobox',
        'SUGGEST_DEBOUNCE_MS',
        'splitTerms',
        'currentTerm',
        'replaceCurrentTerm',
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
        // api: the typed client, errors, uploads (each app keeps its own calls)
        'api',
        'answerOf',
        'ApiError',
        'toApiError',
        'fieldErrors',
        'errorDetails',
        'uploadWithProgress',
        'imageUrl',
        // server state (TanStack Query): the client, the shared families and hooks
        'queryClient',
        'createAppQueryClient',
        'DEFAULT_STALE_TIME_MS',
        'QueryProvider',
        'WithQueryClient',
        'useQueryClient',
        'useQuery',
        'useInfiniteQuery',
        'useMutation',
        'keepPreviousData',
        'talentKeys',
        'companyKeys',
        'skillKeys',
        'sessionKeys',
        'jobKeys',
        'applicationKeys',
        'compactParams',
        'nextPageOf',
        'useTalent',
        'parseId',
        'useCompany',
        'useSkillSuggestions',
        'useSessionCheck',
        'patchSessionUser',
        'useDebouncedValue',
        'useMessagePreview',
        // conversations, hire lifecycle, notifications (the shell's chat and bell)
        'conversationKeys',
        'notificationKeys',
        'useConversations',
        'useConversation',
        'useMessages',
        'flattenMessages',
        'addMessageToThread',
        'MESSAGE_PAGE_SIZE',
        'useSendMessage',
        'useOpenConversation',
        'useMarkConversationRead',
        'useUpdateHireStatus',
        'applyNewMessage',
        'useNotifications',
        'useMarkNotificationsRead',
        'useNotificationSettings',
        'useUpdateNotificationSettings',
        'NOTIFICATION_LIMIT',
        'applyLiveMessage',
        'applyLiveRead',
        'applyLiveJobEvent',
        'LIVE_JOB_EVENTS',
        'refreshAfterReconnect',
        'startReading',
        // session
        'SESSION_STORAGE_KEY',
        'sessionStore',
        'useSession',
        // the page a logged-out visitor opened, for after the login
        'rememberReturnPath',
        'readReturnPath',
        'forgetReturnPath',
        // page titles
        'usePageTitle',
        'pageTitleStore',
        // config
        'paths',
        'PAGE_LIMIT',
        'ROLES',
        'EMPLOYMENT_TYPES',
        'COMPANY_FIELDS',
        'RECRUITER_SORTS',
        'CHUNK_TIMEOUT_MS',
        'MESSAGE_MAX_LENGTH',
        'PHOTO_RELOAD_DELAY_MS',
        'SLIDER_SPEED_MS',
        'SLIDER_SPACING',
        'PASSWORD_MIN_LENGTH',
        // uploads, password, unsaved changes
        'ImagePicker',
        'IMAGE_TYPES',
        'MAX_IMAGE_BYTES',
        'imageProblem',
        'ProgressBar',
        'PasswordChangeForm',
        'useUnsavedChangesWarning',
        // pre-rendered forms
        'earlySubmitHoldSource',
        'takeHeldSubmit',
        // forms
        'applyServerErrors',
        'FIELD_RULES',
        'EMAIL_PATTERN',
        'PHONE_PATTERN',
        // federation (platform)
        'REMOTE_NEEDS_UPDATE',
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

  it("core (the shell's first-load subset) is the same modules as the index, not copies", () => {
    const coreNames = Object.keys(core);
    expect(coreNames).toEqual(expect.arrayContaining(['sessionStore', 'useSession', 'ThemeRoot']));
    for (const name of coreNames) {
      expect(core[name as keyof typeof core]).toBe(sharedUi[name as keyof typeof sharedUi]);
    }
  });

  it('testing entry exports its helpers', () => {
    expect(Object.keys(testing).sort()).toEqual(
      [
        'catalogProblems',
        'testMessages',
        'registerTestCatalogs',
        'setTestLocale',
        'createTestQueryClient',
        'queryWrapper',
        'FakeXhr',
        'installFakeXhr',
        'png',
        'makeRecruiterUser',
        'makeTalentUser',
        'mockApi',
        'renderWithProviders',
        'resetSessionStore',
        'testExposedPages',
      ].sort(),
    );
  });
});

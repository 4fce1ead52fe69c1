// Every route of the product spec (section 2), defined once. Routers use `path`;
// links use `getHref(...)` so no URL is ever spelled out twice.
type Id = number | string;

const withId = (base: string) => (id: Id) => `${base}/${encodeURIComponent(String(id))}`;

export const paths = {
  landing: { path: '/', getHref: () => '/' },
  optionLogin: { path: '/option-login', getHref: () => '/option-login' },
  optionRegist: { path: '/option-regist', getHref: () => '/option-regist' },
  userLogin: { path: '/user-login', getHref: () => '/user-login' },
  userRegist: { path: '/user-regist', getHref: () => '/user-regist' },
  compLogin: { path: '/comp-login', getHref: () => '/comp-login' },
  compRegist: { path: '/comp-regist', getHref: () => '/comp-regist' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  confirmPassword: {
    path: '/confirm-password',
    // The reset e-mail links here with the one-time token in the query string.
    getHref: (token?: string) =>
      token ? `/confirm-password?token=${encodeURIComponent(token)}` : '/confirm-password',
  },
  confirmPasswordLogin: {
    path: '/confirm-password-login',
    getHref: () => '/confirm-password-login',
  },
  home: { path: '/home', getHref: () => '/home' },
  talentProfile: {
    path: '/home/profile-portofolio/:id',
    getHref: withId('/home/profile-portofolio'),
  },
  companyProfile: { path: '/home/profile-comp/:id', getHref: withId('/home/profile-comp') },
  hirePage: { path: '/hire-page/:id', getHref: withId('/hire-page') },
  userEdit: { path: '/user-edit', getHref: () => '/user-edit' },
  compEdit: { path: '/comp-edit', getHref: () => '/comp-edit' },
  chat: {
    path: '/chat',
    /** `with`: the counterpart's account id (opens that conversation, or starts one). */
    getHref: (options: { with?: Id } = {}) =>
      options.with === undefined
        ? '/chat'
        : `/chat?with=${encodeURIComponent(String(options.with))}`,
  },
  chatConversation: { path: '/chat/:conversationId', getHref: withId('/chat') },
  searchMobile: { path: '/search-mobile', getHref: () => '/search-mobile' },
  /** The company's shortlist (issue 31), served by employer-app; `stage` opens that tab. */
  shortlist: {
    path: '/home/shortlist',
    getHref: (options: { stage?: string } = {}) =>
      options.stage === undefined
        ? '/home/shortlist'
        : `/home/shortlist?stage=${encodeURIComponent(options.stage)}`,
  },
  /** The company's job openings (issue 32), served by employer-app. */
  companyJobs: { path: '/home/jobs', getHref: () => '/home/jobs' },
  companyJobNew: { path: '/home/jobs/new', getHref: () => '/home/jobs/new' },
  companyJobEdit: {
    path: '/home/jobs/:id/edit',
    getHref: (id: Id) => `/home/jobs/${encodeURIComponent(String(id))}/edit`,
  },
  /** One job's applicants, grouped by stage. */
  companyJob: { path: '/home/jobs/:id', getHref: withId('/home/jobs') },
  /** Open jobs for a talent (issue 32), served by talent-app; `search` fills its search box. */
  jobs: {
    path: '/jobs',
    getHref: (options: { search?: string } = {}) =>
      options.search === undefined || options.search === ''
        ? '/jobs'
        : `/jobs?search=${encodeURIComponent(options.search)}`,
  },
  job: { path: '/jobs/:id', getHref: withId('/jobs') },
  /** The talent's own applications and their stages (issue 32), served by talent-app. */
  applications: { path: '/applications', getHref: () => '/applications' },
  notFound: { path: '/404', getHref: () => '/404' },
} as const;

export type AppPaths = typeof paths;

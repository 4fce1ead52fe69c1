// @peworld/shared-ui/testing: helpers for every frontend package's tests.
export {
  renderWithProviders,
  createTestQueryClient,
  queryWrapper,
  type RenderWithProvidersOptions,
} from './render';
export { makeRecruiterUser, makeTalentUser } from './factories';
export { mockApi, type MockAnswer, type MockHandler, type MockApi } from './mock-api';
export { resetSessionStore } from './reset-session-store';
export { FakeXhr, installFakeXhr, png } from './fake-xhr';
export {
  testExposedPages,
  type ExposedPageExpectation,
  type TestExposedPagesOptions,
} from './test-exposed-pages';
export { catalogProblems } from './catalog-check';
export { testMessages, registerTestCatalogs, setTestLocale } from './test-catalogs';

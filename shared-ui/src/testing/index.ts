// @peworld/shared-ui/testing: helpers for every frontend package's tests.
export {
  renderWithProviders,
  createTestQueryClient,
  type RenderWithProvidersOptions,
} from './render';
export { makeRecruiterUser, makeTalentUser } from './factories';
export { mockApi, type MockAnswer, type MockHandler, type MockApi } from './mock-api';
export { resetSessionStore } from './reset-session-store';
export {
  testExposedPages,
  type ExposedPageExpectation,
  type TestExposedPagesOptions,
} from './test-exposed-pages';

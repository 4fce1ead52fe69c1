// @peworld/shared-ui/testing: helpers for every frontend package's tests.
export { renderWithProviders, type RenderWithProvidersOptions } from './render';
export { makeRecruiterUser, makeTalentUser } from './factories';
export { resetSessionStore } from './reset-session-store';
export {
  testExposedPages,
  type ExposedPageExpectation,
  type TestExposedPagesOptions,
} from './test-exposed-pages';

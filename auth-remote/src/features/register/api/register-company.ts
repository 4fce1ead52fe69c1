import { answerOf, api, type ApiBody } from '@peworld/shared-ui';

/**
 * Employer sign-up: the registering person's `name`, email, the `company` name, its `field`
 * (e.g. "Financial"; the API derives the category), phone and password.
 */
export function registerCompany(payload: ApiBody<'post', '/api/auth/regis-company'>) {
  return answerOf(api.POST('/api/auth/regis-company', { body: payload }));
}

// The saved searches' refusals, one sentence each. Another company's search is "not found"
// like an absent one: a 404 that says nothing about other companies.
import { DomainError } from '../domain-error.js';
import { SAVED_SEARCHES_MAX } from '../../schemas/saved-search.js';

export const savedSearchErrors = {
  notFound: () => new DomainError('not_found', 'Saved search not found'),
  nothingToChange: () => new DomainError('invalid', 'Send a name or the digest setting to change'),
  full: () =>
    new DomainError(
      'conflict',
      `You have ${SAVED_SEARCHES_MAX} saved searches: delete one before saving another`,
    ),
  badLink: () => new DomainError('not_found', 'This unsubscribe link is not valid'),
};

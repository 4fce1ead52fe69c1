// The shortlist's refusals, one sentence each (translated in
// api/src/lib/reply-language/indonesian-messages.ts). Another company's entry is "not in your
// shortlist" like an absent one: a 404 that says nothing about other companies.
import { DomainError } from '../domain-error.js';

export const SHORTLIST_MAX = 500;

export const shortlistErrors = {
  talentNotFound: () => new DomainError('not_found', 'Talent not found'),
  notInShortlist: () => new DomainError('not_found', 'This talent is not in your shortlist'),
  nothingToChange: () => new DomainError('invalid', 'Send a stage or a note to change'),
  full: () =>
    new DomainError(
      'conflict',
      `Your shortlist is full (${SHORTLIST_MAX} talents): remove someone first`,
    ),
};

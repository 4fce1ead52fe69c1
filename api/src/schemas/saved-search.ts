// A company's saved searches (issue 31): /api/saved-searches, recruiters only; the alerts they
// raise in the bell; the one-click unsubscribe of the daily digest.
import { Type, type Static } from 'typebox';
import { DataEnvelope, Nullable, Timestamp } from './common.js';
import { TalentListQuery } from './user.js';

/** The talent list's query without its page: search, filters and sort, as in the list's URL. */
export const SavedSearchParams = Type.Omit(TalentListQuery, ['page', 'limit']);
export type SavedSearchParams = Static<typeof SavedSearchParams>;

export const SAVED_SEARCH_NAME_MAX = 80;
/** How many searches a company keeps: each is evaluated on every talent change. */
export const SAVED_SEARCHES_MAX = 50;

const SavedSearchName = Type.String({
  minLength: 1,
  maxLength: SAVED_SEARCH_NAME_MAX,
  title: 'Name',
});

export const SavedSearch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  params: SavedSearchParams,
  daily_digest: Type.Boolean(),
  /** Alerts (new matches) not yet opened. */
  unread_matches: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearchCreateBody = Type.Object({
  name: SavedSearchName,
  params: SavedSearchParams,
  daily_digest: Type.Optional(Type.Boolean({ title: 'Daily e-mail digest' })),
});
export type SavedSearchCreateBody = Static<typeof SavedSearchCreateBody>;

export const SavedSearchUpdateBody = Type.Object({
  name: Type.Optional(SavedSearchName),
  daily_digest: Type.Optional(Type.Boolean({ title: 'Daily e-mail digest' })),
});
export type SavedSearchUpdateBody = Static<typeof SavedSearchUpdateBody>;

export const SavedSearchResponse = DataEnvelope(SavedSearch);
export const SavedSearchListResponse = DataEnvelope(Type.Array(SavedSearch));

/** One alert: a talent newly matching one of the company's saved searches (the bell). */
export const SavedSearchAlert = Type.Object({
  id: Type.Integer(),
  kind: Type.Literal('saved_search_match'),
  saved_search_id: Type.Integer(),
  saved_search_name: Type.String(),
  id_user: Type.Integer(),
  full_name: Type.String(),
  img_profile: Nullable(Type.String()),
  read: Type.Boolean(),
  created_at: Timestamp,
});
export type SavedSearchAlert = Static<typeof SavedSearchAlert>;

export const SavedSearchAlertsResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Array(SavedSearchAlert),
  unread: Type.Integer(),
});

export const AlertsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, title: 'Limit' })),
});

export const MarkAlertsReadBody = Type.Object({
  /** This alert only; absent = every alert of the company. */
  id: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const UnsubscribeQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, title: 'Token' }),
});

/** What a live `saved_search_match` event carries. */
export interface LiveSavedSearchMatch {
  alert: SavedSearchAlert;
}

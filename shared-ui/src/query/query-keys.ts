import type { GetCompaniesParams } from '../api/calls/get-companies';
import type { GetUsersParams } from '../api/calls/get-users';

// Query-key factories: every cached answer is filed under one of these, so a write can
// invalidate exactly what it changed (a whole family with `all`, one entry with `detail`).
// Keys are plain arrays; params objects are hashed by value, so key order does not matter.

export const talentKeys = {
  all: ['talents'] as const,
  lists: () => [...talentKeys.all, 'list'] as const,
  list: (params: GetUsersParams) => [...talentKeys.lists(), params] as const,
  /** Mobile "load more" pages: a separate cache entry from the paged desktop list. */
  infinite: (params: Omit<GetUsersParams, 'page'>) =>
    [...talentKeys.lists(), 'infinite', params] as const,
  details: () => [...talentKeys.all, 'detail'] as const,
  detail: (id: number) => [...talentKeys.details(), id] as const,
};

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: GetCompaniesParams) => [...companyKeys.lists(), params] as const,
  infinite: (params: Omit<GetCompaniesParams, 'page'>) =>
    [...companyKeys.lists(), 'infinite', params] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (id: number) => [...companyKeys.details(), id] as const,
};

export const skillKeys = {
  all: ['skills'] as const,
  suggest: (q: string, limit?: number) => [...skillKeys.all, 'suggest', { q, limit }] as const,
};

export const hireKeys = {
  all: ['hire'] as const,
  list: () => [...hireKeys.all, 'list'] as const,
};

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

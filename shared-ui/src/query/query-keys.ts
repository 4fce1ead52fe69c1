// Query-key families: every cached answer is filed under one of these, so a write can
// invalidate exactly what it changed (a whole family with `all`, every list with `lists()`,
// one entry with `detail`). Keys are plain arrays; params objects are hashed by value, so key
// order does not matter. The families are shared because writes in one app refresh what
// another app shows; a list's own keys live beside its hook in the app that owns the list
// (e.g. employer-app's talent list files its pages under `talentKeys.lists()`).

export const talentKeys = {
  all: ['talents'] as const,
  lists: () => [...talentKeys.all, 'list'] as const,
  details: () => [...talentKeys.all, 'detail'] as const,
  detail: (id: number) => [...talentKeys.details(), id] as const,
};

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (id: number) => [...companyKeys.details(), id] as const,
};

export const skillKeys = {
  all: ['skills'] as const,
  suggest: (q: string, limit?: number) => [...skillKeys.all, 'suggest', { q, limit }] as const,
};

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/**
 * Jobs (issue 32): lists and pages of job openings, and the applications to them. Shared
 * because the live stream (the shell) refreshes them when an application changes stage, a job
 * closes or a talent applies, whichever app shows them.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: number) => [...jobKeys.details(), id] as const,
};

export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
};

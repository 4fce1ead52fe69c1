import type { CompanyCategory, EmploymentType, Role } from '@peworld/api/schemas';

// Business constants of the product spec (section 9).

/** Desktop lists page size (the spec's limit=2). */
export const PAGE_LIMIT = 2;

export const ROLES = ['talent', 'recruiter'] as const satisfies readonly Role[];

export const EMPLOYMENT_TYPES = [
  'freelance',
  'full time',
] as const satisfies readonly EmploymentType[];

/** Company list filter (talent side). */
export const COMPANY_FIELDS = ['Tech', 'NonTech'] as const satisfies readonly CompanyCategory[];

/** Talent list sorts offered to recruiters; values are the API's `sort` parameter. */
export const RECRUITER_SORTS = ['skill', 'freelance', 'fulltime'] as const;
export type RecruiterSort = (typeof RECRUITER_SORTS)[number];

/** Longest chat message (the API refuses longer ones). */
export const MESSAGE_MAX_LENGTH = 2000;

/** A remote chunk that has not arrived after this long is treated as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Delay before the page reloads after a profile photo is saved. */
export const PHOTO_RELOAD_DELAY_MS = 1500;

/** Landing testimonial slider. */
export const SLIDER_SPEED_MS = 300;
export const SLIDER_SPACING = 30;

/** Client-side hint only; the API enforces the real rule. */
export const PASSWORD_MIN_LENGTH = 8;

import { PASSWORD_MIN_LENGTH } from '../config/constants';

/*
 * The API's input rules (api/src/schemas/common.ts and the schema of each body) as the forms
 * check them before sending, so every form in every remote gives the same instant feedback
 * the server would give. field-rules.test.ts reads the schemas themselves and fails when the two
 * drift apart. The server stays the authority: what these let through is still checked there,
 * and its answer lands on the fields through applyServerErrors.
 */
export const FIELD_RULES = {
  /** A person's or a company's name, a job title, a city, a hire subject. */
  shortTextMax: 100,
  /** Descriptions, hire messages. */
  longTextMax: 2000,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: 128,
  emailMax: 254,
  /** Profile links (Instagram, GitHub, GitLab, LinkedIn, websites). */
  linkMax: 500,
} as const;

/** something@something.tld without spaces: the API's shape of an email. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 8-15 digits, optional leading +, single spaces or dashes between digits. */
export const PHONE_PATTERN = /^\+?(?:\d[ -]?){7,14}\d$/;

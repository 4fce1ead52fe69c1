// Building blocks shared by every route schema. Imports only `typebox`: the frontends
// read these types through `import type` from '@peworld/api/schemas'.
import { Type, type Static, type TSchema } from 'typebox';

/** A string that must be one of `values` (one `enum` keyword: clean errors and OpenAPI). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** Nullable in answers. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ROLES = ['talent', 'recruiter'] as const;
export const EMPLOYMENT_TYPES = ['freelance', 'full time'] as const;
export const COMPANY_CATEGORIES = ['Tech', 'NonTech'] as const;

export const Role = StringEnum(ROLES);
export type Role = Static<typeof Role>;
export const EmploymentType = StringEnum(EMPLOYMENT_TYPES, {
  errorMessage: "Employment type must be 'freelance' or 'full time'",
});
export type EmploymentType = Static<typeof EmploymentType>;
export const CompanyCategory = StringEnum(COMPANY_CATEGORIES, {
  errorMessage: "Category must be 'Tech' or 'NonTech'",
});
export type CompanyCategory = Static<typeof CompanyCategory>;

/**
 * Positive database id (PostgreSQL integer). Path ids are parsed before validation by the
 * id-params hook (src/lib/id-param.ts), so a non-canonical spelling never reaches this schema.
 */
export const MAX_ID = 2_147_483_647;
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

// ---- input fields (trimmed by the global preValidation hook, except passwords) ----
export const Email = Type.String({
  format: 'email',
  maxLength: 254,
  errorMessage: 'Email must be a valid email address',
});
export const Password = Type.String({
  minLength: 8,
  maxLength: 128,
  title: 'Password',
});
/** 8-15 digits, optional leading +, single spaces or dashes between digits (stripped before saving). */
export const Phone = Type.String({
  pattern: '^\\+?(?:[0-9][ -]?){7,14}[0-9]$',
  errorMessage: 'Phone must have 8 to 15 digits and may start with +',
});
/** Optional phone on edit forms: empty clears it. */
export const OptionalPhone = Type.String({
  pattern: '^(|\\+?(?:[0-9][ -]?){7,14}[0-9])$',
  errorMessage: 'Phone must have 8 to 15 digits and may start with +',
});
export const PersonName = (title: string) => Type.String({ minLength: 1, maxLength: 100, title });
/** Optional free text on edit forms: empty clears it. */
export const OptionalText = (title: string, maxLength: number) => Type.String({ maxLength, title });
/** http(s) link or empty (to clear). */
export const OptionalUrl = (title: string) =>
  Type.String({
    maxLength: 500,
    pattern: '^(|https?://[^\\s/$.?#][^\\s]*)$',
    title,
    errorMessage: `${title} must be a link starting with http:// or https://`,
  });

/**
 * A social account: a handle (`@name` or `name`), an http(s) link, or empty (to clear). Handles
 * and links to the service are stored as one canonical link (src/lib/social-links.ts).
 */
export const SocialAccount = (title: string) =>
  Type.String({
    maxLength: 500,
    pattern: '^(|@?[A-Za-z0-9._-]{1,100}|https?://[^\\s/$.?#][^\\s]*)$',
    title,
    errorMessage: `${title} must be a handle like @name or a link starting with http:// or https://`,
  });

// ---- pagination ----
/**
 * Lists take any page and limit: a value that is not a positive whole number falls back to the
 * default and one above the maximum is capped to it (src/lib/input-rules.ts, before validation).
 */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, title: 'Page' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, title: 'Limit' })),
};
export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

// ---- envelopes ----
export const FieldError = Type.Object({ field: Type.String(), message: Type.String() });
export type FieldError = Static<typeof FieldError>;

/**
 * Every failure: `message` for a banner, `errors` as sentences a client may print as they are
 * (never objects), and `fields` mapping a field to its message when the problem is at a field.
 */
export const ErrorResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  errors: Type.Array(Type.String(), { description: 'Every problem as a human-readable sentence' }),
  fields: Type.Optional(
    Type.Record(Type.String(), Type.String(), {
      description: 'Field name → message, for showing beside the input',
    }),
  ),
  requestId: Type.Optional(Type.String()),
  /** A machine-readable reason where a status alone is ambiguous (e.g. JOB_NOT_OPEN on 409). */
  code: Type.Optional(Type.String()),
});
export type ApiErrorBody = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object({ status: Type.Integer(), message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** `{ status, message, data }` */
export const DataEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), data });
/** `{ status, message, result }` */
export const ResultEnvelope = <T extends TSchema>(result: T) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), result });

/** Error answers every route may give; spread into `response`. */
export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
  500: ErrorResponse,
  503: ErrorResponse,
};

/** Timestamps go out as ISO strings. */
export const Timestamp = Type.String({ format: 'date-time' });

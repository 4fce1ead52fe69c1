import { Type, type Static } from 'typebox';
import {
  CompanyCategory,
  Nullable,
  OptionalPhone,
  OptionalText,
  SocialAccount,
  PageQuery,
  Pagination,
  ResultEnvelope,
  StringEnum,
  Timestamp,
} from './common.js';

export const Company = Type.Object({
  id_company: Type.Integer(),
  name: Type.String({ description: 'The person who registered the company' }),
  name_company: Type.String(),
  field_company: Nullable(Type.String()),
  category: Nullable(CompanyCategory),
  city: Nullable(Type.String()),
  address: Nullable(Type.String()),
  description: Nullable(Type.String()),
  email: Nullable(Type.String({ description: 'Public contact; null for anonymous callers' })),
  instagram: Nullable(Type.String()),
  phone: Nullable(Type.String({ description: 'null for anonymous callers' })),
  linkedin: Nullable(Type.String()),
  img_company: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Company = Static<typeof Company>;

export const COMPANY_SORTS = ['name', 'newest', 'city'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export const CompanyListQuery = Type.Object({
  company: Type.Optional(
    Type.String({
      maxLength: 100,
      title: 'Company',
      description: 'Words of the company name, its city ("Jogja" folds) or its field',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 100, title: 'Search', description: 'The same as `company`' }),
  ),
  field: Type.Optional(
    StringEnum(['Tech', 'NonTech', 'skill', ''] as const, {
      errorMessage: "Field must be 'Tech', 'NonTech' or 'skill'",
      description:
        "Tech / NonTech: the company category. skill (logged-in talent only): companies in fields where the talent's skills are used (see api/src/domains/companies/skill-fields.ts), best match first",
    }),
  ),
  sort: Type.Optional(
    StringEnum(['name', 'newest', 'city', ''] as const, {
      errorMessage: "Sort must be 'name', 'newest' or 'city'",
    }),
  ),
  ...PageQuery,
});
export type CompanyListQuery = Static<typeof CompanyListQuery>;

export const CompanyListResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  result: Type.Array(Company),
  pagination: Pagination,
});
export const CompanyResponse = ResultEnvelope(Company);

/** PATCH body: every field optional; an empty string clears an optional field. */
export const CompanyUpdateBody = Type.Object({
  name_company: Type.Optional(Type.String({ minLength: 1, maxLength: 100, title: 'Company name' })),
  field_company: Type.Optional(OptionalText('Field', 100)),
  category: Type.Optional(
    StringEnum(['Tech', 'NonTech', ''] as const, {
      errorMessage: "Category must be 'Tech' or 'NonTech'",
    }),
  ),
  city: Type.Optional(OptionalText('City', 100)),
  address: Type.Optional(OptionalText('Address', 255)),
  description: Type.Optional(OptionalText('Description', 2000)),
  email: Type.Optional(
    Type.String({
      maxLength: 254,
      pattern: '^(|[^\\s@]+@[^\\s@]+\\.[^\\s@]+)$',
      errorMessage: 'Email must be a valid email address',
    }),
  ),
  instagram: Type.Optional(SocialAccount('Instagram')),
  phone: Type.Optional(OptionalPhone),
  linkedin: Type.Optional(SocialAccount('LinkedIn')),
  /** multipart file; a Buffer once parsed */
  img_company: Type.Optional(Type.Unsafe<unknown>({ description: 'Image file (multipart only)' })),
});
export type CompanyUpdateBody = Static<typeof CompanyUpdateBody>;

import { FIELD_RULES, type Company } from '@peworld/shared-ui';
import type { RegisterOptions } from 'react-hook-form';
import type { UpdateCompanyPayload } from './api/update-company';

/** The 'Your Profile' form: field name = the API's field name. */
export const COMPANY_FIELDS = [
  'name_company',
  'field_company',
  'city',
  'description',
  'email',
  'instagram',
  'phone',
  'linkedin',
] as const;

export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;

export function valuesOf(company: Company): CompanyValues {
  return {
    name_company: company.name_company,
    field_company: company.field_company ?? '',
    city: company.city ?? '',
    description: company.description ?? '',
    email: company.email ?? '',
    instagram: company.instagram ?? '',
    phone: company.phone ?? '',
    linkedin: company.linkedin ?? '',
  };
}

/** Only the changed fields, trimmed (an emptied optional field is sent as '' to clear it). */
export function changedFields(values: CompanyValues, saved: CompanyValues): UpdateCompanyPayload {
  const payload: UpdateCompanyPayload = {};
  for (const field of COMPANY_FIELDS) {
    const next = values[field].trim();
    if (next !== saved[field].trim()) payload[field] = next;
  }
  return payload;
}

/**
 * The checks the server would refuse anyway, caught before sending (react-hook-form rules; the
 * limits are the API's, from shared-ui's FIELD_RULES): a catalog key per failed check.
 */
export function companyRules(
  field: CompanyField,
  t: (id: string) => string,
): RegisterOptions<CompanyValues, CompanyField> {
  if (field !== 'name_company') return {};
  return { validate: (value) => value.trim() !== '' || t('employer.companyField.nameRequired') };
}

/** Longest value the API takes for each field (the input stops there). */
export const COMPANY_MAX_LENGTH: Partial<Record<CompanyField, number>> = {
  name_company: FIELD_RULES.shortTextMax,
  field_company: FIELD_RULES.shortTextMax,
  city: FIELD_RULES.shortTextMax,
  description: FIELD_RULES.longTextMax,
  email: FIELD_RULES.emailMax,
  instagram: FIELD_RULES.linkMax,
  linkedin: FIELD_RULES.linkMax,
};

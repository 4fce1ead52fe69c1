import type { Company } from '@peworld/shared-ui';
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

/** Checks the server would refuse anyway, caught before sending: a catalog key per field. */
export function checkValues(values: CompanyValues): Partial<Record<CompanyField, string>> {
  const errors: Partial<Record<CompanyField, string>> = {};
  if (!values.name_company.trim()) errors.name_company = 'employer.companyField.nameRequired';
  return errors;
}

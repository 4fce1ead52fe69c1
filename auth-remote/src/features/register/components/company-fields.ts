import type { CompanyCategory } from '@peworld/shared-ui';

/*
 * Fields offered at employer sign-up (a select rather than free text, so the Tech/NonTech
 * category that talent filter companies by is predictable). The API stores the chosen
 * field and derives the category from its words (api/src/domains/companies/company-category.ts): every
 * Tech option below contains a word the API counts as technology, every NonTech one none.
 */
export interface CompanyFieldOption {
  value: string;
  category: CompanyCategory;
}

export const COMPANY_FIELD_OPTIONS: readonly CompanyFieldOption[] = [
  { value: 'Software Development', category: 'Tech' },
  { value: 'IT Services & Consulting', category: 'Tech' },
  { value: 'Fintech', category: 'Tech' },
  { value: 'E-commerce', category: 'Tech' },
  { value: 'Data & Artificial Intelligence', category: 'Tech' },
  { value: 'Cybersecurity', category: 'Tech' },
  { value: 'Telecommunications', category: 'Tech' },
  { value: 'Cloud Computing', category: 'Tech' },
  { value: 'Gaming', category: 'Tech' },
  { value: 'Digital Agency', category: 'Tech' },
  { value: 'Financial Services', category: 'NonTech' },
  { value: 'Retail', category: 'NonTech' },
  { value: 'Healthcare', category: 'NonTech' },
  { value: 'Education', category: 'NonTech' },
  { value: 'Manufacturing', category: 'NonTech' },
  { value: 'Logistics', category: 'NonTech' },
  { value: 'Hospitality & Tourism', category: 'NonTech' },
  { value: 'Media & Creative', category: 'NonTech' },
  { value: 'Other', category: 'NonTech' },
];

const CATEGORY_LABEL: Record<CompanyCategory, string> = { Tech: 'Tech', NonTech: 'Non-tech' };

export const companyFieldSelectOptions = COMPANY_FIELD_OPTIONS.map(({ value, category }) => ({
  value,
  label: `${value} (${CATEGORY_LABEL[category]})`,
}));

// Test data in the API's shapes (types from the API schemas through shared-ui).
import type { Company, TalentProfile } from '@peworld/shared-ui';

export const TALENT_ID = 11;

export function makeProfile(overrides: Partial<TalentProfile> = {}): TalentProfile {
  return {
    id_user: TALENT_ID,
    full_name: 'Louis Tomlinson',
    email: 'louis@example.com',
    phone: '081234567890',
    job_desk: 'Web Developer',
    employment_type: 'freelance',
    domicile: 'Jakarta',
    ig_account: null,
    github_account: 'https://github.com/louis',
    gitlab_account: null,
    description: 'I build web apps.',
    img_profile: null,
    role: 'talent',
    availability: 'open_to_work',
    available_from: null,
    expected_salary: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    skills: [
      { id: 1, id_user: TALENT_ID, skill_name: 'JavaScript' },
      { id: 2, id_user: TALENT_ID, skill_name: 'React' },
    ],
    experiences: [
      {
        id: 31,
        id_user: TALENT_ID,
        company_name: 'Tokopedia',
        job_position: 'Frontend Developer',
        day_in: '2022-03-01',
        day_out: null,
        description: 'Checkout pages',
      },
      {
        id: 30,
        id_user: TALENT_ID,
        company_name: 'Bukalapak',
        job_position: 'Intern',
        day_in: '2021-01-01',
        day_out: '2021-06-01',
        description: null,
      },
    ],
    educations: [
      {
        id: 41,
        id_user: TALENT_ID,
        school: 'Universitas Indonesia',
        degree: 'S1',
        field_of_study: 'Ilmu Komputer',
        start_year: 2016,
        end_year: 2020,
      },
    ],
    portfolio: [
      {
        id: 41,
        id_user: TALENT_ID,
        project_name: 'Shop',
        link_repository: 'https://github.com/louis/shop',
        images: [{ id: 1, filename: 'shop-1.webp' }],
      },
    ],
    ...overrides,
  };
}

export function profileAnswer(profile: TalentProfile = makeProfile()) {
  return { body: { status: 200, message: 'Talent profile', data: profile } };
}

export function makeCompany(id: number, overrides: Partial<Company> = {}): Company {
  return {
    id_company: id,
    name: 'Recruiter',
    name_company: `Company ${id}`,
    field_company: 'Software House',
    category: 'Tech',
    city: 'Bandung',
    address: null,
    description: 'We build software.',
    email: `hr${id}@example.com`,
    instagram: 'https://instagram.com/company',
    phone: '0221234567',
    linkedin: null,
    img_company: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function companiesAnswer(
  companies: Company[],
  page = 1,
  limit = 2,
  total = companies.length,
) {
  return {
    body: {
      status: 200,
      message: 'Companies found',
      result: companies,
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    },
  };
}

/** A failed answer naming one field, in the API's envelope (`errors` sentences, `fields` map). */
export function fieldFailure(status: number, field: string, message: string) {
  return {
    status,
    body: { status, message, errors: [message], fields: { [field]: message } },
  };
}

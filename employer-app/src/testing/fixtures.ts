import type { Company, TalentCard, TalentProfile } from '@peworld/shared-ui';

// Answers shaped like the API's, for page tests (used with mockApi).

export function talentCard(overrides: Partial<TalentCard> = {}): TalentCard {
  return {
    id_user: 7,
    full_name: 'Louis Tomlinson',
    job_desk: 'Web developer',
    domicile: 'Lorem ipsum',
    employment_type: 'freelance',
    img_profile: null,
    skills: ['PHP', 'JavaScript', 'HTML', 'React', 'Go'],
    matched_skills: [],
    match_count: 0,
    availability: 'open_to_offers',
    available_from: null,
    ...overrides,
  };
}

export function listAnswer(
  data: TalentCard[],
  {
    page = 1,
    limit = 2,
    total = data.length,
    totalCapped = false,
    searchTerms = Math.max(0, ...data.map((card) => card.match_count)),
  } = {},
) {
  return {
    body: {
      status: 200,
      message: 'Talent list',
      data,
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit), totalCapped },
      search_terms: searchTerms,
    },
  };
}

export function talentProfile(overrides: Partial<TalentProfile> = {}): TalentProfile {
  return {
    id_user: 7,
    full_name: 'Louis Tomlinson',
    email: null,
    phone: null,
    job_desk: 'Web developer',
    employment_type: 'freelance',
    domicile: 'Purwokerto, Jawa Tengah',
    ig_account: 'https://instagram.com/louis',
    github_account: 'https://github.com/louis',
    gitlab_account: null,
    description: 'Builds things for the web.',
    img_profile: null,
    role: 'talent',
    availability: 'open_to_work',
    available_from: null,
    expected_salary: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    skills: [
      { id: 1, id_user: 7, skill_name: 'Python' },
      { id: 2, id_user: 7, skill_name: 'Laravel' },
    ],
    experiences: [
      {
        id: 1,
        id_user: 7,
        company_name: 'Tokopedia',
        job_position: 'Engineer',
        day_in: '2019-07-01',
        day_out: '2021-01-31',
        description: 'Payments.',
      },
      {
        id: 2,
        id_user: 7,
        company_name: 'Gojek',
        job_position: 'Senior Engineer',
        day_in: '2021-02-01',
        day_out: null,
        description: null,
      },
    ],
    educations: [
      {
        id: 41,
        id_user: 7,
        school: 'Universitas Indonesia',
        degree: 'S1',
        field_of_study: 'Ilmu Komputer',
        start_year: 2016,
        end_year: 2020,
      },
    ],
    portfolio: [
      {
        id: 3,
        id_user: 7,
        project_name: 'Reminder app',
        link_repository: 'https://github.com/louis/reminder',
        images: [{ id: 9, filename: 'shot.webp' }],
      },
    ],
    ...overrides,
  };
}

export function profileAnswer(overrides: Partial<TalentProfile> = {}) {
  return { body: { status: 200, message: 'Talent', data: talentProfile(overrides) } };
}

export function company(overrides: Partial<Company> = {}): Company {
  return {
    id_company: 21,
    name: 'Dewi Lestari',
    name_company: 'PT Nusantara Digital Solusi',
    field_company: 'Financial',
    category: 'Tech',
    city: 'Jakarta',
    address: null,
    description: 'We build payment software.',
    email: 'hr@nusantara.id',
    instagram: null,
    phone: '0812345678',
    linkedin: null,
    img_company: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Makes `media.desktop` match (or not) for components that choose a layout in JS. */
export function setDesktop(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width: 768px') ? matches : !matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

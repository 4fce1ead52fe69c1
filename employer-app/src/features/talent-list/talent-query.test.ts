import {
  DEFAULT_TALENT_QUERY,
  readTalentQuery,
  toApiParams,
  writeTalentQuery,
} from './talent-query';

describe('talent list URL state', () => {
  it('round-trips search, category and page, leaving defaults out', () => {
    const query = {
      ...DEFAULT_TALENT_QUERY,
      search: 'React, Go',
      category: 'freelance' as const,
      page: 3,
    };
    const params = writeTalentQuery(query);
    expect(params.toString()).toBe('search=React%2C+Go&sort=freelance&page=3');
    expect(readTalentQuery(params)).toEqual(query);
    expect(writeTalentQuery(DEFAULT_TALENT_QUERY).toString()).toBe('');
  });

  it('falls back to defaults for values it does not know', () => {
    expect(
      readTalentQuery(
        new URLSearchParams(
          'sort=cheapest&page=-2&limit=7&order=price&type=intern&years=x&availability=soon,open_to_work&salary_min=-5',
        ),
      ),
    ).toEqual({ ...DEFAULT_TALENT_QUERY, availability: ['open_to_work'] });
    expect(readTalentQuery(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('maps the Kategori choice onto the API: skill sorts, freelance/fulltime narrow', () => {
    expect(toApiParams({ ...DEFAULT_TALENT_QUERY, search: 'Go', category: 'skill' })).toEqual({
      search: 'Go',
      sort: 'skill',
    });
    expect(toApiParams({ ...DEFAULT_TALENT_QUERY, search: '', category: 'freelance' })).toEqual({
      employment_type: 'freelance',
    });
    expect(toApiParams({ ...DEFAULT_TALENT_QUERY, search: '', category: 'fulltime' })).toEqual({
      employment_type: 'full time',
    });
  });

  it('round-trips the filters, order and page size, and maps them onto the API', () => {
    const query = {
      ...DEFAULT_TALENT_QUERY,
      search: 'Go',
      category: 'freelance' as const,
      order: 'location' as const,
      limit: 20 as const,
      city: 'Jogja',
      type: 'full time' as const,
      minYears: 3,
      availability: ['open_to_work' as const],
      salaryMin: 8_000_000,
      salaryMax: null,
    };
    expect(readTalentQuery(writeTalentQuery(query))).toEqual(query);
    // The order beats the Kategori's, the type filter its type.
    expect(toApiParams(query)).toEqual({
      search: 'Go',
      sort: 'location',
      employment_type: 'full time',
      city: 'Jogja',
      min_years: 3,
      availability: 'open_to_work',
      salary_min: 8_000_000,
    });
  });
});

import { readTalentQuery, toApiParams, writeTalentQuery } from './talent-query';

describe('talent list URL state', () => {
  it('round-trips search, category and page, leaving defaults out', () => {
    const query = { search: 'React, Go', category: 'freelance' as const, page: 3 };
    const params = writeTalentQuery(query);
    expect(params.toString()).toBe('search=React%2C+Go&sort=freelance&page=3');
    expect(readTalentQuery(params)).toEqual(query);
    expect(writeTalentQuery({ search: '', category: '', page: 1 }).toString()).toBe('');
  });

  it('falls back to defaults for values it does not know', () => {
    expect(readTalentQuery(new URLSearchParams('sort=cheapest&page=-2'))).toEqual({
      search: '',
      category: '',
      page: 1,
    });
    expect(readTalentQuery(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('maps the Kategori choice onto the API: skill sorts, freelance/fulltime narrow', () => {
    expect(toApiParams({ search: 'Go', category: 'skill' })).toEqual({
      search: 'Go',
      sort: 'skill',
    });
    expect(toApiParams({ search: '', category: 'freelance' })).toEqual({
      employment_type: 'freelance',
    });
    expect(toApiParams({ search: '', category: 'fulltime' })).toEqual({
      employment_type: 'full time',
    });
  });
});

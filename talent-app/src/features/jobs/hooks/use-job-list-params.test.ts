import { activeJobFilterCount, jobListQuery, readJobListParams } from './use-job-list-params';

const read = (query: string) => readJobListParams(new URLSearchParams(query));

it('reads every filter from the URL and writes the same URL back', () => {
  const query =
    'search=react&city=Bandung&type=full_time&mode=remote&salary=8000000&posted=7&sort=newest&limit=20&page=3';
  const params = read(query);
  expect(params).toEqual({
    search: 'react',
    city: 'Bandung',
    type: 'full_time',
    mode: 'remote',
    salaryMin: 8_000_000,
    posted: '7',
    sort: 'newest',
    page: 3,
    limit: 20,
  });
  expect(jobListQuery(params).toString()).toBe(query);
  expect(activeJobFilterCount(params)).toBe(5);
});

it('falls back to the defaults for unknown values and leaves defaults out of the URL', () => {
  const params = read('type=parttime&mode=moon&salary=-5&posted=2&sort=oldest&limit=7&page=0');
  expect(params).toEqual({
    search: '',
    city: '',
    type: '',
    mode: '',
    salaryMin: null,
    posted: '',
    sort: 'match',
    page: 1,
    limit: 10,
  });
  expect(jobListQuery(params).toString()).toBe('');
  expect(activeJobFilterCount(params)).toBe(0);
});

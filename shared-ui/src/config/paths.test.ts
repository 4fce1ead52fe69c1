import { paths } from './paths';

describe('paths', () => {
  it('keeps the spec routes', () => {
    expect(paths.landing.path).toBe('/');
    expect(paths.userLogin.path).toBe('/user-login');
    expect(paths.compRegist.path).toBe('/comp-regist');
    expect(paths.home.path).toBe('/home');
    expect(paths.notFound.path).toBe('/404');
  });

  it('builds links with ids', () => {
    expect(paths.talentProfile.getHref(12)).toBe('/home/profile-portofolio/12');
    expect(paths.companyProfile.getHref('7')).toBe('/home/profile-comp/7');
    expect(paths.hirePage.getHref(3)).toBe('/hire-page/3');
  });

  it('leads to jobs, filtered by a search when given', () => {
    expect(paths.jobs.getHref({ search: 'UI/UX Designer' })).toBe(
      '/jobs?search=UI%2FUX%20Designer',
    );
    expect(paths.jobs.getHref({ search: '' })).toBe('/jobs');
    expect(paths.job.getHref(5)).toBe('/jobs/5');
    expect(paths.applications.getHref()).toBe('/applications');
  });

  it('carries the reset token in the query string', () => {
    expect(paths.confirmPassword.getHref()).toBe('/confirm-password');
    expect(paths.confirmPassword.getHref('a b/c')).toBe('/confirm-password?token=a%20b%2Fc');
  });

  it('has a getHref matching every static path', () => {
    for (const route of Object.values(paths)) {
      if (!route.path.includes(':')) expect((route.getHref as () => string)()).toBe(route.path);
    }
  });
});

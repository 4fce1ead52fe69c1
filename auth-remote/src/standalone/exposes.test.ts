import federation from '../../module-federation.config';

// The shell loads these keys (shell/src/federation/remotes.d.ts); each must point at a page
// module in src/exposed/ whose default export is a component.
const CONTRACT = [
  './OptionLoginPage',
  './OptionRegistPage',
  './UserLoginPage',
  './CompanyLoginPage',
  './UserRegistPage',
  './CompanyRegistPage',
  './ResetPasswordPage',
  './ConfirmPasswordPage',
  './ConfirmPasswordLoginPage',
];

const exposes = Object.entries(federation.exposes as Record<string, string>);

describe('authRemote federation contract', () => {
  it('exposes exactly the pages the shell routes to', () => {
    expect(exposes.map(([key]) => key).sort()).toEqual([...CONTRACT].sort());
  });

  it.each(exposes)('%s is a page component in src/exposed/', async (_key, file) => {
    expect(file).toMatch(/^\.\/src\/exposed\/[a-z-]+\.tsx$/);
    const module = (await import(`../../${file.slice(2)}`)) as { default: unknown };
    expect(typeof module.default).toBe('function');
  });
});

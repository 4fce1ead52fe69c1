import { paths } from '@peworld/shared-ui';
import { renderWithProviders, makeTalentUser } from '@peworld/shared-ui/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import federation from '../../module-federation.config';

// Every key the shell may ask for must resolve to a page with a default export that renders
// on its own route (inside the providers the shell gives it, no Router or theme of its own).
const EXPECTED: Record<string, { route: string; path: string; title: string }> = {
  './CompanyListPage': {
    route: paths.home.getHref(),
    path: paths.home.path,
    title: 'Companies to explore',
  },
  './CompanyProfilePage': {
    route: paths.companyProfile.getHref(42),
    path: paths.companyProfile.path,
    title: 'Company profile',
  },
  './TalentEditPage': {
    route: paths.userEdit.getHref(),
    path: paths.userEdit.path,
    title: 'Edit your profile',
  },
  './MobileSearchPage': {
    route: paths.searchMobile.getHref(),
    path: paths.searchMobile.path,
    title: 'Search companies',
  },
};

const exposes = Object.entries(federation.exposes as Record<string, string>);

describe('talentApp exposed pages', () => {
  it('exposes exactly the pages of the federation contract', () => {
    expect(exposes.map(([key]) => key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(exposes)('%s renders its page with the remote build it came from', async (key, file) => {
    const expected = EXPECTED[key];
    if (!expected) throw new Error(`no expectation for ${key}`);
    const module = (await import(`../../${file.replace(/^\.\//, '')}`)) as {
      default: ComponentType;
    };
    const Page = module.default;
    renderWithProviders(<Page />, {
      route: expected.route,
      path: expected.path,
      user: makeTalentUser(),
    });
    expect(screen.getByRole('heading', { level: 1, name: expected.title })).toBeInTheDocument();
    expect(screen.getByTestId('remote-build')).toHaveTextContent(`talentApp v${__APP_VERSION__}`);
  });

  it('passes the route id to the company profile page', async () => {
    const { default: Page } = await import('./company-profile-page');
    renderWithProviders(<Page />, {
      route: paths.companyProfile.getHref(42),
      path: paths.companyProfile.path,
    });
    expect(screen.getByText('Company id: 42')).toBeInTheDocument();
  });
});

import { paths } from '@peworld/shared-ui';
import { renderWithProviders, makeRecruiterUser } from '@peworld/shared-ui/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import federation from '../../module-federation.config';

// Every key the shell may ask for must resolve to a page with a default export that renders
// on its own route (inside the providers the shell gives it, no Router or theme of its own).
const EXPECTED: Record<string, { route: string; path: string; title: string }> = {
  './TalentListPage': {
    route: paths.home.getHref(),
    path: paths.home.path,
    title: 'Talent to hire',
  },
  './TalentProfilePage': {
    route: paths.talentProfile.getHref(7),
    path: paths.talentProfile.path,
    title: 'Talent profile',
  },
  './HirePage': {
    route: paths.hirePage.getHref(7),
    path: paths.hirePage.path,
    title: 'Contact this talent',
  },
  './CompanyEditPage': {
    route: paths.compEdit.getHref(),
    path: paths.compEdit.path,
    title: 'Edit company profile',
  },
  './MobileSearchPage': {
    route: paths.searchMobile.getHref(),
    path: paths.searchMobile.path,
    title: 'Search talent',
  },
};

const exposes = Object.entries(federation.exposes as Record<string, string>);

describe('employerApp exposed pages', () => {
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
      user: makeRecruiterUser(),
    });
    expect(screen.getByRole('heading', { level: 1, name: expected.title })).toBeInTheDocument();
    expect(screen.getByTestId('remote-build')).toHaveTextContent(`employerApp v${__APP_VERSION__}`);
  });

  it('passes the route id to the hire page', async () => {
    const { default: Page } = await import('./hire-page');
    renderWithProviders(<Page />, { route: paths.hirePage.getHref(7), path: paths.hirePage.path });
    expect(screen.getByText('Talent id: 7')).toBeInTheDocument();
  });
});

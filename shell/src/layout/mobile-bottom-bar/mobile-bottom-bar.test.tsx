import { screen, within } from '@testing-library/react';
import { makeRecruiterUser, makeTalentUser, renderWithProviders } from '@peworld/shared-ui/testing';
import { MobileBottomBar } from './mobile-bottom-bar';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const tab = (name: string) => within(nav()).getByRole('link', { name });
const links = () => within(nav()).getAllByRole('link');

describe('MobileBottomBar', () => {
  it('links home, search, chat and the talent profile', () => {
    renderWithProviders(<MobileBottomBar />, { user: makeTalentUser(), route: '/home' });

    expect(tab('Home')).toHaveAttribute('href', '/home');
    expect(tab('Search')).toHaveAttribute('href', '/search-mobile');
    expect(tab('Chat')).toHaveAttribute('href', '/chat');
    expect(tab('Profile')).toHaveAttribute('href', '/user-edit');
  });

  it('sends a recruiter to the company edit page from the profile tab', () => {
    renderWithProviders(<MobileBottomBar />, { user: makeRecruiterUser(), route: '/home' });
    expect(tab('Profile')).toHaveAttribute('href', '/comp-edit');
  });

  it.each([
    ['/home', 'Home'],
    ['/home/profile-portofolio/7', 'Home'],
    ['/search-mobile', 'Search'],
    ['/chat', 'Chat'],
    ['/user-edit', 'Profile'],
  ])('marks the current tab on %s', (route, current) => {
    renderWithProviders(<MobileBottomBar />, { user: makeTalentUser(), route });

    const active = links().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(active).toHaveLength(1);
    expect(active[0]).toHaveTextContent(current);
  });

  it('has no active tab on a page outside the bar', () => {
    renderWithProviders(<MobileBottomBar />, { user: makeTalentUser(), route: '/hire-page/3' });
    links().forEach((link) => expect(link).not.toHaveAttribute('aria-current'));
  });

  it('is not rendered without a login', () => {
    renderWithProviders(<MobileBottomBar />, { route: '/home' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

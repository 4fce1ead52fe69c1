import { render, screen } from '@testing-library/react';
import { StandaloneHarness } from './standalone-harness';

const build = { name: 'employerApp', version: '2.0.1' };
const routes = [{ path: '/home/hire/:id', element: <h1>Hire page</h1> }];

// BrowserRouter reads the real (jsdom) location, as it does on the dev server.
function visit(url: string) {
  window.history.pushState({}, '', url);
}

describe('StandaloneHarness', () => {
  afterEach(() => visit('/'));

  it('mounts a page at its product URL', () => {
    visit('/home/hire/7');
    render(<StandaloneHarness build={build} routes={routes} links={[]} />);
    expect(screen.getByRole('heading', { name: 'Hire page' })).toBeInTheDocument();
  });

  it('shows the build and links to the pages on any other URL', () => {
    visit('/nowhere');
    render(
      <StandaloneHarness
        build={build}
        routes={routes}
        links={[{ label: 'Hire', href: '/home/hire/1' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'employerApp v2.0.1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hire' })).toHaveAttribute('href', '/home/hire/1');
  });

  it('renders the fallback instead of the landing page when given one', () => {
    visit('/');
    render(<StandaloneHarness build={build} routes={routes} fallback={<p>Go to login</p>} />);
    expect(screen.getByText('Go to login')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'employerApp v2.0.1' })).not.toBeInTheDocument();
  });
});

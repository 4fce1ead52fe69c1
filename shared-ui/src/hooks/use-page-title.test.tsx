import { render } from '@testing-library/react';
import { pageTitleStore, usePageTitle } from './use-page-title';

function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

afterEach(() => pageTitleStore.setState({ title: null }));

describe('usePageTitle', () => {
  it("names the page while it is shown, and gives the route's title back when it leaves", () => {
    const { rerender, unmount } = render(<Page title="Rizky Pratama" />);
    expect(pageTitleStore.getState().title).toBe('Rizky Pratama');
    rerender(<Page title="PT Awan Biru" />);
    expect(pageTitleStore.getState().title).toBe('PT Awan Biru');
    unmount();
    expect(pageTitleStore.getState().title).toBeNull();
  });

  it('leaves the title alone while the name is not known yet', () => {
    render(<Page title={null} />);
    expect(pageTitleStore.getState().title).toBeNull();
    render(<Page title="   " />);
    expect(pageTitleStore.getState().title).toBeNull();
  });

  it("does not clear the next page's title when the previous one leaves after it", () => {
    const first = render(<Page title="Rizky Pratama" />);
    render(<Page title="PT Awan Biru" />);
    first.unmount();
    expect(pageTitleStore.getState().title).toBe('PT Awan Biru');
  });
});

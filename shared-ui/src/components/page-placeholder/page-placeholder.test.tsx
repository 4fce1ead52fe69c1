import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { PagePlaceholder } from './page-placeholder';

const build = { name: 'talentApp', version: '1.4.2' };

describe('PagePlaceholder', () => {
  it('is a section named by its heading, with the feature and the build serving it', () => {
    renderWithProviders(
      <PagePlaceholder
        title="Edit company"
        feature="The company form fills this page."
        build={build}
      />,
    );
    const section = screen.getByRole('region', { name: 'Edit company' });
    expect(section).toHaveAttribute('data-remote-version', '1.4.2');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit company' })).toBeInTheDocument();
    expect(screen.getByText('The company form fills this page.')).toBeInTheDocument();
    expect(screen.getByTestId('remote-build')).toHaveTextContent('Served by talentApp v1.4.2');
  });

  it('shows the route detail only when there is one', () => {
    const { rerender } = renderWithProviders(
      <PagePlaceholder title="Hire" feature="Hire form." build={build} />,
    );
    expect(screen.queryByText('Talent id: 7')).not.toBeInTheDocument();
    rerender(
      <PagePlaceholder title="Hire" feature="Hire form." detail="Talent id: 7" build={build} />,
    );
    expect(screen.getByText('Talent id: 7')).toBeInTheDocument();
  });
});

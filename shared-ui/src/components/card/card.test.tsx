import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { theme } from '../../theme/theme';
import { Card } from './card';

describe('Card', () => {
  it('renders its content on a white, rounded surface', () => {
    renderWithProviders(
      <Card as="section" aria-label="Company">
        Pewpew Inc.
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Company' });
    expect(card).toHaveTextContent('Pewpew Inc.');
    expect(card).toHaveStyle({ background: theme.colors.surface, borderRadius: theme.radius });
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, the explanation and the action', () => {
    renderWithProviders(
      <EmptyState title="No talent found" action={<button type="button">Clear search</button>}>
        Try another skill.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'No talent found' })).toBeInTheDocument();
    expect(screen.getByText('Try another skill.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });
});

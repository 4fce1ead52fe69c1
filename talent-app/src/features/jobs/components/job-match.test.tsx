import { theme } from '@peworld/shared-ui';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { screen } from '@testing-library/react';
import { JobMatch } from './job-match';

// jsdom answers colours as rgb(): the theme's hex turned the same way.
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('JobMatch', () => {
  it('shows a match in the success colour with the matched skills', () => {
    renderWithProviders(
      <JobMatch match={{ matched: ['React', 'TypeScript'], count: 2, total: 3 }} />,
    );
    expect(screen.getByText('Matches 2/3 of your skills')).toHaveStyle({
      color: rgb(theme.colors.success),
    });
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
  });

  it('shows no skill in common in the muted colour, not as a match', () => {
    renderWithProviders(<JobMatch match={{ matched: [], count: 0, total: 5 }} />);
    const line = screen.getByText('Matches 0/5 of your skills');
    expect(line).toHaveStyle({ color: rgb(theme.colors.textMuted) });
    expect(line).not.toHaveStyle({ color: rgb(theme.colors.success) });
  });
});

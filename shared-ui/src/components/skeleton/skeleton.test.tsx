import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is decorative and takes the requested shape', () => {
    renderWithProviders(<Skeleton width={64} height="4rem" radius="50%" />);
    const block = screen.getByTestId('skeleton');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '64px', height: '4rem', borderRadius: '50%' });
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { ProgressBar } from './progress-bar';

it('exposes the progress as a clamped percentage', () => {
  const { rerender } = renderWithProviders(<ProgressBar value={0.426} label="Uploading photo" />);
  const bar = screen.getByRole('progressbar', { name: 'Uploading photo' });
  expect(bar).toHaveAttribute('aria-valuenow', '43');
  expect(screen.getByText('Uploading photo: 43%')).toBeInTheDocument();
  rerender(<ProgressBar value={3} label="Uploading photo" />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
});

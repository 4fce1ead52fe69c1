import { render, screen } from '@testing-library/react';
import { BellIcon } from './bell-icon';
import { LogoMark } from './logo-mark';
import { MailIcon } from './mail-icon';

describe('icons', () => {
  it('are hidden from assistive technology without a title', () => {
    const { container } = render(<BellIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('are named images with a title', () => {
    render(<MailIcon title="Messages" size={20} />);
    const icon = screen.getByRole('img', { name: 'Messages' });
    expect(icon).toHaveAttribute('width', '20');
  });
});

describe('LogoMark', () => {
  it('is an image named Peworld in either colourway', () => {
    const { rerender } = render(<LogoMark />);
    expect(screen.getByRole('img', { name: 'Peworld' })).toBeInTheDocument();
    rerender(<LogoMark variant="white" title="Peworld home" />);
    expect(screen.getByRole('img', { name: 'Peworld home' })).toBeInTheDocument();
  });
});

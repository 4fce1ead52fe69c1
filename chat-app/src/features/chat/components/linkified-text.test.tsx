import { render, screen } from '@testing-library/react';
import { LinkifiedText, splitLinks } from './linkified-text';

describe('LinkifiedText', () => {
  it('turns only http(s) links into anchors and leaves punctuation after them outside', () => {
    expect(splitLinks('See https://a.io/x, or javascript:alert(1).')).toEqual([
      { text: 'See ' },
      { text: 'https://a.io/x', href: 'https://a.io/x' },
      { text: ', or javascript:alert(1).' },
    ]);
  });

  it('renders markup as text and links with noopener noreferrer', () => {
    render(<LinkifiedText text={'<img src=x onerror=alert(1)> http://example.com'} />);
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'http://example.com' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});

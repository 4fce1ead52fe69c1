import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { Avatar } from './avatar';
import { colorForName, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Louis Tomlinson')).toBe('LT');
    expect(initialsOf('  niall   james horan ')).toBe('NH');
    expect(initialsOf('harry')).toBe('H');
    expect(initialsOf('')).toBe('?');
  });
});

describe('colorForName', () => {
  it('is stable for a name and varies between names', () => {
    expect(colorForName('Louis Tomlinson')).toBe(colorForName('louis tomlinson'));
    const colors = new Set(
      ['Ann', 'Bob', 'Cyd', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'].map(colorForName),
    );
    expect(colors.size).toBeGreaterThan(1);
  });
});

describe('Avatar', () => {
  it('shows the photo with the name as its text alternative', () => {
    renderWithProviders(<Avatar src="/uploads/images/a.webp" name="Louis Tomlinson" />);
    expect(screen.getByRole('img', { name: 'Louis Tomlinson' })).toHaveAttribute(
      'src',
      '/uploads/images/a.webp',
    );
  });

  it('shows generated initials on a colour derived from the name without a photo', () => {
    renderWithProviders(<Avatar src={null} name="Louis Tomlinson" size={64} />);
    const avatar = screen.getByRole('img', { name: 'Louis Tomlinson' });
    expect(avatar.tagName).not.toBe('IMG');
    expect(avatar).toHaveAttribute('data-initials', 'LT');
    expect(avatar).toHaveStyle({ width: '64px', background: colorForName('Louis Tomlinson') });
  });

  it('falls back to initials when the photo fails to load', () => {
    renderWithProviders(<Avatar src="/uploads/images/missing.webp" name="Harry Styles" />);
    fireEvent.error(screen.getByRole('img', { name: 'Harry Styles' }));
    expect(screen.getByRole('img', { name: 'Harry Styles' })).toHaveAttribute(
      'data-initials',
      'HS',
    );
  });
});

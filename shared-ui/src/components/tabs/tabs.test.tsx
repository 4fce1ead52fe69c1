import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { Tabs } from './tabs';

const items = [
  { id: 'portfolio', label: 'Portofolio' },
  { id: 'experience', label: 'Pengalaman kerja' },
  { id: 'skills', label: 'Skills' },
];

function Harness({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('portfolio');
  return (
    <Tabs
      label="Profile sections"
      idPrefix="profile"
      items={items}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a named tablist with the selected tab marked', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Portofolio');
    expect(selected).toHaveAttribute('id', 'profile-tab-portfolio');
    expect(selected).toHaveAttribute('aria-controls', 'profile-panel-portfolio');
  });

  it('selects a tab on click', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Skills' }));
    expect(onChange).toHaveBeenCalledWith('skills');
    expect(screen.getByRole('tab', { name: 'Skills' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has one tab stop and moves with arrows, wrapping, and Home/End', async () => {
    renderWithProviders(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Portofolio' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);

    await userEvent.keyboard('{ArrowRight}');
    const experience = screen.getByRole('tab', { name: 'Pengalaman kerja' });
    expect(experience).toHaveFocus();
    expect(experience).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Skills' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Portofolio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Skills' })).toHaveFocus();
  });
});

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

  it('scrolls the strip so the selected tab is in view, not cut off at the edge', () => {
    // jsdom has no layout: give the strip 100 px of view and the tabs 80 px each, side by side.
    const layout = (element: HTMLElement, values: Record<string, number>) => {
      for (const [key, value] of Object.entries(values))
        Object.defineProperty(element, key, { configurable: true, value });
    };
    const { rerender } = renderWithProviders(
      <Tabs label="Stages" items={items} value="portfolio" onChange={() => undefined} />,
    );
    const list = screen.getByRole('tablist');
    layout(list, { offsetLeft: 0, clientWidth: 100 });
    screen
      .getAllByRole('tab')
      .forEach((tab, index) => layout(tab, { offsetLeft: index * 80, offsetWidth: 80 }));
    rerender(<Tabs label="Stages" items={items} value="skills" onChange={() => undefined} />);
    expect(list.scrollLeft).toBe(140);
    rerender(<Tabs label="Stages" items={items} value="portfolio" onChange={() => undefined} />);
    expect(list.scrollLeft).toBe(0);
  });
});

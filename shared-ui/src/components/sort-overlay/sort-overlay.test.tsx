import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { SortOverlay } from './sort-overlay';

const OPTIONS = [
  { value: 'name', label: 'By name' },
  { value: 'skill', label: 'By skill' },
] as const;

function Harness({ onChange }: { onChange: (sort: string) => void }) {
  const [sort, setSort] = useState<'name' | 'skill' | ''>('');
  return (
    <SortOverlay
      value={sort}
      options={OPTIONS}
      buttonLabel="Sort"
      legend="Sort talent"
      onChange={(next) => {
        setSort(next);
        onChange(next);
      }}
    />
  );
}

describe('SortOverlay', () => {
  it('opens a group of radios, takes a choice, closes and gives focus back', async () => {
    const chosen: string[] = [];
    renderWithProviders(<Harness onChange={(sort) => chosen.push(sort)} />);
    const button = screen.getByRole('button', { name: 'Sort' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Sort talent' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'By skill' }));

    expect(chosen).toEqual(['skill']);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(screen.getByRole('radio', { name: 'By skill' })).toBeChecked();
  });

  it('closes on Escape with focus on the button, and on a press outside', async () => {
    renderWithProviders(<Harness onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Sort' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

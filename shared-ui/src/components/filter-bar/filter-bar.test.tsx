import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { FilterBar, type FilterBarProps } from './filter-bar';

/** matchMedia answering whether the screen is phone-wide (media.mobile: max-width 767px). */
function setPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width: 767px') ? phone : !phone,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function renderBar(props: Partial<FilterBarProps> = {}) {
  const onApply = jest.fn();
  const onClear = jest.fn();
  renderWithProviders(
    <FilterBar
      label="Filters"
      active={0}
      toggleLabel="Filter"
      applyLabel="Apply filters"
      clearLabel="Clear filters"
      onApply={onApply}
      onClear={onClear}
      extra={
        <label>
          Per page
          <select defaultValue="10">
            <option>10</option>
          </select>
        </label>
      }
      {...props}
    >
      <label>
        City
        <input defaultValue="" />
      </label>
    </FilterBar>,
  );
  return { onApply, onClear, user: userEvent.setup() };
}

describe('FilterBar', () => {
  it('on a wide screen shows the form at once, no toggle; Apply and Enter apply', async () => {
    setPhone(false);
    const { onApply, user } = renderBar();
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Bandung{Enter}');
    expect(onApply).toHaveBeenCalledTimes(2);
    expect(form).toContainElement(screen.getByRole('combobox', { name: 'Per page' }));
  });

  it('offers Clear only while a filter is on', async () => {
    setPhone(false);
    const { onClear, user } = renderBar({ active: 2, clearLabel: 'Clear filters (2)' });
    await user.click(screen.getByRole('button', { name: 'Clear filters (2)' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('has no Clear without an active filter', () => {
    setPhone(false);
    renderBar();
    expect(screen.queryByRole('button', { name: /Clear/ })).not.toBeInTheDocument();
  });

  it('on a phone folds the form behind its toggle and keeps what was typed while folded', async () => {
    setPhone(true);
    const { user } = renderBar({ active: 1, toggleLabel: 'Filter (1 active)' });
    const toggle = screen.getByRole('button', { name: 'Filter (1 active)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Jogja');
    await user.click(toggle);
    expect(screen.queryByRole('form', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Jogja');
  });
});

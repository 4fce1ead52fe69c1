import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { SelectField } from './select-field';

const options = [
  { value: 'freelance', label: 'Freelance' },
  { value: 'full time', label: 'Full time' },
];

describe('SelectField', () => {
  it('lists the options under its label and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <SelectField
        label="Employment type"
        options={options}
        placeholder="Choose one"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Employment type' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose one',
      'Freelance',
      'Full time',
    ]);
    await userEvent.selectOptions(select, 'Full time');
    expect(select).toHaveValue('full time');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows an error linked to the select', () => {
    renderWithProviders(<SelectField label="Type" options={options} error="Choose a type" />);
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a type');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties its label to the input and passes input props through', async () => {
    const onChange = jest.fn();
    renderWithProviders(<TextField label="Email" type="email" name="email" onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
    expect(onChange).toHaveBeenCalled();
  });

  it('uses the given id', () => {
    renderWithProviders(<TextField label="Phone" id="phone" />);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('id', 'phone');
  });

  it('shows an error under the field and links it with aria-describedby', () => {
    renderWithProviders(
      <TextField label="Email" error="Email is already registered" hint="We never share it" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Email is already registered');
    expect(screen.getByText('Email is already registered')).toBeVisible();
  });

  it('is valid and undescribed without error or hint', () => {
    renderWithProviders(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('gives two fields distinct ids', () => {
    renderWithProviders(
      <>
        <TextField label="First" />
        <TextField label="Second" />
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });
});

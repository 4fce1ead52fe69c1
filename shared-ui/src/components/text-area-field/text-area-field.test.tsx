import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is a labelled multi-line input', async () => {
    renderWithProviders(<TextAreaField label="Description" />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'Line one{enter}Line two');
    expect(area).toHaveValue('Line one\nLine two');
  });

  it('shows an error linked to the field', () => {
    renderWithProviders(<TextAreaField label="Message" error="Message is required" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Message is required');
  });
});

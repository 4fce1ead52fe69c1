import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { Chip } from './chip';

describe('Chip', () => {
  it('shows its text without a remove button by default', () => {
    renderWithProviders(<Chip>JavaScript</Chip>);
    expect(screen.getByText('JavaScript')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a named remove button when removable', async () => {
    const onRemove = jest.fn();
    renderWithProviders(<Chip onRemove={onRemove}>Golang</Chip>);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Golang' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('names the remove button in the page language', async () => {
    const onRemove = jest.fn();
    renderWithProviders(<Chip onRemove={onRemove}>Golang</Chip>, { locale: 'id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Golang' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('names the remove button of a chip without plain text', async () => {
    renderWithProviders(
      <Chip onRemove={() => undefined}>
        <strong>PHP</strong>
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('accepts a custom remove label', () => {
    renderWithProviders(
      <Chip onRemove={() => undefined} removeLabel="Delete skill PHP">
        <strong>PHP</strong>
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'Delete skill PHP' })).toBeInTheDocument();
  });
});

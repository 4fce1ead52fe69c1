import type { Portfolio } from '@peworld/shared-ui';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortfolioGrid } from './portfolio-grid';

const PROJECTS: Portfolio[] = [
  {
    id: 1,
    id_user: 7,
    project_name: 'Kasir Elixir',
    link_repository: null,
    images: [
      { id: 11, filename: 'one.webp' },
      { id: 12, filename: 'two.webp' },
      { id: 13, filename: 'three.webp' },
    ],
  },
  {
    id: 2,
    id_user: 7,
    project_name: 'Solo',
    link_repository: null,
    images: [{ id: 21, filename: 'solo.webp' }],
  },
];

function shownImage() {
  return within(screen.getByRole('dialog')).getByRole('img');
}

it('pages through every image of a project with the buttons, announcing "2 / 3"', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PortfolioGrid items={PROJECTS} />);
  await user.click(screen.getByRole('button', { name: 'Open the images of Kasir Elixir' }));
  const dialog = screen.getByRole('dialog', { name: 'Kasir Elixir' });
  expect(shownImage()).toHaveAccessibleName('Kasir Elixir, image 1 of 3');
  expect(shownImage()).toHaveAttribute('src', expect.stringMatching(/one\.webp$/));
  const position = within(dialog).getByText('1 / 3');
  expect(position).toHaveAttribute('aria-live', 'polite');
  // The focus starts on "Next": Enter, Enter walks the project.
  expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(within(dialog).getByText('2 / 3')).toBe(position);
  expect(shownImage()).toHaveAttribute('src', expect.stringMatching(/two\.webp$/));
  await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
  expect(shownImage()).toHaveAccessibleName('Kasir Elixir, image 3 of 3');
  // Past the last image comes the first again, so the buttons are never disabled.
  await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
  expect(position).toHaveTextContent('1 / 3');
  await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
  expect(position).toHaveTextContent('3 / 3');
});

it('pages with the arrow keys, and a project opened again starts at its first image', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PortfolioGrid items={PROJECTS} />);
  await user.click(screen.getByRole('button', { name: 'Open the images of Kasir Elixir' }));
  await user.keyboard('{ArrowRight}');
  expect(shownImage()).toHaveAccessibleName('Kasir Elixir, image 2 of 3');
  await user.keyboard('{ArrowRight}');
  expect(shownImage()).toHaveAccessibleName('Kasir Elixir, image 3 of 3');
  await user.keyboard('{ArrowLeft}');
  expect(shownImage()).toHaveAccessibleName('Kasir Elixir, image 2 of 3');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open the images of Kasir Elixir' }));
  expect(shownImage()).toHaveAccessibleName('Kasir Elixir, image 1 of 3');
});

it('shows a single image without paging controls', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PortfolioGrid items={PROJECTS} />);
  await user.click(screen.getByRole('button', { name: 'Open the images of Solo' }));
  const dialog = screen.getByRole('dialog', { name: 'Solo' });
  expect(shownImage()).toHaveAccessibleName('Solo');
  expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(shownImage()).toHaveAccessibleName('Solo');
});

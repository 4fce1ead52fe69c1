import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { SkillCombobox } from './skill-combobox';
import { currentTerm, replaceCurrentTerm, splitTerms } from './skill-terms';

const SUGGESTIONS: Record<string, { skill_name: string; count: number }[]> = {
  ja: [
    { skill_name: 'Java', count: 12 },
    { skill_name: 'JavaScript', count: 30 },
  ],
  re: [
    { skill_name: 'React', count: 20 },
    { skill_name: 'Redux', count: 4 },
  ],
};

function mockSuggest() {
  return mockApi({
    'GET /api/skills/suggest': (_request, _params, url) => ({
      body: {
        status: 200,
        message: 'ok',
        data: SUGGESTIONS[url.searchParams.get('q')?.toLowerCase() ?? ''] ?? [],
      },
    }),
  });
}

function Harness({
  multiple = false,
  onSubmit = jest.fn(),
}: {
  multiple?: boolean;
  onSubmit?: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <SkillCombobox label="Skill" value={value} onChange={setValue} multiple={multiple} />
    </form>
  );
}

describe('SkillCombobox', () => {
  it('suggests skills for the typed text and takes one with the keyboard', async () => {
    const api = mockSuggest();
    const onSubmit = jest.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Skill' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(input, 'ja');
    const listbox = await screen.findByRole('listbox', { name: 'Skill suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Java12',
      'JavaScript30',
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 suggestions'));

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /JavaScript/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);

    // Enter takes the highlighted suggestion instead of submitting the form.
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('JavaScript');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    // With the list closed, Enter submits as usual.
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('JavaScript');
    // Debounced: one request for "ja", not one per key.
    expect(
      api.requests('GET /api/skills/suggest').map((r) => new URL(r.url).searchParams.get('q')),
    ).toEqual(['ja']);
  });

  it('wraps with ArrowUp, closes on Escape and takes a clicked option', async () => {
    mockSuggest();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Skill' });
    await userEvent.type(input, 're');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /Redux/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('re');

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: /React/ }));
    expect(input).toHaveValue('React');
    expect(input).toHaveFocus();
  });

  it('in a comma list completes only the last term and does not offer chosen skills', async () => {
    mockApi({
      'GET /api/skills/suggest': {
        body: {
          status: 200,
          message: 'ok',
          data: [
            { skill_name: 'Java', count: 1 },
            { skill_name: 'JavaScript', count: 2 },
          ],
        },
      },
    });
    renderWithProviders(<Harness multiple />);
    const input = screen.getByRole('combobox', { name: 'Skill' });
    await userEvent.type(input, 'Java, ja');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Java, JavaScript');
  });

  it('says so when nothing matches', async () => {
    mockSuggest();
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Skill' }), 'zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching skills'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('skill terms', () => {
  it('splits, reads and replaces the term being typed', () => {
    expect(splitTerms(' Java, ,React ')).toEqual(['Java', 'React']);
    expect(currentTerm('Java, Re')).toBe('Re');
    expect(replaceCurrentTerm('Java ,Re', 'React')).toBe('Java, React');
    expect(replaceCurrentTerm('', 'Go')).toBe('Go');
  });
});

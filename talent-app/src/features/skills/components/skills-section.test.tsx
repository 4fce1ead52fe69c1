import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldFailure, makeProfile } from '../../../testing/fixtures';
import { SkillsSection } from './skills-section';

const suggestions = { body: { status: 200, message: 'ok', data: [] } };

function renderSection() {
  return renderWithProviders(<SkillsSection profile={makeProfile()} />, { user: makeTalentUser() });
}

it('shows the skills as chips and adds a typed skill with Enter', async () => {
  const api = mockApi({
    'GET /api/skills/suggest': suggestions,
    'POST /api/users-skills': {
      status: 201,
      body: {
        status: 201,
        message: 'Skil added!',
        data: { id: 3, id_user: 11, skill_name: 'Vue' },
      },
    },
  });
  const user = userEvent.setup();
  renderSection();
  expect(screen.getByRole('list', { name: 'Your skills' })).toHaveTextContent('JavaScriptReact');
  await user.type(screen.getByRole('combobox', { name: 'Skill' }), 'vuejs{Enter}');
  expect(await screen.findByText('Skill added!')).toBeInTheDocument();
  const [request] = api.requests('POST /api/users-skills');
  expect(await request!.json()).toEqual({ skill_name: 'vuejs' });
  expect(screen.getByRole('combobox', { name: 'Skill' })).toHaveValue('');
});

it("shows the server's duplicate message at the field (an alias of a skill you have)", async () => {
  mockApi({
    'GET /api/skills/suggest': suggestions,
    'POST /api/users-skills': fieldFailure(409, 'skill_name', 'React is already in your skills'),
  });
  const user = userEvent.setup();
  renderSection();
  const input = screen.getByRole('combobox', { name: 'Skill' });
  await user.type(input, 'reactjs');
  await user.click(screen.getByRole('button', { name: 'Add skill' }));
  expect(await screen.findByText('React is already in your skills')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveValue('reactjs');
});

it("shows the server's skill cap at the field and keeps what was typed", async () => {
  const cap = 'You can list at most 50 skills. Remove one to add another.';
  mockApi({
    'GET /api/skills/suggest': suggestions,
    'POST /api/users-skills': fieldFailure(409, 'skill_name', cap),
  });
  const user = userEvent.setup();
  renderSection();
  const input = screen.getByRole('combobox', { name: 'Skill' });
  await user.type(input, 'Elixir{Enter}');
  expect(await screen.findByText(cap)).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(cap);
  expect(input).toHaveValue('Elixir');
  expect(screen.queryByText('Skill added!')).not.toBeInTheDocument();
});

it('refuses an exact duplicate without a call', async () => {
  const api = mockApi({ 'GET /api/skills/suggest': suggestions });
  const user = userEvent.setup();
  renderSection();
  await user.type(screen.getByRole('combobox', { name: 'Skill' }), 'javascript{Enter}');
  expect(await screen.findByText('JavaScript is already in your skills')).toBeInTheDocument();
  expect(screen.queryByText('Skill added!')).not.toBeInTheDocument();
  expect(api.requests('POST /api/users-skills')).toHaveLength(0);
});

it('says what is missing when Add is clicked on an empty field', async () => {
  const api = mockApi({ 'GET /api/skills/suggest': suggestions });
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Add skill' }));
  const field = screen.getByRole('combobox', { name: 'Skill' });
  expect(field).toHaveAccessibleDescription('Type a skill to add, e.g. JavaScript');
  expect(api.requests('POST /api/users-skills')).toHaveLength(0);
});

it('removes a skill with its chip button', async () => {
  const api = mockApi({
    'DELETE /api/users-skills/:id': { body: { status: 200, message: 'Skill deleted' } },
  });
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Remove React' }));
  expect(await screen.findByText('Skill removed: React')).toBeInTheDocument();
  expect(api.requests('DELETE /api/users-skills/:id')[0]!.url).toMatch(/users-skills\/2$/);
});

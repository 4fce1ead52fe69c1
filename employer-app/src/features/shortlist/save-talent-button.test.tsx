import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entryAnswer, shortlistAnswer, shortlistEntry } from '../../testing/shortlist-fixtures';
import { SaveTalentButton } from './save-talent-button';

/** A scripted shortlist that the PUT and DELETE change, as the API's does. */
function shortlistApi(initial: number[]) {
  const kept = new Set(initial);
  const api = mockApi({
    'GET /api/shortlist': () =>
      shortlistAnswer([...kept].map((id) => shortlistEntry({ id_user: id }))),
    'PUT /api/shortlist/:id': (_request, params) => {
      kept.add(Number(params.id));
      return entryAnswer(shortlistEntry({ id_user: Number(params.id) }), 201);
    },
    'DELETE /api/shortlist/:id': (_request, params) => {
      kept.delete(Number(params.id));
      return { body: { status: 200, message: 'Removed from shortlist' } };
    },
  });
  return { api, kept };
}

function renderButton() {
  return renderWithProviders(<SaveTalentButton idUser={7} name="Louis Tomlinson" />, {
    user: makeRecruiterUser(),
  });
}

describe('SaveTalentButton', () => {
  it('saves a talent who is not kept, then shows it pressed', async () => {
    const { api, kept } = shortlistApi([]);
    renderButton();
    const button = await screen.findByRole('button', { name: 'Save Louis Tomlinson' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(api.requests('PUT /api/shortlist/:id')).toHaveLength(1);
    expect(kept.has(7)).toBe(true);
    expect(await screen.findByText('Louis Tomlinson is in your shortlist')).toBeInTheDocument();
  });

  it('takes a kept talent out again', async () => {
    const { api, kept } = shortlistApi([7]);
    renderButton();
    const button = await screen.findByRole('button', { name: 'Save Louis Tomlinson' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(api.requests('DELETE /api/shortlist/:id')).toHaveLength(1);
    expect(kept.has(7)).toBe(false);
  });

  it('says why a save failed', async () => {
    mockApi({
      'GET /api/shortlist': shortlistAnswer([]),
      'PUT /api/shortlist/:id': {
        status: 404,
        body: { status: 404, message: 'Talent not found' },
      },
    });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Save Louis Tomlinson' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Talent not found')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

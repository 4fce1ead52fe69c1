import { paths } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import federation from '../../module-federation.config';

// The federation contract: every key the shell asks for resolves to a default-exported page
// that renders on its routes inside the providers the shell gives (no router, theme or
// QueryClient of its own), with its own message catalog.
const EXPECTED: Record<string, { routes: { route: string; path: string }[]; heading: string }> = {
  './ChatPage': {
    routes: [
      { route: paths.chat.getHref(), path: paths.chat.path },
      { route: paths.chatConversation.getHref(7), path: paths.chatConversation.path },
    ],
    heading: 'Chat',
  },
};

const exposes = federation.exposes as Record<string, string>;
const envelope = (extra: Record<string, unknown>) => ({ status: 200, message: 'ok', ...extra });

beforeEach(() => {
  mockApi({
    'GET /api/conversations': { body: envelope({ data: [], unread: 0 }) },
    'GET /api/conversations/:id': { status: 404, body: { status: 404, message: 'Not found' } },
    'GET /api/conversations/:id/messages': {
      status: 404,
      body: { status: 404, message: 'Not found' },
    },
  });
});

describe('chatApp exposed pages', () => {
  it('exposes exactly the pages of the federation contract', () => {
    expect(Object.keys(exposes).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const cases = Object.entries(exposes).flatMap(([key, file]) =>
    (EXPECTED[key]?.routes ?? []).map(({ route, path }) => ({ key, file, route, path })),
  );
  it.each(cases)('$key renders on $route', async ({ key, file, route, path }) => {
    const module = (await import(`../../${file.replace(/^\.\//, '')}`)) as {
      default: ComponentType;
    };
    renderWithProviders(<module.default />, { route, path, user: makeTalentUser() });
    expect(
      await screen.findByRole('heading', { level: 2, name: EXPECTED[key]!.heading }),
    ).toBeInTheDocument();
  });
});

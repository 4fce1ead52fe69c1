import { sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ownProfileCache } from '../../../testing/own-profile-cache';
import { useRemovePortfolioImage } from './remove-portfolio-image';

beforeEach(() => sessionStore.getState().login(makeTalentUser({ id_user: 11 })));

it('useRemovePortfolioImage refreshes the profile even when the server refuses', async () => {
  const api = mockApi({
    'DELETE /api/users-portfolio/:id/images/:imageId': {
      status: 400,
      body: { status: 400, message: 'A portfolio entry keeps at least one image' },
    },
  });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useRemovePortfolioImage(), {
    wrapper: queryWrapper(cache.client),
  });
  const failure = await act(() =>
    result.current.mutateAsync({ id: 9, imageId: 2 }).catch((error: unknown) => error),
  );
  expect(failure).toMatchObject({ status: 400 });
  expect(
    new URL(api.requests('DELETE /api/users-portfolio/:id/images/:imageId')[0]!.url).pathname,
  ).toBe('/api/users-portfolio/9/images/2');
  await waitFor(() => expect(cache.stale().ownProfile).toBe(true));
});

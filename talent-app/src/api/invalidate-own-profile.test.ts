import { sessionStore, talentKeys } from '@peworld/shared-ui';
import { makeTalentUser } from '@peworld/shared-ui/testing';
import { ownProfileCache } from '../testing/own-profile-cache';
import { invalidateOwnProfile } from './invalidate-own-profile';

it("marks the logged-in talent's profile and the talent lists stale, not other profiles", async () => {
  sessionStore.getState().login(makeTalentUser({ id_user: 11 }));
  const cache = ownProfileCache(11);
  await invalidateOwnProfile(cache.client);
  expect(cache.stale()).toEqual({
    ownProfile: true,
    otherProfile: false,
    lists: true,
    skills: false,
  });
});

it('also refreshes skill suggestions after a skill change', async () => {
  sessionStore.getState().login(makeTalentUser({ id_user: 11 }));
  const cache = ownProfileCache(11);
  await invalidateOwnProfile(cache.client, { skills: true });
  expect(cache.stale().skills).toBe(true);
});

it('without a stored login every profile is refreshed (the owner is unknown here)', async () => {
  const cache = ownProfileCache(11);
  await invalidateOwnProfile(cache.client);
  expect(cache.stale()).toMatchObject({ ownProfile: true, otherProfile: true });
  expect(cache.client.getQueryState(talentKeys.detail(11))?.isInvalidated).toBe(true);
});

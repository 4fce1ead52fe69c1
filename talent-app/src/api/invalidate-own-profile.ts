import { sessionStore, skillKeys, talentKeys, type QueryClient } from '@peworld/shared-ui';

/**
 * After a talent changes their skills, experience or portfolio: their profile and every
 * talent list (cards show skills) are refetched. The API takes the owner from the session,
 * so the owner here is the logged-in user too.
 */
export function invalidateOwnProfile(client: QueryClient, { skills = false } = {}) {
  const id = sessionStore.getState().user?.id_user;
  const jobs = [
    client.invalidateQueries({ queryKey: talentKeys.lists() }),
    id === undefined
      ? client.invalidateQueries({ queryKey: talentKeys.details() })
      : client.invalidateQueries({ queryKey: talentKeys.detail(id) }),
  ];
  if (skills) jobs.push(client.invalidateQueries({ queryKey: skillKeys.all }));
  return Promise.all(jobs);
}

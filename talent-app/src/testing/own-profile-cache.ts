import { skillKeys, talentKeys, type QueryClient } from '@peworld/shared-ui';
import { createTestQueryClient } from '@peworld/shared-ui/testing';

const OTHER_TALENT = 12;

/**
 * A cache holding what a talent's own change should refresh (their profile, a talent list,
 * skill suggestions) and what it must leave alone (another talent's profile), for the
 * mutation tests of the edit page's calls.
 */
export function ownProfileCache(ownId: number) {
  const client: QueryClient = createTestQueryClient();
  client.setQueryData(talentKeys.detail(ownId), { data: {} });
  client.setQueryData(talentKeys.detail(OTHER_TALENT), { data: {} });
  client.setQueryData([...talentKeys.lists(), { search: 'go' }], { data: [] });
  client.setQueryData(skillKeys.suggest('re'), { data: [] });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return {
    client,
    /** Which of the cached entries a write marked stale. */
    stale: () => ({
      ownProfile: invalidated(talentKeys.detail(ownId)),
      otherProfile: invalidated(talentKeys.detail(OTHER_TALENT)),
      lists: invalidated([...talentKeys.lists(), { search: 'go' }]),
      skills: invalidated(skillKeys.suggest('re')),
    }),
  };
}

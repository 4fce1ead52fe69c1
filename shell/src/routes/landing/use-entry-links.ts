import { paths, useSession } from '@peworld/shared-ui/core';

// Where the landing page's calls to action lead: straight to the main list when a login is
// stored, otherwise to the matching login (employers find talent, talent find work).
export function useEntryLinks() {
  const { isLoggedIn } = useSession();
  return {
    findTalent: isLoggedIn ? paths.home.getHref() : paths.compLogin.getHref(),
    findWork: isLoggedIn ? paths.home.getHref() : paths.userLogin.getHref(),
    startNow: isLoggedIn ? paths.home.getHref() : paths.optionRegist.getHref(),
  };
}

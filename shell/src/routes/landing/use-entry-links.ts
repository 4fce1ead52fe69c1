import { paths, useSession } from '@peworld/shared-ui/core';

// Where the landing page's calls to action lead: straight to the main list when a login is
// stored, otherwise to the matching login (employers find talent, talent find work). A talent
// finds work in the job list (issue 32); a recruiter has no job search, so /home.
export function useEntryLinks() {
  const { isLoggedIn, isRecruiter } = useSession();
  const jobs = (search?: string) => {
    if (!isLoggedIn) return paths.userLogin.getHref();
    return isRecruiter ? paths.home.getHref() : paths.jobs.getHref({ search });
  };
  return {
    findTalent: isLoggedIn ? paths.home.getHref() : paths.compLogin.getHref(),
    findWork: jobs(),
    /** A Top Jobs chip: the job list searched for that role. */
    jobSearch: jobs,
    startNow: isLoggedIn ? paths.home.getHref() : paths.optionRegist.getHref(),
  };
}

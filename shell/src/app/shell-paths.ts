import { paths } from '@peworld/shared-ui/core';

/** The ops page's URL (its own sign-in; outside the frame). */
export const OPS_PATH = '/ops';

/**
 * The URLs the shell serves itself; a remote declaring one of them is refused (logged). Every
 * other page of the product is a route a remote declares (docs/decisions/060).
 */
export const SHELL_PATHS: readonly string[] = [paths.landing.path, paths.notFound.path, OPS_PATH];

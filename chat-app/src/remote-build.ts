import type { RemoteBuild } from '@peworld/shared-ui';

/** This build, as its pages and standalone harness name it (constants set by DefinePlugin). */
export const REMOTE_BUILD: RemoteBuild = { name: __APP_NAME__, version: __APP_VERSION__ };

// @peworld/shared-ui/core: the part of shared-ui a first visit needs (theme, buttons, icons,
// paths, the session store, toasts, the remote-page frame), without the API client (ky) or
// the query layer (TanStack Query). Only the shell imports it, for the code of its guest
// pages; everything else imports '@peworld/shared-ui', whose index re-exports these same
// modules. In the shell's build both resolve to the same module files, so there is still one
// session store, one toast context and one theme (see docs/decisions/051).

// Theme
export { theme, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { media } from './theme/media';
export { ThemeRoot } from './theme/theme-root';

// Components a guest page renders
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button/button';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastTone,
} from './components/toast/toast-provider';
export { Avatar, type AvatarProps } from './components/avatar/avatar';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export type { IconProps } from './components/icons/svg-icon';
export { LogoMark, type LogoMarkProps } from './components/icons/logo-mark';
export { ChevronLeftIcon } from './components/icons/chevron-left-icon';
export { ChevronRightIcon } from './components/icons/chevron-right-icon';
export { MailIcon } from './components/icons/mail-icon';
export { SearchIcon } from './components/icons/search-icon';
export { CheckIcon } from './components/icons/check-icon';

// Types only (erased from the bundle)
export type * from './api/types';

// Session
export { SESSION_STORAGE_KEY, sessionStore, type SessionState } from './session/session-store';
export { useSession, type Session } from './session/use-session';
export { forgetReturnPath, readReturnPath, rememberReturnPath } from './session/return-path';
export { pageTitleStore, usePageTitle } from './hooks/use-page-title';

// Config
export { paths } from './config/paths';
export { CHUNK_TIMEOUT_MS, SLIDER_SPEED_MS, SLIDER_SPACING } from './config/constants';

// Federation frame around remote pages
export {
  REMOTE_NEEDS_UPDATE,
  RemoteBoundary,
  type RemoteBoundaryProps,
} from './federation/remote-boundary';
export { PageSkeleton, type PageSkeletonProps } from './federation/page-skeleton';

// Language (docs/decisions/057-i18n.md)
export * from './i18n';

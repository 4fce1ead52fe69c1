// @peworld/shared-ui public API. Named exports only; anything not listed here is private.
import { registerIntlRuntime } from './i18n/intl-loader';
import { intlOf } from './i18n/intl-runtime';

// react-intl comes with the index, so remote pages and the logged-in frame format at once; a
// guest's first visit loads only the core, which does without it (docs/decisions/057-i18n.md).
registerIntlRuntime(intlOf);

// Theme
export { theme, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { media } from './theme/media';
export { ThemeRoot } from './theme/theme-root';

// Components
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button/button';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export {
  SortOverlay,
  type SortOption,
  type SortOverlayProps,
} from './components/sort-overlay/sort-overlay';
export { PasswordField, type PasswordFieldProps } from './components/password-field/password-field';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './components/select-field/select-field';
export {
  TextAreaField,
  type TextAreaFieldProps,
} from './components/text-area-field/text-area-field';
export { Card } from './components/card/card';
export { Avatar, type AvatarProps } from './components/avatar/avatar';
export { Chip, type ChipProps } from './components/chip/chip';
export { Tabs, type TabItem, type TabsProps } from './components/tabs/tabs';
export { Pagination, type PaginationProps } from './components/pagination/pagination';
export { FilterBar, type FilterBarProps } from './components/filter-bar/filter-bar';
export { Banner, type BannerProps, type BannerTone } from './components/banner/banner';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastTone,
} from './components/toast/toast-provider';
export { Modal, type ModalProps } from './components/modal/modal';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state';
export {
  SkillCombobox,
  SUGGEST_DEBOUNCE_MS,
  type SkillComboboxProps,
} from './components/skill-combobox/skill-combobox';
export {
  splitTerms,
  currentTerm,
  replaceCurrentTerm,
} from './components/skill-combobox/skill-terms';
export {
  PagePlaceholder,
  type PagePlaceholderProps,
} from './components/page-placeholder/page-placeholder';

// Uploads, password and unsaved-changes pieces (talent and company edit pages)
export { ImagePicker, type ImagePickerProps } from './components/image-picker/image-picker';
export { IMAGE_TYPES, MAX_IMAGE_BYTES, imageProblem } from './components/image-picker/image-rules';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar/progress-bar';
export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
} from './components/password-change-form/password-change-form';
export { useUnsavedChangesWarning } from './hooks/use-unsaved-changes-warning';

// Icons
export type { IconProps } from './components/icons/svg-icon';
export { LogoMark, type LogoMarkProps } from './components/icons/logo-mark';
export { BellIcon } from './components/icons/bell-icon';
export { MailIcon } from './components/icons/mail-icon';
export { HomeIcon } from './components/icons/home-icon';
export { SearchIcon } from './components/icons/search-icon';
export { UserIcon } from './components/icons/user-icon';
export { ChevronLeftIcon } from './components/icons/chevron-left-icon';
export { ChevronRightIcon } from './components/icons/chevron-right-icon';
export { EyeIcon } from './components/icons/eye-icon';
export { EyeOffIcon } from './components/icons/eye-off-icon';
export { MapPinIcon } from './components/icons/map-pin-icon';
export { PhoneIcon } from './components/icons/phone-icon';
export { GithubIcon } from './components/icons/github-icon';
export { InstagramIcon } from './components/icons/instagram-icon';
export { GitlabIcon } from './components/icons/gitlab-icon';
export { LinkedinIcon } from './components/icons/linkedin-icon';
export { CloseIcon } from './components/icons/close-icon';
export { CheckIcon } from './components/icons/check-icon';
export { SendIcon } from './components/icons/send-icon';
export { EditIcon } from './components/icons/edit-icon';

// API client: the typed client (paths, parameters and answers generated from the API's
// OpenAPI document by `npm run api:types`) over the one HTTP client (ky). A remote keeps its
// own calls beside its hooks (features/<x>/api/); these are what more than one app uses.
export { api } from './api/typed-client';
export type { ApiAnswer, ApiBody, ApiPath, ApiQuery } from './api/api-types';
export { answerOf, type CallOptions } from './api/calls/request';
export { saveLanguage } from './api/calls/save-language';
export { ApiError, toApiError, fieldErrors, errorDetails } from './api/api-error';
export { uploadWithProgress, type UploadOptions } from './api/upload-with-progress';
export { imageUrl } from './api/image-url';
export type * from './api/types';

// Server state (TanStack Query): one client for the shell and every remote. Apps use
// TanStack Query through these re-exports: one copy, so every hook finds the shell's client.
export { queryClient, createAppQueryClient, DEFAULT_STALE_TIME_MS } from './query/query-client';
export { QueryProvider, type QueryProviderProps } from './query/query-provider';
export { WithQueryClient, type WithQueryClientProps } from './query/with-query-client';
export {
  useQueryClient,
  useQuery,
  useInfiniteQuery,
  useMutation,
  keepPreviousData,
  type QueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
export {
  talentKeys,
  companyKeys,
  skillKeys,
  sessionKeys,
  jobKeys,
  applicationKeys,
} from './query/query-keys';
export { compactParams } from './query/compact-params';
export { nextPageOf } from './query/next-page';
export { useTalent, parseId } from './query/use-talent';
export { useCompany } from './query/use-company';
export { useSkillSuggestions } from './query/use-skill-suggestions';
export { useSessionCheck, patchSessionUser } from './query/use-session-check';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useMessagePreview, type MessagePreview } from './hooks/use-message-preview';
// Conversations, hire lifecycle, notifications: the shell's chat, bell and live events.
export { conversationKeys, notificationKeys } from './query/conversation-keys';
export { useConversations, useConversation } from './query/use-conversations';
export {
  useMessages,
  flattenMessages,
  addMessageToThread,
  MESSAGE_PAGE_SIZE,
  type MessagePage,
} from './query/use-messages';
export {
  useSendMessage,
  useOpenConversation,
  useMarkConversationRead,
  useUpdateHireStatus,
  applyNewMessage,
} from './query/use-conversation-mutations';
export {
  useNotifications,
  useMarkNotificationsRead,
  useNotificationSettings,
  useUpdateNotificationSettings,
  NOTIFICATION_LIMIT,
} from './query/use-notifications';
export {
  applyLiveMessage,
  applyLiveRead,
  applyLiveJobEvent,
  LIVE_JOB_EVENTS,
  refreshAfterReconnect,
} from './query/apply-live-event';
export { startReading } from './query/reading-threads';

// Session
export { SESSION_STORAGE_KEY, sessionStore, type SessionState } from './session/session-store';
export { useSession, type Session } from './session/use-session';
export { forgetReturnPath, readReturnPath, rememberReturnPath } from './session/return-path';
export { pageTitleStore, usePageTitle } from './hooks/use-page-title';

// Config
export { paths } from './config/paths';
export {
  PAGE_LIMIT,
  ROLES,
  EMPLOYMENT_TYPES,
  COMPANY_FIELDS,
  RECRUITER_SORTS,
  type RecruiterSort,
  CHUNK_TIMEOUT_MS,
  MESSAGE_MAX_LENGTH,
  PHOTO_RELOAD_DELAY_MS,
  SLIDER_SPEED_MS,
  SLIDER_SPACING,
  PASSWORD_MIN_LENGTH,
} from './config/constants';

// Federation [platform]
export {
  REMOTE_NEEDS_UPDATE,
  RemoteBoundary,
  type RemoteBoundaryProps,
} from './federation/remote-boundary';
export { PageSkeleton, type PageSkeletonProps } from './federation/page-skeleton';
export type { RemoteBuild } from './federation/remote-build';
export {
  StandaloneHarness,
  type StandaloneHarnessProps,
  type StandaloneLink,
  type StandaloneRoute,
} from './federation/standalone-harness';

// Pre-rendered forms submitted before hydration
export { earlySubmitHoldSource, takeHeldSubmit } from './forms/early-submit';

// Forms (react-hook-form in every remote): the API's input rules and its field errors on fields
export { EMAIL_PATTERN, FIELD_RULES, PHONE_PATTERN } from './forms/field-rules';
export {
  applyServerErrors,
  type ApplyServerErrorsOptions,
  type ServerErrorsResult,
} from './forms/apply-server-errors';

// Language (docs/decisions/057-i18n.md)
export * from './i18n';

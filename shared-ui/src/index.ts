// @peworld/shared-ui public API. Named exports only; anything not listed here is private.

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
export {
  useUnsavedChangesWarning,
  UNSAVED_CHANGES_MESSAGE,
} from './hooks/use-unsaved-changes-warning';
export { uploadWithProgress, type UploadOptions } from './api/upload-with-progress';
export { updateUserPhoto } from './api/calls/update-user-photo';
export { updateCompanyLogo } from './api/calls/update-company-logo';
export { uploadPortfolio } from './api/calls/upload-portfolio';
export { updatePortfolio, type UpdatePortfolioPayload } from './api/calls/update-portfolio';
export { uploadPortfolioImages, removePortfolioImage } from './api/calls/portfolio-images';

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

// API client
export { apiClient } from './api/client';
export { ApiError, toApiError, fieldErrors, errorDetails } from './api/api-error';
export { imageUrl } from './api/image-url';
export type * from './api/types';
export { loginUser, type LoginPayload, type LoginResponse } from './api/calls/login-user';
export { loginCompany } from './api/calls/login-company';
export {
  registerUser,
  type RegisterUserPayload,
  type RegisterResponse,
} from './api/calls/register-user';
export { registerCompany, type RegisterCompanyPayload } from './api/calls/register-company';
export { logoutRequest } from './api/calls/logout-request';
export { getMe, type MeResponse } from './api/calls/get-me';
export { changePassword, type ChangePasswordPayload } from './api/calls/change-password';
export {
  requestPasswordReset,
  type PasswordResetPayload,
} from './api/calls/request-password-reset';
export {
  confirmPasswordReset,
  type ConfirmPasswordResetPayload,
  type ConfirmPasswordResetResponse,
} from './api/calls/confirm-password-reset';
export { getUsers, type GetUsersParams, type GetUsersResponse } from './api/calls/get-users';
export { getUser, type GetUserResponse } from './api/calls/get-user';
export {
  updateUser,
  type UpdateUserPayload,
  type UpdateUserResponse,
} from './api/calls/update-user';
export {
  getSkillSuggestions,
  type GetSkillSuggestionsParams,
  type GetSkillSuggestionsResponse,
} from './api/calls/get-skill-suggestions';
export {
  getCompanies,
  type GetCompaniesParams,
  type GetCompaniesResponse,
} from './api/calls/get-companies';
export { getCompany, type GetCompanyResponse } from './api/calls/get-company';
export {
  updateCompany,
  type UpdateCompanyPayload,
  type UpdateCompanyResponse,
} from './api/calls/update-company';
export { addSkill, type AddSkillPayload, type AddSkillResponse } from './api/calls/add-skill';
export { deleteSkill } from './api/calls/delete-skill';
export {
  addExperience,
  type ExperiencePayload,
  type ExperienceResponse,
} from './api/calls/add-experience';
export { updateExperience } from './api/calls/update-experience';
export { deleteExperience } from './api/calls/delete-experience';
export { addPortfolio, type AddPortfolioResponse } from './api/calls/add-portfolio';
export { deletePortfolio } from './api/calls/delete-portfolio';
export { sendHire, type SendHirePayload, type SendHireResponse } from './api/calls/send-hire';
export { getHireRequests, type GetHireRequestsResponse } from './api/calls/get-hire-requests';
// Conversations, hire lifecycle, notifications (issue 10).
export { getConversations, type GetConversationsResponse } from './api/calls/get-conversations';
export { getConversation, type GetConversationResponse } from './api/calls/get-conversation';
export { getMessages, type GetMessagesResponse } from './api/calls/get-messages';
export { sendMessage, type SendMessageResponse } from './api/calls/send-message';
export { openConversation, type OpenConversationResponse } from './api/calls/open-conversation';
export {
  markConversationRead,
  type MarkConversationReadResponse,
} from './api/calls/mark-conversation-read';
export { updateHireStatus, type UpdateHireStatusResponse } from './api/calls/update-hire-status';
export { getNotifications, type GetNotificationsResponse } from './api/calls/get-notifications';
export {
  markNotificationsRead,
  type MarkNotificationsReadResponse,
} from './api/calls/mark-notifications-read';
export {
  getNotificationSettings,
  type NotificationSettingsResponse,
} from './api/calls/get-notification-settings';
export { updateNotificationSettings } from './api/calls/update-notification-settings';
export { getHealth } from './api/calls/get-health';

// Server state (TanStack Query): one client for the shell and every remote
export { queryClient, createAppQueryClient, DEFAULT_STALE_TIME_MS } from './query/query-client';
export { QueryProvider, type QueryProviderProps } from './query/query-provider';
export { WithQueryClient, type WithQueryClientProps } from './query/with-query-client';
export { talentKeys, companyKeys, skillKeys, hireKeys, sessionKeys } from './query/query-keys';
export { useTalentList, useInfiniteTalentList } from './query/use-talent-list';
export { useTalent, parseId } from './query/use-talent';
export { useCompanyList, useInfiniteCompanyList } from './query/use-company-list';
export { useCompany } from './query/use-company';
export { useSkillSuggestions } from './query/use-skill-suggestions';
export { useHireRequests } from './query/use-hire-requests';
export { conversationKeys, notificationKeys } from './query/conversation-keys';
export { useConversations, useConversation } from './query/use-conversations';
export {
  useMessages,
  flattenMessages,
  addMessageToThread,
  MESSAGE_PAGE_SIZE,
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
export { applyLiveMessage, applyLiveRead, refreshAfterReconnect } from './query/apply-live-event';
export { startReading } from './query/reading-threads';
export { useSessionCheck, patchSessionUser } from './query/use-session-check';
export { useSendHire } from './query/use-send-hire';
export { useUpdateCompany, useUpdateCompanyLogo } from './query/use-update-company';
export { useUpdateUser } from './query/use-update-user';
export { useAddSkill, useDeleteSkill } from './query/use-skill-mutations';
export {
  useAddExperience,
  useUpdateExperience,
  useDeleteExperience,
} from './query/use-experience-mutations';
export { useAddPortfolio, useDeletePortfolio } from './query/use-portfolio-mutations';
export { invalidateOwnProfile } from './query/invalidate-own-profile';
export { useChangePassword } from './query/use-change-password';
export { useDebouncedValue } from './hooks/use-debounced-value';
// Escape hatch for pages with their own queries; the QueryClient is still the shared one.
export { useQueryClient, useQuery, useMutation, keepPreviousData } from '@tanstack/react-query';

// Session
export { SESSION_STORAGE_KEY, sessionStore, type SessionState } from './session/session-store';
export { useSession, type Session } from './session/use-session';

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
export { RemoteBoundary, type RemoteBoundaryProps } from './federation/remote-boundary';
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

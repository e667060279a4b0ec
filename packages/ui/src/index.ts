export { cn } from './lib/cn';
export { formatLongDate, madridToday } from './lib/format';

// Primitives
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export {
  IconButton,
  iconButtonVariants,
  type IconButtonProps,
} from './components/icon-button/icon-button';
export { Link, linkVariants, NEW_TAB_HINT, type LinkProps } from './components/link/link';
export { Badge, badgeVariants, type BadgeProps } from './components/badge/badge';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
  cardVariants,
  type CardProps,
  type CardTitleProps,
} from './components/card/card';
export {
  Table,
  TableHeader,
  TableBody,
  TableFooter,
  TableRow,
  TableHead,
  TableCell,
  TableCaption,
  tableVariants,
  DataTable,
  sortRows,
  type TableProps,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSort,
  type SortDirection,
  type SortValue,
} from './components/table/table';
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  tabsListVariants,
  tabsTriggerVariants,
  type TabsListProps,
} from './components/tabs/tabs';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  dialogContentVariants,
  type DialogContentProps,
} from './components/dialog/dialog';
export {
  ConfirmDialog,
  CONFIRM_FALLBACK_ERROR,
  type ConfirmDialogProps,
} from './components/confirm-dialog/confirm-dialog';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  dropdownMenuItemVariants,
  type DropdownMenuItemProps,
} from './components/dropdown-menu/dropdown-menu';
export { Avatar, initials, avatarVariants, type AvatarProps } from './components/avatar/avatar';
export {
  ToastProvider,
  useToast,
  toastVariants,
  type ToastOptions,
  type ToastVariant,
  type ToastApi,
  type ToastProviderProps,
} from './components/toast/toast';
export {
  Alert,
  AlertTitle,
  AlertDescription,
  alertVariants,
  type AlertProps,
} from './components/alert/alert';
export { Skeleton, skeletonVariants, type SkeletonProps } from './components/skeleton/skeleton';
export {
  EmptyState,
  emptyStateVariants,
  type EmptyStateProps,
} from './components/empty-state/empty-state';
export {
  ErrorState,
  errorStateVariants,
  type ErrorStateProps,
} from './components/error-state/error-state';
export {
  Pagination,
  paginationRange,
  paginationItemVariants,
  type PaginationProps,
  type PaginationItem,
} from './components/pagination/pagination';
export {
  Tooltip,
  TooltipProvider,
  TooltipTrigger,
  TooltipContent,
  tooltipContentVariants,
  type TooltipContentProps,
} from './components/tooltip/tooltip';
export { Spinner, spinnerVariants, type SpinnerProps } from './components/spinner/spinner';

// Forms
export {
  Input,
  controlVariants,
  type InputProps,
  type ControlVariants,
} from './components/input/input';
export { Textarea, textareaVariants, type TextareaProps } from './components/textarea/textarea';
export {
  Select,
  SelectRoot,
  SelectTrigger,
  SelectValue,
  SelectContent,
  SelectItem,
  SelectGroup,
  SelectLabel,
  SelectSeparator,
  type SelectProps,
  type SelectTriggerProps,
  type SelectOption,
} from './components/select/select';
export {
  NumberInput,
  clampMessage,
  clampNumber,
  parseNumber,
  type NumberInputProps,
  type NumberClamp,
} from './components/number-input/number-input';
export {
  DateInput,
  toDateInputValue,
  type DateInputProps,
} from './components/date-input/date-input';
export { Checkbox, checkboxVariants, type CheckboxProps } from './components/checkbox/checkbox';
export {
  RadioGroup,
  RadioGroupItem,
  radioVariants,
  type RadioGroupProps,
  type RadioGroupItemProps,
} from './components/radio-group/radio-group';
export { Switch, switchVariants, type SwitchProps } from './components/switch/switch';
export {
  Field,
  firstError,
  type FieldProps,
  type FieldControlProps,
  type FieldError,
} from './components/field/field';
export {
  FileInput,
  checkImageFile,
  describeAccept,
  formatBytes,
  matchesAccept,
  DEFAULT_IMAGE_ACCEPT,
  type FileInputProps,
} from './components/file-input/file-input';

// Patterns
export {
  StatusBadge,
  statusStyles,
  PROPOSAL_STATUSES,
  APPLICATION_STATUSES,
  type StatusBadgeProps,
  type Status,
  type ProposalStatus,
  type ApplicationStatus,
} from './patterns/status-badge/status-badge';
export { PageHeader, type PageHeaderProps } from './patterns/page-header/page-header';
export {
  AppShell,
  TopNav,
  SideNav,
  MobileBottomBar,
  UserMenu,
  type AppShellProps,
  type TopNavProps,
  type SideNavProps,
  type MobileBottomBarProps,
  type UserMenuProps,
  type NavItem,
  type ShellUser,
  type LinkTarget,
  type RenderLink,
} from './patterns/app-shell/app-shell';
export { LoadingScreen, type LoadingScreenProps } from './patterns/loading-screen/loading-screen';
export {
  ConnectionBanner,
  UNREACHABLE_DESCRIPTION,
  UNREACHABLE_TITLE,
  type ConnectionBannerProps,
} from './patterns/connection-banner/connection-banner';
export { ConnectionStatus } from './patterns/connection-banner/connection-status';
export {
  UpdateRequiredModal,
  UPDATE_REQUIRED_MESSAGE,
  UPDATE_REQUIRED_VERSION,
  type UpdateRequiredModalProps,
} from './patterns/update-required-modal/update-required-modal';

// Site
export {
  PublicNav,
  PUBLIC_NAV_LINKS,
  TRANSPARENT_NAV_PATHS,
  type PublicNavProps,
  type PublicNavStyle,
  type PublicNavCheck,
} from './site/public-nav/public-nav';
export {
  appStoreFor,
  APP_STORE_LINKS,
  type AppStoreLinks,
  type AppStoreForOptions,
} from './site/public-nav/app-store';
export {
  throttle,
  isPastWave,
  menuStaggerDelay,
  createMenuReveal,
  subscribeThrottled,
  NAV_SCROLL_THROTTLE_MS,
  NAV_STYLE_THRESHOLD_PX,
  MENU_REVEAL_DELAY_MS,
  MENU_STAGGER_BASE_MS,
  MENU_STAGGER_STEP_MS,
  type Throttled,
  type MenuReveal,
  type MenuRevealState,
} from './site/public-nav/timing';
export {
  useThrottledScroll,
  type UseThrottledScrollOptions,
} from './site/public-nav/use-throttled-scroll';
export { useMenuReveal, type MenuRevealApi } from './site/public-nav/use-menu-reveal';
export { Footer, FOOTER_LINKS, CONTACT_EMAIL, type FooterProps } from './site/footer/footer';

// Public site pages
export {
  HomePage,
  EXAMPLE_COLLABORATIONS,
  type HomePageProps,
  type ExampleCollaboration,
} from './site/pages/home-page';
export {
  AboutPage,
  FOUNDERS,
  EXPANSION,
  type AboutPageProps,
  type Founder,
  type ExpansionCity,
} from './site/pages/about-page';
export {
  BrandsPage,
  BRAND_BENEFITS,
  BRAND_FAQ,
  type BrandsPageProps,
} from './site/pages/brands-page';
export {
  CreatorsPage,
  CREATOR_BENEFITS,
  CREATOR_FAQ,
  type CreatorsPageProps,
} from './site/pages/creators-page';
export {
  RoadmapPage,
  ROADMAP,
  formatMonth,
  type RoadmapPageProps,
  type Roadmap,
  type Milestone,
  type MilestoneStatus,
} from './site/pages/roadmap-page';
export {
  PitchDeckPage,
  PITCH_SLIDES,
  type PitchDeckPageProps,
  type PitchSlide,
} from './site/pages/pitch-deck-page';
export {
  PrivacyPolicyPage,
  type PrivacyPolicyPageProps,
  type DataController,
} from './site/pages/privacy-policy-page';
export { RedirectPage, type RedirectPageProps } from './site/pages/redirect-page';
export { TestPage, type TestPageProps } from './site/pages/test-page';
export { HERO_WAVE_ID } from './site/sections/hero-wave';
export { APP_STORE_LABEL, GOOGLE_PLAY_LABEL } from './site/sections/store-links';
export type { SitePageProps } from './site/sections/site-link';

// Features
export * from './features/public-proposal/public-proposal-view';
export * from './features/public-proposal/public-proposal-page';

// Account access: password reset, accepting an invitation, /debug-auth.
export {
  PasswordResetScreen,
  type PasswordResetScreenProps,
} from './features/account-access/password-reset-screen';
export {
  RequestResetLinkView,
  SetNewPasswordView,
  type RequestResetLinkViewProps,
  type SetNewPasswordViewProps,
} from './features/account-access/password-reset-view';
export {
  AcceptInvitationScreen,
  type AcceptInvitationScreenProps,
  type AcceptInvitationSession,
} from './features/account-access/accept-invitation-screen';
export {
  AcceptInvitationView,
  InvitationCodeView,
  type AcceptInvitationViewProps,
  type InvitationCodeViewProps,
} from './features/account-access/accept-invitation-view';
export {
  DebugAuthScreen,
  type DebugAuthScreenProps,
} from './features/account-access/debug-auth-screen';
export { DebugAuthView, type DebugAuthViewProps } from './features/account-access/debug-auth-view';
export { maskToken, TOKEN_VISIBLE_CHARACTERS } from './features/account-access/debug-auth';
export { parseInvitationToken } from './features/account-access/invitation';

// Sign-in and registration: /login and /app-login.
export {
  LoginScreen,
  AppLoginScreen,
  type SignInScreenProps,
} from './features/sign-in/login-screen';
export {
  LoginScreenView,
  AppLoginScreenView,
  isSignInMode,
  SIGN_IN_MODES,
  type SignInMode,
  type SignInScreenViewProps,
} from './features/sign-in/sign-in-screen-views';
export {
  SignInForm,
  type SignInFormProps,
  type SignInValues,
} from './features/sign-in/sign-in-form';
export {
  RegisterForm,
  type RegisterFormProps,
  type RegisterValues,
} from './features/sign-in/register-form';
export { SignInOptions, type SignInOptionsProps } from './features/sign-in/sign-in-options';
export { SignInLayout, type SignInLayoutProps } from './features/sign-in/sign-in-layout';
export {
  loginErrorMessage,
  registrationErrors,
  LOGIN_FALLBACK_ERROR,
  REGISTRATION_FALLBACK_ERROR,
  REGISTRATION_SUCCESS_MESSAGE,
  APP_LOGIN_HEADLINE,
} from './features/sign-in/sign-in-messages';
export type { LoginResponse } from './features/sign-in/use-sign-in-flow';

// Settings: each role's profile, password and (creators) social profile.
export * from './features/settings';

// The brand area: dashboard and proposals list.
export * from './features/brand-home';
export {
  BrandProposalScreen,
  type BrandProposalScreenProps,
} from './features/brand-proposal/brand-proposal-screen';
export {
  BrandProposalView,
  BRAND_PROPOSAL_NOT_FOUND_MESSAGE,
  type BrandProposalViewProps,
  type BrandProposalState,
} from './features/brand-proposal/brand-proposal-view';
export {
  ApplicationsTable,
  APPLICATION_ACCEPTED_MESSAGE,
  APPLICATION_REJECTED_LABEL,
  DEAL_CREATED_LABEL,
  type ApplicationsTableProps,
  type ApplicationsTableState,
} from './features/brand-proposal/applications-table';
export {
  ApplicationsTableContainer,
  type ApplicationsTableContainerProps,
} from './features/brand-proposal/applications-table-container';
export { tasksCompletedLabel, isTaskCompleted } from './features/brand-proposal/tasks-completed';
export { MediaLibrary, type MediaLibraryProps } from './features/media-library/media-library';
export {
  MediaLibraryView,
  checkMediaFile,
  type MediaLibraryViewProps,
  type MediaItem,
} from './features/media-library/media-library-view';
// The proposal form, shared by the brand and admin areas.
export {
  ProposalForm,
  PROPOSAL_IMAGE_MAX_BYTES,
  type ProposalFormProps,
} from './features/proposal-form/proposal-form';
export {
  ProposalFormScreen,
  PROPOSAL_LOAD_FAILED_MESSAGE,
  type ProposalFormScreenProps,
} from './features/proposal-form/proposal-form-screen';
export {
  toProposalPayload,
  proposalFormSchema,
  proposalFormValuesOf,
  EMPTY_PROPOSAL_VALUES,
  DEFAULT_DAYS_TO_COMPLETE,
  type ProposalFormValues,
} from './features/proposal-form/proposal-form-values';
export * from './patterns/category-list/category-list';

// Deals, for brands and creators: the list and a deal's page with tasks and delivered content.
export * from './features/deals';

// The creator's home.
export * from './features/creator-home';

// Chat: a deal's conversation (live), and the list of conversations.
export * from './features/chat';

// The creator's calendar and notifications.
export * from './features/calendar';
export * from './features/notifications';

// The creator's proposals: browse with filters, a category, a proposal with Apply.
export * from './features/creator-proposals';

// The admin area.
export * from './features/admin-home';
export * from './features/admin-users';
export * from './features/admin-brands';
export * from './features/admin-categories';
export * from './features/admin-activity';
export * from './features/admin-proposals';
export * from './features/scheduled-notifications';

// One list pattern: the URL owns the query (useListSearch), toViewState maps the read, ListScreen
// shows it with its slots.
export * from './patterns/list-screen';
export {
  toViewState,
  errorStatus,
  NO_ACCESS_HEADING,
  type ViewState,
  type ToViewStateOptions,
} from './lib/view-state';
export { plural } from './lib/format';

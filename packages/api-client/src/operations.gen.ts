// Generated from openapi.yaml by packages/mocks/scripts/gen-operations.mjs. Do not edit.
import {
  cursorInfiniteOptions,
  infiniteKey,
  operationKey,
  pageInfiniteOptions,
  readOptions,
  tagKey,
  useOperationMutation,
  type InfiniteParams,
  type InfiniteParamsArgs,
  type OperationMutationOptions,
  type OperationParams,
  type ParamsArgs,
} from './data-layer';
import { operationRoutes as route } from './routes.gen';

/**
 * Query keys per tag: `keys.<Tag>.all` (every query of the tag) and
 * `keys.<Tag>.<operationId>(params)` (`[tag, operationId, params]`; without params, every query
 * of the operation).
 */
export const keys = {
  ActivityLogs: {
    all: tagKey('ActivityLogs'),
    listActivityLogs: (params?: Partial<OperationParams<'listActivityLogs'>>) =>
      operationKey(route.listActivityLogs, params),
    listActivityLogsInfinite: (params?: Partial<InfiniteParams<'listActivityLogs'>>) =>
      infiniteKey(route.listActivityLogs, params),
    listActivityActions: (params?: Partial<OperationParams<'listActivityActions'>>) =>
      operationKey(route.listActivityActions, params),
  },
  AdminUsers: {
    all: tagKey('AdminUsers'),
    listAdminUsers: (params?: Partial<OperationParams<'listAdminUsers'>>) =>
      operationKey(route.listAdminUsers, params),
    listAdminUsersInfinite: (params?: Partial<InfiniteParams<'listAdminUsers'>>) =>
      infiniteKey(route.listAdminUsers, params),
    getAdminUser: (params?: Partial<OperationParams<'getAdminUser'>>) =>
      operationKey(route.getAdminUser, params),
  },
  Applications: {
    all: tagKey('Applications'),
    listCreatorApplications: (params?: Partial<OperationParams<'listCreatorApplications'>>) =>
      operationKey(route.listCreatorApplications, params),
    listCreatorApplicationsInfinite: (
      params?: Partial<InfiniteParams<'listCreatorApplications'>>,
    ) => infiniteKey(route.listCreatorApplications, params),
    listBrandProposalApplications: (
      params?: Partial<OperationParams<'listBrandProposalApplications'>>,
    ) => operationKey(route.listBrandProposalApplications, params),
    listBrandProposalApplicationsInfinite: (
      params?: Partial<InfiniteParams<'listBrandProposalApplications'>>,
    ) => infiniteKey(route.listBrandProposalApplications, params),
  },
  Auth: {
    all: tagKey('Auth'),
    getCsrfCookie: (params?: Partial<OperationParams<'getCsrfCookie'>>) =>
      operationKey(route.getCsrfCookie, params),
  },
  BrandRequests: {
    all: tagKey('BrandRequests'),
    listBrandRequests: (params?: Partial<OperationParams<'listBrandRequests'>>) =>
      operationKey(route.listBrandRequests, params),
    listBrandRequestsInfinite: (params?: Partial<InfiniteParams<'listBrandRequests'>>) =>
      infiniteKey(route.listBrandRequests, params),
    getBrandRequest: (params?: Partial<OperationParams<'getBrandRequest'>>) =>
      operationKey(route.getBrandRequest, params),
  },
  BrandTeam: {
    all: tagKey('BrandTeam'),
    listBrandManagers: (params?: Partial<OperationParams<'listBrandManagers'>>) =>
      operationKey(route.listBrandManagers, params),
  },
  Brands: {
    all: tagKey('Brands'),
    listBrandOptions: (params?: Partial<OperationParams<'listBrandOptions'>>) =>
      operationKey(route.listBrandOptions, params),
    listAdminBrands: (params?: Partial<OperationParams<'listAdminBrands'>>) =>
      operationKey(route.listAdminBrands, params),
    listAdminBrandsInfinite: (params?: Partial<InfiniteParams<'listAdminBrands'>>) =>
      infiniteKey(route.listAdminBrands, params),
    getAdminBrand: (params?: Partial<OperationParams<'getAdminBrand'>>) =>
      operationKey(route.getAdminBrand, params),
    getBrandProfile: (params?: Partial<OperationParams<'getBrandProfile'>>) =>
      operationKey(route.getBrandProfile, params),
    getPublicBrandPage: (params?: Partial<OperationParams<'getPublicBrandPage'>>) =>
      operationKey(route.getPublicBrandPage, params),
  },
  Calendar: {
    all: tagKey('Calendar'),
    listCalendarEvents: (params?: Partial<OperationParams<'listCalendarEvents'>>) =>
      operationKey(route.listCalendarEvents, params),
    getCalendarFeed: (params?: Partial<OperationParams<'getCalendarFeed'>>) =>
      operationKey(route.getCalendarFeed, params),
    getCalendarFeedIcs: (params?: Partial<OperationParams<'getCalendarFeedIcs'>>) =>
      operationKey(route.getCalendarFeedIcs, params),
  },
  Categories: {
    all: tagKey('Categories'),
    listCategories: (params?: Partial<OperationParams<'listCategories'>>) =>
      operationKey(route.listCategories, params),
    getCategory: (params?: Partial<OperationParams<'getCategory'>>) =>
      operationKey(route.getCategory, params),
  },
  Chat: {
    all: tagKey('Chat'),
    listConversations: (params?: Partial<OperationParams<'listConversations'>>) =>
      operationKey(route.listConversations, params),
    listConversationsInfinite: (params?: Partial<InfiniteParams<'listConversations'>>) =>
      infiniteKey(route.listConversations, params),
    getConversation: (params?: Partial<OperationParams<'getConversation'>>) =>
      operationKey(route.getConversation, params),
    listMessages: (params?: Partial<OperationParams<'listMessages'>>) =>
      operationKey(route.listMessages, params),
    listMessagesInfinite: (params?: Partial<InfiniteParams<'listMessages'>>) =>
      infiniteKey(route.listMessages, params),
  },
  Creators: {
    all: tagKey('Creators'),
    listMyPortfolio: (params?: Partial<OperationParams<'listMyPortfolio'>>) =>
      operationKey(route.listMyPortfolio, params),
    listPortfolioCandidates: (params?: Partial<OperationParams<'listPortfolioCandidates'>>) =>
      operationKey(route.listPortfolioCandidates, params),
    getCreatorProfile: (params?: Partial<OperationParams<'getCreatorProfile'>>) =>
      operationKey(route.getCreatorProfile, params),
    getPublicCreatorProfile: (params?: Partial<OperationParams<'getPublicCreatorProfile'>>) =>
      operationKey(route.getPublicCreatorProfile, params),
    listBrandCreators: (params?: Partial<OperationParams<'listBrandCreators'>>) =>
      operationKey(route.listBrandCreators, params),
    listBrandCreatorsInfinite: (params?: Partial<InfiniteParams<'listBrandCreators'>>) =>
      infiniteKey(route.listBrandCreators, params),
  },
  Dashboard: {
    all: tagKey('Dashboard'),
    getBrandDashboard: (params?: Partial<OperationParams<'getBrandDashboard'>>) =>
      operationKey(route.getBrandDashboard, params),
    getCreatorDashboard: (params?: Partial<OperationParams<'getCreatorDashboard'>>) =>
      operationKey(route.getCreatorDashboard, params),
    getAdminDashboard: (params?: Partial<OperationParams<'getAdminDashboard'>>) =>
      operationKey(route.getAdminDashboard, params),
  },
  Deals: {
    all: tagKey('Deals'),
    listDeals: (params?: Partial<OperationParams<'listDeals'>>) =>
      operationKey(route.listDeals, params),
    listDealsInfinite: (params?: Partial<InfiniteParams<'listDeals'>>) =>
      infiniteKey(route.listDeals, params),
    getDeal: (params?: Partial<OperationParams<'getDeal'>>) => operationKey(route.getDeal, params),
  },
  DeviceTokens: {
    all: tagKey('DeviceTokens'),
  },
  Invitations: {
    all: tagKey('Invitations'),
    getInvitation: (params?: Partial<OperationParams<'getInvitation'>>) =>
      operationKey(route.getInvitation, params),
  },
  Media: {
    all: tagKey('Media'),
    listBrandMedia: (params?: Partial<OperationParams<'listBrandMedia'>>) =>
      operationKey(route.listBrandMedia, params),
    listBrandMediaInfinite: (params?: Partial<InfiniteParams<'listBrandMedia'>>) =>
      infiniteKey(route.listBrandMedia, params),
    getBrandMedia: (params?: Partial<OperationParams<'getBrandMedia'>>) =>
      operationKey(route.getBrandMedia, params),
  },
  Notifications: {
    all: tagKey('Notifications'),
    listNotifications: (params?: Partial<OperationParams<'listNotifications'>>) =>
      operationKey(route.listNotifications, params),
    listNotificationsInfinite: (params?: Partial<InfiniteParams<'listNotifications'>>) =>
      infiniteKey(route.listNotifications, params),
    getUnreadNotificationCount: (params?: Partial<OperationParams<'getUnreadNotificationCount'>>) =>
      operationKey(route.getUnreadNotificationCount, params),
    getPushPublicKey: (params?: Partial<OperationParams<'getPushPublicKey'>>) =>
      operationKey(route.getPushPublicKey, params),
  },
  Proposals: {
    all: tagKey('Proposals'),
    listAdminProposals: (params?: Partial<OperationParams<'listAdminProposals'>>) =>
      operationKey(route.listAdminProposals, params),
    listAdminProposalsInfinite: (params?: Partial<InfiniteParams<'listAdminProposals'>>) =>
      infiniteKey(route.listAdminProposals, params),
    getAdminProposal: (params?: Partial<OperationParams<'getAdminProposal'>>) =>
      operationKey(route.getAdminProposal, params),
    listBrandProposals: (params?: Partial<OperationParams<'listBrandProposals'>>) =>
      operationKey(route.listBrandProposals, params),
    listBrandProposalsInfinite: (params?: Partial<InfiniteParams<'listBrandProposals'>>) =>
      infiniteKey(route.listBrandProposals, params),
    getBrandProposal: (params?: Partial<OperationParams<'getBrandProposal'>>) =>
      operationKey(route.getBrandProposal, params),
    getProposalBySecretSlug: (params?: Partial<OperationParams<'getProposalBySecretSlug'>>) =>
      operationKey(route.getProposalBySecretSlug, params),
    getPublicProposal: (params?: Partial<OperationParams<'getPublicProposal'>>) =>
      operationKey(route.getPublicProposal, params),
    listCreatorProposals: (params?: Partial<OperationParams<'listCreatorProposals'>>) =>
      operationKey(route.listCreatorProposals, params),
    listCreatorProposalsInfinite: (params?: Partial<InfiniteParams<'listCreatorProposals'>>) =>
      infiniteKey(route.listCreatorProposals, params),
    getCreatorProposal: (params?: Partial<OperationParams<'getCreatorProposal'>>) =>
      operationKey(route.getCreatorProposal, params),
  },
  ScheduledNotifications: {
    all: tagKey('ScheduledNotifications'),
    listScheduledNotifications: (params?: Partial<OperationParams<'listScheduledNotifications'>>) =>
      operationKey(route.listScheduledNotifications, params),
    listScheduledNotificationsInfinite: (
      params?: Partial<InfiniteParams<'listScheduledNotifications'>>,
    ) => infiniteKey(route.listScheduledNotifications, params),
    getScheduledNotification: (params?: Partial<OperationParams<'getScheduledNotification'>>) =>
      operationKey(route.getScheduledNotification, params),
  },
  System: {
    all: tagKey('System'),
    healthCheck: (params?: Partial<OperationParams<'healthCheck'>>) =>
      operationKey(route.healthCheck, params),
  },
  Users: {
    all: tagKey('Users'),
    getMe: (params?: Partial<OperationParams<'getMe'>>) => operationKey(route.getMe, params),
    getMyCreatorProfile: (params?: Partial<OperationParams<'getMyCreatorProfile'>>) =>
      operationKey(route.getMyCreatorProfile, params),
  },
};

// ActivityLogs
/** `GET /api/admin/activity-logs`: List activity logs. */
export const listActivityLogsOptions = (...[params]: ParamsArgs<'listActivityLogs'>) =>
  readOptions(route.listActivityLogs, params);
/** `GET /api/admin/activity-logs` page after page (`page`). */
export const listActivityLogsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listActivityLogs'>
) => pageInfiniteOptions(route.listActivityLogs, params);
/** `GET /api/admin/activity-logs/actions`: List the actions in the activity log. */
export const listActivityActionsOptions = (...[params]: ParamsArgs<'listActivityActions'>) =>
  readOptions(route.listActivityActions, params);

// AdminUsers
/** `GET /api/admin/users`: List users. */
export const listAdminUsersOptions = (...[params]: ParamsArgs<'listAdminUsers'>) =>
  readOptions(route.listAdminUsers, params);
/** `GET /api/admin/users` page after page (`page`). */
export const listAdminUsersInfiniteOptions = (...[params]: InfiniteParamsArgs<'listAdminUsers'>) =>
  pageInfiniteOptions(route.listAdminUsers, params);
/** `GET /api/admin/users/{id}`: Get a user with related records. */
export const getAdminUserOptions = (...[params]: ParamsArgs<'getAdminUser'>) =>
  readOptions(route.getAdminUser, params);
/** `PATCH /api/admin/users/{id}`: Update or disable a user. */
export const useUpdateAdminUserMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateAdminUser', TContext>,
) => useOperationMutation(route.updateAdminUser, options);
/** `POST /api/admin/users/{id}/impersonate`: Impersonate a user. */
export const useImpersonateUserMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'impersonateUser', TContext>,
) => useOperationMutation(route.impersonateUser, options);
/** `POST /api/admin/impersonate/exit`: Exit impersonation. */
export const useExitImpersonationMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'exitImpersonation', TContext>,
) => useOperationMutation(route.exitImpersonation, options);

// Applications
/** `POST /api/creator/proposals/{id}/applications`: Apply to a proposal. */
export const useApplyToProposalMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'applyToProposal', TContext>,
) => useOperationMutation(route.applyToProposal, options);
/** `GET /api/creator/applications`: List my applications. */
export const listCreatorApplicationsOptions = (
  ...[params]: ParamsArgs<'listCreatorApplications'>
) => readOptions(route.listCreatorApplications, params);
/** `GET /api/creator/applications` page after page (`page`). */
export const listCreatorApplicationsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listCreatorApplications'>
) => pageInfiniteOptions(route.listCreatorApplications, params);
/** `GET /api/brand/proposals/{id}/applications`: List applications to one of my proposals. */
export const listBrandProposalApplicationsOptions = (
  ...[params]: ParamsArgs<'listBrandProposalApplications'>
) => readOptions(route.listBrandProposalApplications, params);
/** `GET /api/brand/proposals/{id}/applications` page after page (`page`). */
export const listBrandProposalApplicationsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listBrandProposalApplications'>
) => pageInfiniteOptions(route.listBrandProposalApplications, params);
/** `POST /api/brand/proposals/{id}/applications/decline`: Decline several applications at once. */
export const useDeclineApplicationsMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'declineApplications', TContext>,
) => useOperationMutation(route.declineApplications, options);
/** `PATCH /api/applications/{id}/status`: Accept or reject an application. */
export const useUpdateApplicationStatusMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateApplicationStatus', TContext>,
) => useOperationMutation(route.updateApplicationStatus, options);

// Auth
/** `GET /sanctum/csrf-cookie`: Get the CSRF cookie. */
export const getCsrfCookieOptions = (...[params]: ParamsArgs<'getCsrfCookie'>) =>
  readOptions(route.getCsrfCookie, params);
/** `POST /api/login`: Sign in. */
export const useLoginMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'login', TContext>,
) => useOperationMutation(route.login, options);
/** `POST /register`: Register a creator account. */
export const useRegisterMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'register', TContext>,
) => useOperationMutation(route.register, options);
/** `POST /api/logout`: Sign out. */
export const useLogoutMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'logout', TContext>,
) => useOperationMutation(route.logout, options);
/** `POST /api/password/forgot`: Request a password reset link. */
export const useForgotPasswordMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'forgotPassword', TContext>,
) => useOperationMutation(route.forgotPassword, options);
/** `POST /api/password/reset`: Reset the password with a link token. */
export const useResetPasswordMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'resetPassword', TContext>,
) => useOperationMutation(route.resetPassword, options);

// BrandRequests
/** `POST /api/brand-requests`: Ask to bring a business to Colla. */
export const useCreateBrandRequestMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'createBrandRequest', TContext>,
) => useOperationMutation(route.createBrandRequest, options);
/** `GET /api/admin/brand-requests`: List the businesses' requests to join. */
export const listBrandRequestsOptions = (...[params]: ParamsArgs<'listBrandRequests'>) =>
  readOptions(route.listBrandRequests, params);
/** `GET /api/admin/brand-requests` page after page (`page`). */
export const listBrandRequestsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listBrandRequests'>
) => pageInfiniteOptions(route.listBrandRequests, params);
/** `GET /api/admin/brand-requests/{id}`: Get a business's request to join. */
export const getBrandRequestOptions = (...[params]: ParamsArgs<'getBrandRequest'>) =>
  readOptions(route.getBrandRequest, params);
/** `POST /api/admin/brand-requests/{id}/approve`: Approve a request and invite its contact. */
export const useApproveBrandRequestMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'approveBrandRequest', TContext>,
) => useOperationMutation(route.approveBrandRequest, options);
/** `POST /api/admin/brand-requests/{id}/decline`: Decline a request with a reason. */
export const useDeclineBrandRequestMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'declineBrandRequest', TContext>,
) => useOperationMutation(route.declineBrandRequest, options);

// BrandTeam
/** `GET /api/brands/{id}/managers`: List a brand's team. */
export const listBrandManagersOptions = (...[params]: ParamsArgs<'listBrandManagers'>) =>
  readOptions(route.listBrandManagers, params);
/** `POST /api/brands/{id}/managers/invitations`: Invite a colleague to manage the brand. */
export const useInviteBrandManagerMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'inviteBrandManager', TContext>,
) => useOperationMutation(route.inviteBrandManager, options);

// Brands
/** `GET /api/brands`: List brands to pick from. */
export const listBrandOptionsOptions = (...[params]: ParamsArgs<'listBrandOptions'>) =>
  readOptions(route.listBrandOptions, params);
/** `GET /api/admin/brands`: List brands. */
export const listAdminBrandsOptions = (...[params]: ParamsArgs<'listAdminBrands'>) =>
  readOptions(route.listAdminBrands, params);
/** `GET /api/admin/brands` page after page (`page`). */
export const listAdminBrandsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listAdminBrands'>
) => pageInfiniteOptions(route.listAdminBrands, params);
/** `POST /api/admin/brands`: Create a brand. */
export const useCreateBrandMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'createBrand', TContext>,
) => useOperationMutation(route.createBrand, options);
/** `GET /api/admin/brands/{id}`: Get a brand. */
export const getAdminBrandOptions = (...[params]: ParamsArgs<'getAdminBrand'>) =>
  readOptions(route.getAdminBrand, params);
/** `PUT /api/admin/brands/{id}`: Replace a brand. */
export const useUpdateBrandMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateBrand', TContext>,
) => useOperationMutation(route.updateBrand, options);
/** `DELETE /api/admin/brands/{id}`: Delete a brand. */
export const useDeleteBrandMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'deleteBrand', TContext>,
) => useOperationMutation(route.deleteBrand, options);
/** `GET /api/brands/{id}/profile`: Get a brand's page for editing. */
export const getBrandProfileOptions = (...[params]: ParamsArgs<'getBrandProfile'>) =>
  readOptions(route.getBrandProfile, params);
/** `PUT /api/brands/{id}/profile`: Replace a brand's page. */
export const useUpdateBrandProfileMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateBrandProfile', TContext>,
) => useOperationMutation(route.updateBrandProfile, options);
/** `PUT /api/brands/{id}/logo`: Set a brand's logo. */
export const useUploadBrandLogoMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'uploadBrandLogo', TContext>,
) => useOperationMutation(route.uploadBrandLogo, options);
/** `DELETE /api/brands/{id}/logo`: Remove a brand's logo. */
export const useDeleteBrandLogoMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'deleteBrandLogo', TContext>,
) => useOperationMutation(route.deleteBrandLogo, options);
/** `POST /api/brands/{id}/photos`: Add a photo to a brand's page. */
export const useAddBrandPhotoMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'addBrandPhoto', TContext>,
) => useOperationMutation(route.addBrandPhoto, options);
/** `PUT /api/brands/{id}/photos/order`: Put a brand's photos in order. */
export const useReorderBrandPhotosMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'reorderBrandPhotos', TContext>,
) => useOperationMutation(route.reorderBrandPhotos, options);
/** `DELETE /api/brands/{id}/photos/{photo_id}`: Remove a photo from a brand's page. */
export const useDeleteBrandPhotoMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'deleteBrandPhoto', TContext>,
) => useOperationMutation(route.deleteBrandPhoto, options);
/** `PATCH /api/brands/{id}/photos/{photo_id}`: Change a photo's description. */
export const useUpdateBrandPhotoMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateBrandPhoto', TContext>,
) => useOperationMutation(route.updateBrandPhoto, options);
/** `GET /api/public/brands/{slug}`: A brand's page. */
export const getPublicBrandPageOptions = (...[params]: ParamsArgs<'getPublicBrandPage'>) =>
  readOptions(route.getPublicBrandPage, params);

// Calendar
/** `GET /api/calendar/events`: List calendar events in a date range. */
export const listCalendarEventsOptions = (...[params]: ParamsArgs<'listCalendarEvents'>) =>
  readOptions(route.listCalendarEvents, params);
/** `GET /api/calendar/feed`: Get my iCalendar feed. */
export const getCalendarFeedOptions = (...[params]: ParamsArgs<'getCalendarFeed'>) =>
  readOptions(route.getCalendarFeed, params);
/** `POST /api/calendar/feed`: Get a new iCalendar feed URL. */
export const useRotateCalendarFeedMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'rotateCalendarFeed', TContext>,
) => useOperationMutation(route.rotateCalendarFeed, options);
/** `GET /api/calendar/feed/{feed_token}`: Read an iCalendar feed. */
export const getCalendarFeedIcsOptions = (...[params]: ParamsArgs<'getCalendarFeedIcs'>) =>
  readOptions(route.getCalendarFeedIcs, params);

// Categories
/** `GET /api/categories`: List categories. */
export const listCategoriesOptions = (...[params]: ParamsArgs<'listCategories'>) =>
  readOptions(route.listCategories, params);
/** `GET /api/categories/{id}`: Get a category. */
export const getCategoryOptions = (...[params]: ParamsArgs<'getCategory'>) =>
  readOptions(route.getCategory, params);
/** `POST /api/admin/categories`: Create a category. */
export const useCreateCategoryMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'createCategory', TContext>,
) => useOperationMutation(route.createCategory, options);
/** `PUT /api/admin/categories/{id}`: Replace a category. */
export const useUpdateCategoryMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateCategory', TContext>,
) => useOperationMutation(route.updateCategory, options);
/** `DELETE /api/admin/categories/{id}`: Delete a category. */
export const useDeleteCategoryMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'deleteCategory', TContext>,
) => useOperationMutation(route.deleteCategory, options);

// Chat
/** `GET /api/conversations`: List my conversations. */
export const listConversationsOptions = (...[params]: ParamsArgs<'listConversations'>) =>
  readOptions(route.listConversations, params);
/** `GET /api/conversations` page after page (`page`). */
export const listConversationsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listConversations'>
) => pageInfiniteOptions(route.listConversations, params);
/** `GET /api/conversations/{id}`: Get a conversation. */
export const getConversationOptions = (...[params]: ParamsArgs<'getConversation'>) =>
  readOptions(route.getConversation, params);
/** `GET /api/conversations/{id}/messages`: List messages, newest first. */
export const listMessagesOptions = (...[params]: ParamsArgs<'listMessages'>) =>
  readOptions(route.listMessages, params);
/** `GET /api/conversations/{id}/messages` page after page (`before_id`). */
export const listMessagesInfiniteOptions = (...[params]: InfiniteParamsArgs<'listMessages'>) =>
  cursorInfiniteOptions(route.listMessages, params);
/** `POST /api/conversations/{id}/messages`: Send a message. */
export const useSendMessageMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'sendMessage', TContext>,
) => useOperationMutation(route.sendMessage, options);
/** `POST /api/conversations/{id}/read`: Mark a conversation as read. */
export const useMarkConversationReadMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'markConversationRead', TContext>,
) => useOperationMutation(route.markConversationRead, options);

// Creators
/** `GET /api/me/portfolio`: List my portfolio. */
export const listMyPortfolioOptions = (...[params]: ParamsArgs<'listMyPortfolio'>) =>
  readOptions(route.listMyPortfolio, params);
/** `POST /api/me/portfolio`: Upload a portfolio item. */
export const useAddPortfolioItemMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'addPortfolioItem', TContext>,
) => useOperationMutation(route.addPortfolioItem, options);
/** `POST /api/me/portfolio/from-media`: Add delivered deal content to my portfolio. */
export const useAddPortfolioItemFromMediaMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'addPortfolioItemFromMedia', TContext>,
) => useOperationMutation(route.addPortfolioItemFromMedia, options);
/** `GET /api/me/portfolio/candidates`: List the delivered content I can add to my portfolio. */
export const listPortfolioCandidatesOptions = (
  ...[params]: ParamsArgs<'listPortfolioCandidates'>
) => readOptions(route.listPortfolioCandidates, params);
/** `PUT /api/me/portfolio/order`: Reorder my portfolio. */
export const useReorderPortfolioMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'reorderPortfolio', TContext>,
) => useOperationMutation(route.reorderPortfolio, options);
/** `DELETE /api/me/portfolio/{id}`: Remove a portfolio item. */
export const useDeletePortfolioItemMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'deletePortfolioItem', TContext>,
) => useOperationMutation(route.deletePortfolioItem, options);
/** `PATCH /api/me/portfolio/{id}`: Change a portfolio item's caption. */
export const useUpdatePortfolioItemMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updatePortfolioItem', TContext>,
) => useOperationMutation(route.updatePortfolioItem, options);
/** `GET /api/creators/{username}`: A creator's profile, as brands see it. */
export const getCreatorProfileOptions = (...[params]: ParamsArgs<'getCreatorProfile'>) =>
  readOptions(route.getCreatorProfile, params);
/** `GET /api/public/creators/{username}`: A public creator profile. */
export const getPublicCreatorProfileOptions = (
  ...[params]: ParamsArgs<'getPublicCreatorProfile'>
) => readOptions(route.getPublicCreatorProfile, params);
/** `GET /api/brand/creators`: Find creators to invite. */
export const listBrandCreatorsOptions = (...[params]: ParamsArgs<'listBrandCreators'>) =>
  readOptions(route.listBrandCreators, params);
/** `GET /api/brand/creators` page after page (`page`). */
export const listBrandCreatorsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listBrandCreators'>
) => pageInfiniteOptions(route.listBrandCreators, params);
/** `POST /api/brand/proposals/{id}/invites`: Invite a creator to apply to a proposal. */
export const useInviteCreatorToProposalMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'inviteCreatorToProposal', TContext>,
) => useOperationMutation(route.inviteCreatorToProposal, options);

// Dashboard
/** `GET /api/brand/dashboard`: Brand dashboard figures. */
export const getBrandDashboardOptions = (...[params]: ParamsArgs<'getBrandDashboard'>) =>
  readOptions(route.getBrandDashboard, params);
/** `GET /api/creator/dashboard`: Creator dashboard figures. */
export const getCreatorDashboardOptions = (...[params]: ParamsArgs<'getCreatorDashboard'>) =>
  readOptions(route.getCreatorDashboard, params);
/** `GET /api/admin/dashboard`: Admin dashboard figures. */
export const getAdminDashboardOptions = (...[params]: ParamsArgs<'getAdminDashboard'>) =>
  readOptions(route.getAdminDashboard, params);

// Deals
/** `GET /api/deals`: List deals. */
export const listDealsOptions = (...[params]: ParamsArgs<'listDeals'>) =>
  readOptions(route.listDeals, params);
/** `GET /api/deals` page after page (`page`). */
export const listDealsInfiniteOptions = (...[params]: InfiniteParamsArgs<'listDeals'>) =>
  pageInfiniteOptions(route.listDeals, params);
/** `GET /api/deals/{id}`: Get a deal with its tasks. */
export const getDealOptions = (...[params]: ParamsArgs<'getDeal'>) =>
  readOptions(route.getDeal, params);
/** `POST /api/deals/{id}/cancel`: Cancel an active deal, with a reason. */
export const useCancelDealMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'cancelDeal', TContext>,
) => useOperationMutation(route.cancelDeal, options);
/** `PATCH /api/deals/{id}/tasks/{task_id}`: Mark a task done or not done for my side. */
export const useUpdateDealTaskMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateDealTask', TContext>,
) => useOperationMutation(route.updateDealTask, options);

// DeviceTokens
/** `POST /api/device-tokens`: Register a push device. */
export const useRegisterDeviceTokenMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'registerDeviceToken', TContext>,
) => useOperationMutation(route.registerDeviceToken, options);
/** `DELETE /api/device-tokens`: Unregister a push device. */
export const useDeleteDeviceTokenMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'deleteDeviceToken', TContext>,
) => useOperationMutation(route.deleteDeviceToken, options);

// Invitations
/** `GET /api/invitations/{token}`: Look up an invitation. */
export const getInvitationOptions = (...[params]: ParamsArgs<'getInvitation'>) =>
  readOptions(route.getInvitation, params);
/** `POST /api/invitations/{token}/accept`: Accept an invitation. */
export const useAcceptInvitationMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'acceptInvitation', TContext>,
) => useOperationMutation(route.acceptInvitation, options);
/** `POST /api/admin/invitations`: Invite a user. */
export const useCreateInvitationMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'createInvitation', TContext>,
) => useOperationMutation(route.createInvitation, options);

// Media
/** `GET /api/brand/media`: List my brands' media. */
export const listBrandMediaOptions = (...[params]: ParamsArgs<'listBrandMedia'>) =>
  readOptions(route.listBrandMedia, params);
/** `GET /api/brand/media` page after page (`page`). */
export const listBrandMediaInfiniteOptions = (...[params]: InfiniteParamsArgs<'listBrandMedia'>) =>
  pageInfiniteOptions(route.listBrandMedia, params);
/** `POST /api/brand/media`: Upload a file to the media library. */
export const useUploadBrandMediaMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'uploadBrandMedia', TContext>,
) => useOperationMutation(route.uploadBrandMedia, options);
/** `GET /api/brand/media/{id}`: Get a media file. */
export const getBrandMediaOptions = (...[params]: ParamsArgs<'getBrandMedia'>) =>
  readOptions(route.getBrandMedia, params);
/** `DELETE /api/brand/media/{id}`: Delete a media file. */
export const useDeleteBrandMediaMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'deleteBrandMedia', TContext>,
) => useOperationMutation(route.deleteBrandMedia, options);
/** `POST /api/deals/{id}/media`: Deliver content on a deal. */
export const useUploadDealMediaMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'uploadDealMedia', TContext>,
) => useOperationMutation(route.uploadDealMedia, options);

// Notifications
/** `GET /api/notifications`: List my notifications. */
export const listNotificationsOptions = (...[params]: ParamsArgs<'listNotifications'>) =>
  readOptions(route.listNotifications, params);
/** `GET /api/notifications` page after page (`page`). */
export const listNotificationsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listNotifications'>
) => pageInfiniteOptions(route.listNotifications, params);
/** `GET /api/notifications/unread-count`: Count my unread notifications. */
export const getUnreadNotificationCountOptions = (
  ...[params]: ParamsArgs<'getUnreadNotificationCount'>
) => readOptions(route.getUnreadNotificationCount, params);
/** `POST /api/notifications/{id}/read`: Mark a notification as read. */
export const useMarkNotificationReadMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'markNotificationRead', TContext>,
) => useOperationMutation(route.markNotificationRead, options);
/** `POST /api/notifications/read-all`: Mark all my notifications as read. */
export const useMarkAllNotificationsReadMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'markAllNotificationsRead', TContext>,
) => useOperationMutation(route.markAllNotificationsRead, options);
/** `GET /api/push/public-key`: Get the web push public key. */
export const getPushPublicKeyOptions = (...[params]: ParamsArgs<'getPushPublicKey'>) =>
  readOptions(route.getPushPublicKey, params);

// Proposals
/** `GET /api/admin/proposals`: List all proposals. */
export const listAdminProposalsOptions = (...[params]: ParamsArgs<'listAdminProposals'>) =>
  readOptions(route.listAdminProposals, params);
/** `GET /api/admin/proposals` page after page (`page`). */
export const listAdminProposalsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listAdminProposals'>
) => pageInfiniteOptions(route.listAdminProposals, params);
/** `POST /api/admin/proposals`: Create a proposal for any brand. */
export const useCreateAdminProposalMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'createAdminProposal', TContext>,
) => useOperationMutation(route.createAdminProposal, options);
/** `GET /api/admin/proposals/{id}`: Get a proposal with its applications. */
export const getAdminProposalOptions = (...[params]: ParamsArgs<'getAdminProposal'>) =>
  readOptions(route.getAdminProposal, params);
/** `PUT /api/admin/proposals/{id}`: Replace a proposal. */
export const useUpdateAdminProposalMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateAdminProposal', TContext>,
) => useOperationMutation(route.updateAdminProposal, options);
/** `DELETE /api/admin/proposals/{id}`: Delete a proposal. */
export const useDeleteAdminProposalMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'deleteAdminProposal', TContext>,
) => useOperationMutation(route.deleteAdminProposal, options);
/** `GET /api/brand/proposals`: List my brands' proposals. */
export const listBrandProposalsOptions = (...[params]: ParamsArgs<'listBrandProposals'>) =>
  readOptions(route.listBrandProposals, params);
/** `GET /api/brand/proposals` page after page (`page`). */
export const listBrandProposalsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listBrandProposals'>
) => pageInfiniteOptions(route.listBrandProposals, params);
/** `POST /api/brand/proposals`: Create a proposal for one of my brands. */
export const useCreateBrandProposalMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'createBrandProposal', TContext>,
) => useOperationMutation(route.createBrandProposal, options);
/** `GET /api/brand/proposals/{id}`: Get one of my proposals with its applications. */
export const getBrandProposalOptions = (...[params]: ParamsArgs<'getBrandProposal'>) =>
  readOptions(route.getBrandProposal, params);
/** `PUT /api/brand/proposals/{id}`: Replace one of my proposals. */
export const useUpdateBrandProposalMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateBrandProposal', TContext>,
) => useOperationMutation(route.updateBrandProposal, options);
/** `GET /api/proposals/{secret_slug}`: Open a proposal by its secret link. */
export const getProposalBySecretSlugOptions = (
  ...[params]: ParamsArgs<'getProposalBySecretSlug'>
) => readOptions(route.getProposalBySecretSlug, params);
/** `GET /api/proposals/slug/{slug}`: View a public proposal. */
export const getPublicProposalOptions = (...[params]: ParamsArgs<'getPublicProposal'>) =>
  readOptions(route.getPublicProposal, params);
/** `GET /api/creator/proposals`: Browse active proposals. */
export const listCreatorProposalsOptions = (...[params]: ParamsArgs<'listCreatorProposals'>) =>
  readOptions(route.listCreatorProposals, params);
/** `GET /api/creator/proposals` page after page (`page`). */
export const listCreatorProposalsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listCreatorProposals'>
) => pageInfiniteOptions(route.listCreatorProposals, params);
/** `GET /api/creator/proposals/{id}`: View a proposal as a creator. */
export const getCreatorProposalOptions = (...[params]: ParamsArgs<'getCreatorProposal'>) =>
  readOptions(route.getCreatorProposal, params);

// ScheduledNotifications
/** `GET /api/admin/scheduled-notifications`: List scheduled notifications. */
export const listScheduledNotificationsOptions = (
  ...[params]: ParamsArgs<'listScheduledNotifications'>
) => readOptions(route.listScheduledNotifications, params);
/** `GET /api/admin/scheduled-notifications` page after page (`page`). */
export const listScheduledNotificationsInfiniteOptions = (
  ...[params]: InfiniteParamsArgs<'listScheduledNotifications'>
) => pageInfiniteOptions(route.listScheduledNotifications, params);
/** `POST /api/admin/scheduled-notifications`: Schedule a notification. */
export const useCreateScheduledNotificationMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'createScheduledNotification', TContext>,
) => useOperationMutation(route.createScheduledNotification, options);
/** `GET /api/admin/scheduled-notifications/{id}`: Get a scheduled notification. */
export const getScheduledNotificationOptions = (
  ...[params]: ParamsArgs<'getScheduledNotification'>
) => readOptions(route.getScheduledNotification, params);
/** `PUT /api/admin/scheduled-notifications/{id}`: Replace a scheduled notification. */
export const useUpdateScheduledNotificationMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateScheduledNotification', TContext>,
) => useOperationMutation(route.updateScheduledNotification, options);
/** `POST /api/admin/scheduled-notifications/{id}/cancel`: Cancel a scheduled notification. */
export const useCancelScheduledNotificationMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'cancelScheduledNotification', TContext>,
) => useOperationMutation(route.cancelScheduledNotification, options);

// System
/** `GET /health-check`: Check service health. */
export const healthCheckOptions = (...[params]: ParamsArgs<'healthCheck'>) =>
  readOptions(route.healthCheck, params);

// Users
/** `GET /api/me`: Get the signed-in user. */
export const getMeOptions = (...[params]: ParamsArgs<'getMe'>) => readOptions(route.getMe, params);
/** `PATCH /api/me`: Update my name, email or language. */
export const useUpdateMeMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateMe', TContext>,
) => useOperationMutation(route.updateMe, options);
/** `PUT /api/me/password`: Change my password. */
export const useChangePasswordMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'changePassword', TContext>,
) => useOperationMutation(route.changePassword, options);
/** `PUT /api/me/avatar`: Set my avatar. */
export const useUpdateMyAvatarMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateMyAvatar', TContext>,
) => useOperationMutation(route.updateMyAvatar, options);
/** `DELETE /api/me/avatar`: Remove my avatar. */
export const useDeleteMyAvatarMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'deleteMyAvatar', TContext>,
) => useOperationMutation(route.deleteMyAvatar, options);
/** `GET /api/me/creator-profile`: Get my creator profile. */
export const getMyCreatorProfileOptions = (...[params]: ParamsArgs<'getMyCreatorProfile'>) =>
  readOptions(route.getMyCreatorProfile, params);
/** `PUT /api/me/creator-profile`: Replace my creator profile. */
export const useUpdateMyCreatorProfileMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateMyCreatorProfile', TContext>,
) => useOperationMutation(route.updateMyCreatorProfile, options);
/** `PUT /api/me/creator-profile/collaborations/{id}`: Hide or show a completed collaboration on my profile. */
export const useUpdateMyCollaborationVisibilityMutation = <TContext = unknown>(
  options?: OperationMutationOptions<'updateMyCollaborationVisibility', TContext>,
) => useOperationMutation(route.updateMyCollaborationVisibility, options);

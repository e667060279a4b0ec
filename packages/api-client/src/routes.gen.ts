// Generated from openapi.yaml by packages/mocks/scripts/gen-operations.mjs. Do not edit.
import type { OperationId, OperationRoute } from './data-layer';

/** Every operation of openapi.yaml: its tag, method and path, and how its parameters travel. */
export const operationRoutes = {
  getCsrfCookie: {
    id: 'getCsrfCookie',
    tag: 'Auth',
    method: 'get',
    path: '/sanctum/csrf-cookie',
    pathParams: [],
  },
  login: { id: 'login', tag: 'Auth', method: 'post', path: '/api/login', pathParams: [] },
  register: { id: 'register', tag: 'Auth', method: 'post', path: '/register', pathParams: [] },
  logout: { id: 'logout', tag: 'Auth', method: 'post', path: '/api/logout', pathParams: [] },
  forgotPassword: {
    id: 'forgotPassword',
    tag: 'Auth',
    method: 'post',
    path: '/api/password/forgot',
    pathParams: [],
  },
  resetPassword: {
    id: 'resetPassword',
    tag: 'Auth',
    method: 'post',
    path: '/api/password/reset',
    pathParams: [],
  },
  healthCheck: {
    id: 'healthCheck',
    tag: 'System',
    method: 'get',
    path: '/health-check',
    pathParams: [],
  },
  getMe: { id: 'getMe', tag: 'Users', method: 'get', path: '/api/me', pathParams: [] },
  updateMe: { id: 'updateMe', tag: 'Users', method: 'patch', path: '/api/me', pathParams: [] },
  changePassword: {
    id: 'changePassword',
    tag: 'Users',
    method: 'put',
    path: '/api/me/password',
    pathParams: [],
  },
  updateMyAvatar: {
    id: 'updateMyAvatar',
    tag: 'Users',
    method: 'put',
    path: '/api/me/avatar',
    pathParams: [],
  },
  deleteMyAvatar: {
    id: 'deleteMyAvatar',
    tag: 'Users',
    method: 'delete',
    path: '/api/me/avatar',
    pathParams: [],
  },
  getMyCreatorProfile: {
    id: 'getMyCreatorProfile',
    tag: 'Users',
    method: 'get',
    path: '/api/me/creator-profile',
    pathParams: [],
  },
  updateMyCreatorProfile: {
    id: 'updateMyCreatorProfile',
    tag: 'Users',
    method: 'put',
    path: '/api/me/creator-profile',
    pathParams: [],
  },
  updateMyCollaborationVisibility: {
    id: 'updateMyCollaborationVisibility',
    tag: 'Users',
    method: 'put',
    path: '/api/me/creator-profile/collaborations/{id}',
    pathParams: ['id'],
  },
  listMyPortfolio: {
    id: 'listMyPortfolio',
    tag: 'Creators',
    method: 'get',
    path: '/api/me/portfolio',
    pathParams: [],
  },
  addPortfolioItem: {
    id: 'addPortfolioItem',
    tag: 'Creators',
    method: 'post',
    path: '/api/me/portfolio',
    pathParams: [],
    body: 'form',
  },
  addPortfolioItemFromMedia: {
    id: 'addPortfolioItemFromMedia',
    tag: 'Creators',
    method: 'post',
    path: '/api/me/portfolio/from-media',
    pathParams: [],
  },
  listPortfolioCandidates: {
    id: 'listPortfolioCandidates',
    tag: 'Creators',
    method: 'get',
    path: '/api/me/portfolio/candidates',
    pathParams: [],
  },
  reorderPortfolio: {
    id: 'reorderPortfolio',
    tag: 'Creators',
    method: 'put',
    path: '/api/me/portfolio/order',
    pathParams: [],
  },
  deletePortfolioItem: {
    id: 'deletePortfolioItem',
    tag: 'Creators',
    method: 'delete',
    path: '/api/me/portfolio/{id}',
    pathParams: ['id'],
  },
  updatePortfolioItem: {
    id: 'updatePortfolioItem',
    tag: 'Creators',
    method: 'patch',
    path: '/api/me/portfolio/{id}',
    pathParams: ['id'],
  },
  getCreatorProfile: {
    id: 'getCreatorProfile',
    tag: 'Creators',
    method: 'get',
    path: '/api/creators/{username}',
    pathParams: ['username'],
  },
  getPublicCreatorProfile: {
    id: 'getPublicCreatorProfile',
    tag: 'Creators',
    method: 'get',
    path: '/api/public/creators/{username}',
    pathParams: ['username'],
  },
  getInvitation: {
    id: 'getInvitation',
    tag: 'Invitations',
    method: 'get',
    path: '/api/invitations/{token}',
    pathParams: ['token'],
  },
  acceptInvitation: {
    id: 'acceptInvitation',
    tag: 'Invitations',
    method: 'post',
    path: '/api/invitations/{token}/accept',
    pathParams: ['token'],
  },
  createInvitation: {
    id: 'createInvitation',
    tag: 'Invitations',
    method: 'post',
    path: '/api/admin/invitations',
    pathParams: [],
  },
  createBrandRequest: {
    id: 'createBrandRequest',
    tag: 'BrandRequests',
    method: 'post',
    path: '/api/brand-requests',
    pathParams: [],
  },
  listBrandRequests: {
    id: 'listBrandRequests',
    tag: 'BrandRequests',
    method: 'get',
    path: '/api/admin/brand-requests',
    pathParams: [],
    paging: 'page',
  },
  getBrandRequest: {
    id: 'getBrandRequest',
    tag: 'BrandRequests',
    method: 'get',
    path: '/api/admin/brand-requests/{id}',
    pathParams: ['id'],
  },
  approveBrandRequest: {
    id: 'approveBrandRequest',
    tag: 'BrandRequests',
    method: 'post',
    path: '/api/admin/brand-requests/{id}/approve',
    pathParams: ['id'],
  },
  declineBrandRequest: {
    id: 'declineBrandRequest',
    tag: 'BrandRequests',
    method: 'post',
    path: '/api/admin/brand-requests/{id}/decline',
    pathParams: ['id'],
  },
  listBrandManagers: {
    id: 'listBrandManagers',
    tag: 'BrandTeam',
    method: 'get',
    path: '/api/brands/{id}/managers',
    pathParams: ['id'],
  },
  inviteBrandManager: {
    id: 'inviteBrandManager',
    tag: 'BrandTeam',
    method: 'post',
    path: '/api/brands/{id}/managers/invitations',
    pathParams: ['id'],
  },
  listAdminUsers: {
    id: 'listAdminUsers',
    tag: 'AdminUsers',
    method: 'get',
    path: '/api/admin/users',
    pathParams: [],
    paging: 'page',
  },
  getAdminUser: {
    id: 'getAdminUser',
    tag: 'AdminUsers',
    method: 'get',
    path: '/api/admin/users/{id}',
    pathParams: ['id'],
  },
  updateAdminUser: {
    id: 'updateAdminUser',
    tag: 'AdminUsers',
    method: 'patch',
    path: '/api/admin/users/{id}',
    pathParams: ['id'],
  },
  impersonateUser: {
    id: 'impersonateUser',
    tag: 'AdminUsers',
    method: 'post',
    path: '/api/admin/users/{id}/impersonate',
    pathParams: ['id'],
  },
  exitImpersonation: {
    id: 'exitImpersonation',
    tag: 'AdminUsers',
    method: 'post',
    path: '/api/admin/impersonate/exit',
    pathParams: [],
  },
  listBrandOptions: {
    id: 'listBrandOptions',
    tag: 'Brands',
    method: 'get',
    path: '/api/brands',
    pathParams: [],
  },
  listAdminBrands: {
    id: 'listAdminBrands',
    tag: 'Brands',
    method: 'get',
    path: '/api/admin/brands',
    pathParams: [],
    paging: 'page',
  },
  createBrand: {
    id: 'createBrand',
    tag: 'Brands',
    method: 'post',
    path: '/api/admin/brands',
    pathParams: [],
  },
  getAdminBrand: {
    id: 'getAdminBrand',
    tag: 'Brands',
    method: 'get',
    path: '/api/admin/brands/{id}',
    pathParams: ['id'],
  },
  updateBrand: {
    id: 'updateBrand',
    tag: 'Brands',
    method: 'put',
    path: '/api/admin/brands/{id}',
    pathParams: ['id'],
  },
  deleteBrand: {
    id: 'deleteBrand',
    tag: 'Brands',
    method: 'delete',
    path: '/api/admin/brands/{id}',
    pathParams: ['id'],
  },
  getBrandProfile: {
    id: 'getBrandProfile',
    tag: 'Brands',
    method: 'get',
    path: '/api/brands/{id}/profile',
    pathParams: ['id'],
  },
  updateBrandProfile: {
    id: 'updateBrandProfile',
    tag: 'Brands',
    method: 'put',
    path: '/api/brands/{id}/profile',
    pathParams: ['id'],
  },
  uploadBrandLogo: {
    id: 'uploadBrandLogo',
    tag: 'Brands',
    method: 'put',
    path: '/api/brands/{id}/logo',
    pathParams: ['id'],
    body: 'form',
  },
  deleteBrandLogo: {
    id: 'deleteBrandLogo',
    tag: 'Brands',
    method: 'delete',
    path: '/api/brands/{id}/logo',
    pathParams: ['id'],
  },
  addBrandPhoto: {
    id: 'addBrandPhoto',
    tag: 'Brands',
    method: 'post',
    path: '/api/brands/{id}/photos',
    pathParams: ['id'],
    body: 'form',
  },
  reorderBrandPhotos: {
    id: 'reorderBrandPhotos',
    tag: 'Brands',
    method: 'put',
    path: '/api/brands/{id}/photos/order',
    pathParams: ['id'],
  },
  deleteBrandPhoto: {
    id: 'deleteBrandPhoto',
    tag: 'Brands',
    method: 'delete',
    path: '/api/brands/{id}/photos/{photo_id}',
    pathParams: ['id', 'photo_id'],
  },
  updateBrandPhoto: {
    id: 'updateBrandPhoto',
    tag: 'Brands',
    method: 'patch',
    path: '/api/brands/{id}/photos/{photo_id}',
    pathParams: ['id', 'photo_id'],
  },
  getPublicBrandPage: {
    id: 'getPublicBrandPage',
    tag: 'Brands',
    method: 'get',
    path: '/api/public/brands/{slug}',
    pathParams: ['slug'],
  },
  listCategories: {
    id: 'listCategories',
    tag: 'Categories',
    method: 'get',
    path: '/api/categories',
    pathParams: [],
  },
  getCategory: {
    id: 'getCategory',
    tag: 'Categories',
    method: 'get',
    path: '/api/categories/{id}',
    pathParams: ['id'],
  },
  createCategory: {
    id: 'createCategory',
    tag: 'Categories',
    method: 'post',
    path: '/api/admin/categories',
    pathParams: [],
  },
  updateCategory: {
    id: 'updateCategory',
    tag: 'Categories',
    method: 'put',
    path: '/api/admin/categories/{id}',
    pathParams: ['id'],
  },
  deleteCategory: {
    id: 'deleteCategory',
    tag: 'Categories',
    method: 'delete',
    path: '/api/admin/categories/{id}',
    pathParams: ['id'],
  },
  listAdminProposals: {
    id: 'listAdminProposals',
    tag: 'Proposals',
    method: 'get',
    path: '/api/admin/proposals',
    pathParams: [],
    paging: 'page',
  },
  createAdminProposal: {
    id: 'createAdminProposal',
    tag: 'Proposals',
    method: 'post',
    path: '/api/admin/proposals',
    pathParams: [],
  },
  getAdminProposal: {
    id: 'getAdminProposal',
    tag: 'Proposals',
    method: 'get',
    path: '/api/admin/proposals/{id}',
    pathParams: ['id'],
  },
  updateAdminProposal: {
    id: 'updateAdminProposal',
    tag: 'Proposals',
    method: 'put',
    path: '/api/admin/proposals/{id}',
    pathParams: ['id'],
  },
  deleteAdminProposal: {
    id: 'deleteAdminProposal',
    tag: 'Proposals',
    method: 'delete',
    path: '/api/admin/proposals/{id}',
    pathParams: ['id'],
  },
  listBrandProposals: {
    id: 'listBrandProposals',
    tag: 'Proposals',
    method: 'get',
    path: '/api/brand/proposals',
    pathParams: [],
    paging: 'page',
  },
  createBrandProposal: {
    id: 'createBrandProposal',
    tag: 'Proposals',
    method: 'post',
    path: '/api/brand/proposals',
    pathParams: [],
  },
  getBrandProposal: {
    id: 'getBrandProposal',
    tag: 'Proposals',
    method: 'get',
    path: '/api/brand/proposals/{id}',
    pathParams: ['id'],
  },
  updateBrandProposal: {
    id: 'updateBrandProposal',
    tag: 'Proposals',
    method: 'put',
    path: '/api/brand/proposals/{id}',
    pathParams: ['id'],
  },
  getProposalBySecretSlug: {
    id: 'getProposalBySecretSlug',
    tag: 'Proposals',
    method: 'get',
    path: '/api/proposals/{secret_slug}',
    pathParams: ['secret_slug'],
  },
  getPublicProposal: {
    id: 'getPublicProposal',
    tag: 'Proposals',
    method: 'get',
    path: '/api/proposals/slug/{slug}',
    pathParams: ['slug'],
  },
  listCreatorProposals: {
    id: 'listCreatorProposals',
    tag: 'Proposals',
    method: 'get',
    path: '/api/creator/proposals',
    pathParams: [],
    paging: 'page',
  },
  getCreatorProposal: {
    id: 'getCreatorProposal',
    tag: 'Proposals',
    method: 'get',
    path: '/api/creator/proposals/{id}',
    pathParams: ['id'],
  },
  applyToProposal: {
    id: 'applyToProposal',
    tag: 'Applications',
    method: 'post',
    path: '/api/creator/proposals/{id}/applications',
    pathParams: ['id'],
  },
  listCreatorApplications: {
    id: 'listCreatorApplications',
    tag: 'Applications',
    method: 'get',
    path: '/api/creator/applications',
    pathParams: [],
    paging: 'page',
  },
  listBrandProposalApplications: {
    id: 'listBrandProposalApplications',
    tag: 'Applications',
    method: 'get',
    path: '/api/brand/proposals/{id}/applications',
    pathParams: ['id'],
    paging: 'page',
  },
  declineApplications: {
    id: 'declineApplications',
    tag: 'Applications',
    method: 'post',
    path: '/api/brand/proposals/{id}/applications/decline',
    pathParams: ['id'],
  },
  listBrandCreators: {
    id: 'listBrandCreators',
    tag: 'Creators',
    method: 'get',
    path: '/api/brand/creators',
    pathParams: [],
    paging: 'page',
  },
  inviteCreatorToProposal: {
    id: 'inviteCreatorToProposal',
    tag: 'Creators',
    method: 'post',
    path: '/api/brand/proposals/{id}/invites',
    pathParams: ['id'],
  },
  updateApplicationStatus: {
    id: 'updateApplicationStatus',
    tag: 'Applications',
    method: 'patch',
    path: '/api/applications/{id}/status',
    pathParams: ['id'],
  },
  listDeals: {
    id: 'listDeals',
    tag: 'Deals',
    method: 'get',
    path: '/api/deals',
    pathParams: [],
    paging: 'page',
  },
  getDeal: {
    id: 'getDeal',
    tag: 'Deals',
    method: 'get',
    path: '/api/deals/{id}',
    pathParams: ['id'],
  },
  cancelDeal: {
    id: 'cancelDeal',
    tag: 'Deals',
    method: 'post',
    path: '/api/deals/{id}/cancel',
    pathParams: ['id'],
  },
  updateDealTask: {
    id: 'updateDealTask',
    tag: 'Deals',
    method: 'patch',
    path: '/api/deals/{id}/tasks/{task_id}',
    pathParams: ['id', 'task_id'],
  },
  listConversations: {
    id: 'listConversations',
    tag: 'Chat',
    method: 'get',
    path: '/api/conversations',
    pathParams: [],
    paging: 'page',
  },
  getConversation: {
    id: 'getConversation',
    tag: 'Chat',
    method: 'get',
    path: '/api/conversations/{id}',
    pathParams: ['id'],
  },
  listMessages: {
    id: 'listMessages',
    tag: 'Chat',
    method: 'get',
    path: '/api/conversations/{id}/messages',
    pathParams: ['id'],
    paging: 'before_id',
  },
  sendMessage: {
    id: 'sendMessage',
    tag: 'Chat',
    method: 'post',
    path: '/api/conversations/{id}/messages',
    pathParams: ['id'],
  },
  markConversationRead: {
    id: 'markConversationRead',
    tag: 'Chat',
    method: 'post',
    path: '/api/conversations/{id}/read',
    pathParams: ['id'],
  },
  streamConversation: {
    id: 'streamConversation',
    tag: 'Chat',
    method: 'get',
    path: '/api/conversations/{id}/stream',
    pathParams: ['id'],
    parseAs: 'text',
  },
  listCalendarEvents: {
    id: 'listCalendarEvents',
    tag: 'Calendar',
    method: 'get',
    path: '/api/calendar/events',
    pathParams: [],
  },
  getCalendarFeed: {
    id: 'getCalendarFeed',
    tag: 'Calendar',
    method: 'get',
    path: '/api/calendar/feed',
    pathParams: [],
  },
  rotateCalendarFeed: {
    id: 'rotateCalendarFeed',
    tag: 'Calendar',
    method: 'post',
    path: '/api/calendar/feed',
    pathParams: [],
  },
  getCalendarFeedIcs: {
    id: 'getCalendarFeedIcs',
    tag: 'Calendar',
    method: 'get',
    path: '/api/calendar/feed/{feed_token}',
    pathParams: ['feed_token'],
    parseAs: 'text',
  },
  listNotifications: {
    id: 'listNotifications',
    tag: 'Notifications',
    method: 'get',
    path: '/api/notifications',
    pathParams: [],
    paging: 'page',
  },
  getUnreadNotificationCount: {
    id: 'getUnreadNotificationCount',
    tag: 'Notifications',
    method: 'get',
    path: '/api/notifications/unread-count',
    pathParams: [],
  },
  markNotificationRead: {
    id: 'markNotificationRead',
    tag: 'Notifications',
    method: 'post',
    path: '/api/notifications/{id}/read',
    pathParams: ['id'],
  },
  markAllNotificationsRead: {
    id: 'markAllNotificationsRead',
    tag: 'Notifications',
    method: 'post',
    path: '/api/notifications/read-all',
    pathParams: [],
  },
  streamMyEvents: {
    id: 'streamMyEvents',
    tag: 'Notifications',
    method: 'get',
    path: '/api/me/events',
    pathParams: [],
    parseAs: 'text',
  },
  listScheduledNotifications: {
    id: 'listScheduledNotifications',
    tag: 'ScheduledNotifications',
    method: 'get',
    path: '/api/admin/scheduled-notifications',
    pathParams: [],
    paging: 'page',
  },
  createScheduledNotification: {
    id: 'createScheduledNotification',
    tag: 'ScheduledNotifications',
    method: 'post',
    path: '/api/admin/scheduled-notifications',
    pathParams: [],
  },
  getScheduledNotification: {
    id: 'getScheduledNotification',
    tag: 'ScheduledNotifications',
    method: 'get',
    path: '/api/admin/scheduled-notifications/{id}',
    pathParams: ['id'],
  },
  updateScheduledNotification: {
    id: 'updateScheduledNotification',
    tag: 'ScheduledNotifications',
    method: 'put',
    path: '/api/admin/scheduled-notifications/{id}',
    pathParams: ['id'],
  },
  cancelScheduledNotification: {
    id: 'cancelScheduledNotification',
    tag: 'ScheduledNotifications',
    method: 'post',
    path: '/api/admin/scheduled-notifications/{id}/cancel',
    pathParams: ['id'],
  },
  listActivityLogs: {
    id: 'listActivityLogs',
    tag: 'ActivityLogs',
    method: 'get',
    path: '/api/admin/activity-logs',
    pathParams: [],
    paging: 'page',
  },
  listActivityActions: {
    id: 'listActivityActions',
    tag: 'ActivityLogs',
    method: 'get',
    path: '/api/admin/activity-logs/actions',
    pathParams: [],
  },
  listBrandMedia: {
    id: 'listBrandMedia',
    tag: 'Media',
    method: 'get',
    path: '/api/brand/media',
    pathParams: [],
    paging: 'page',
  },
  uploadBrandMedia: {
    id: 'uploadBrandMedia',
    tag: 'Media',
    method: 'post',
    path: '/api/brand/media',
    pathParams: [],
    body: 'form',
  },
  getBrandMedia: {
    id: 'getBrandMedia',
    tag: 'Media',
    method: 'get',
    path: '/api/brand/media/{id}',
    pathParams: ['id'],
  },
  deleteBrandMedia: {
    id: 'deleteBrandMedia',
    tag: 'Media',
    method: 'delete',
    path: '/api/brand/media/{id}',
    pathParams: ['id'],
  },
  uploadDealMedia: {
    id: 'uploadDealMedia',
    tag: 'Media',
    method: 'post',
    path: '/api/deals/{id}/media',
    pathParams: ['id'],
    body: 'form',
  },
  getPushPublicKey: {
    id: 'getPushPublicKey',
    tag: 'Notifications',
    method: 'get',
    path: '/api/push/public-key',
    pathParams: [],
  },
  registerDeviceToken: {
    id: 'registerDeviceToken',
    tag: 'DeviceTokens',
    method: 'post',
    path: '/api/device-tokens',
    pathParams: [],
  },
  deleteDeviceToken: {
    id: 'deleteDeviceToken',
    tag: 'DeviceTokens',
    method: 'delete',
    path: '/api/device-tokens',
    pathParams: [],
  },
  getBrandDashboard: {
    id: 'getBrandDashboard',
    tag: 'Dashboard',
    method: 'get',
    path: '/api/brand/dashboard',
    pathParams: [],
  },
  getCreatorDashboard: {
    id: 'getCreatorDashboard',
    tag: 'Dashboard',
    method: 'get',
    path: '/api/creator/dashboard',
    pathParams: [],
  },
  getAdminDashboard: {
    id: 'getAdminDashboard',
    tag: 'Dashboard',
    method: 'get',
    path: '/api/admin/dashboard',
    pathParams: [],
  },
} as const satisfies { [K in OperationId]: OperationRoute<K> };

/** The spec's tags: every query key starts with one. */
export type ApiTag =
  | 'ActivityLogs'
  | 'AdminUsers'
  | 'Applications'
  | 'Auth'
  | 'BrandRequests'
  | 'BrandTeam'
  | 'Brands'
  | 'Calendar'
  | 'Categories'
  | 'Chat'
  | 'Creators'
  | 'Dashboard'
  | 'Deals'
  | 'DeviceTokens'
  | 'Invitations'
  | 'Media'
  | 'Notifications'
  | 'Proposals'
  | 'ScheduledNotifications'
  | 'System'
  | 'Users';

/** Operations that read (GET) and are cached as queries. */
export type ReadOperationId =
  | 'getCsrfCookie'
  | 'healthCheck'
  | 'getMe'
  | 'getMyCreatorProfile'
  | 'listMyPortfolio'
  | 'listPortfolioCandidates'
  | 'getCreatorProfile'
  | 'getPublicCreatorProfile'
  | 'getInvitation'
  | 'listBrandRequests'
  | 'getBrandRequest'
  | 'listBrandManagers'
  | 'listAdminUsers'
  | 'getAdminUser'
  | 'listBrandOptions'
  | 'listAdminBrands'
  | 'getAdminBrand'
  | 'getBrandProfile'
  | 'getPublicBrandPage'
  | 'listCategories'
  | 'getCategory'
  | 'listAdminProposals'
  | 'getAdminProposal'
  | 'listBrandProposals'
  | 'getBrandProposal'
  | 'getProposalBySecretSlug'
  | 'getPublicProposal'
  | 'listCreatorProposals'
  | 'getCreatorProposal'
  | 'listCreatorApplications'
  | 'listBrandProposalApplications'
  | 'listBrandCreators'
  | 'listDeals'
  | 'getDeal'
  | 'listConversations'
  | 'getConversation'
  | 'listMessages'
  | 'listCalendarEvents'
  | 'getCalendarFeed'
  | 'getCalendarFeedIcs'
  | 'listNotifications'
  | 'getUnreadNotificationCount'
  | 'listScheduledNotifications'
  | 'getScheduledNotification'
  | 'listActivityLogs'
  | 'listActivityActions'
  | 'listBrandMedia'
  | 'getBrandMedia'
  | 'getPushPublicKey'
  | 'getBrandDashboard'
  | 'getCreatorDashboard'
  | 'getAdminDashboard';

/** Operations that change something (POST, PUT, PATCH, DELETE). */
export type WriteOperationId =
  | 'login'
  | 'register'
  | 'logout'
  | 'forgotPassword'
  | 'resetPassword'
  | 'updateMe'
  | 'changePassword'
  | 'updateMyAvatar'
  | 'deleteMyAvatar'
  | 'updateMyCreatorProfile'
  | 'updateMyCollaborationVisibility'
  | 'addPortfolioItem'
  | 'addPortfolioItemFromMedia'
  | 'reorderPortfolio'
  | 'deletePortfolioItem'
  | 'updatePortfolioItem'
  | 'acceptInvitation'
  | 'createInvitation'
  | 'createBrandRequest'
  | 'approveBrandRequest'
  | 'declineBrandRequest'
  | 'inviteBrandManager'
  | 'updateAdminUser'
  | 'impersonateUser'
  | 'exitImpersonation'
  | 'createBrand'
  | 'updateBrand'
  | 'deleteBrand'
  | 'updateBrandProfile'
  | 'uploadBrandLogo'
  | 'deleteBrandLogo'
  | 'addBrandPhoto'
  | 'reorderBrandPhotos'
  | 'deleteBrandPhoto'
  | 'updateBrandPhoto'
  | 'createCategory'
  | 'updateCategory'
  | 'deleteCategory'
  | 'createAdminProposal'
  | 'updateAdminProposal'
  | 'deleteAdminProposal'
  | 'createBrandProposal'
  | 'updateBrandProposal'
  | 'applyToProposal'
  | 'declineApplications'
  | 'inviteCreatorToProposal'
  | 'updateApplicationStatus'
  | 'cancelDeal'
  | 'updateDealTask'
  | 'sendMessage'
  | 'markConversationRead'
  | 'rotateCalendarFeed'
  | 'markNotificationRead'
  | 'markAllNotificationsRead'
  | 'createScheduledNotification'
  | 'updateScheduledNotification'
  | 'cancelScheduledNotification'
  | 'uploadBrandMedia'
  | 'deleteBrandMedia'
  | 'uploadDealMedia'
  | 'registerDeviceToken'
  | 'deleteDeviceToken';

import type { ApiTag, ReadOperationId, WriteOperationId } from './routes.gen';

/** A whole tag (`'Proposals'`: every query of it) or one read (`'listConversations'`). */
export type InvalidationTarget = ApiTag | ReadOperationId;

/**
 * What each write makes stale, written once here: the generated mutation
 * (`use<OperationId>Mutation`) invalidates these on success, so no screen invalidates by hand.
 * A write invalidates its own tag unless said otherwise; a new write operation does not compile
 * until it has its entry.
 */
export const invalidates = {
  // Signing in or out (and impersonating) starts a new session, and the session clears the whole
  // cache; the password e-mails change nothing a query reads.
  login: [],
  register: [],
  logout: [],
  forgotPassword: [],
  resetPassword: [],
  acceptInvitation: [],
  impersonateUser: [],
  exitImpersonation: [],

  updateMe: ['Users'],
  changePassword: [],
  updateMyAvatar: ['Users'],
  deleteMyAvatar: ['Users'],
  // The profile is also what brands read (Creators) and what an application shows of it.
  updateMyCreatorProfile: ['Users', 'Creators', 'Applications'],
  updateMyCollaborationVisibility: ['Users', 'Creators'],
  // The portfolio is part of the profile brands see (getCreatorProfile, also tagged Creators).
  addPortfolioItem: ['Creators'],
  addPortfolioItemFromMedia: ['Creators'],
  updatePortfolioItem: ['Creators'],
  deletePortfolioItem: ['Creators'],
  reorderPortfolio: ['Creators'],

  createInvitation: ['Invitations'],

  // A business's request: nothing a signed-in reader holds; approving creates a brand and an
  // invitation, and both decisions change the admin dashboard's figures.
  createBrandRequest: [],
  approveBrandRequest: ['BrandRequests', 'Brands', 'Dashboard'],
  declineBrandRequest: ['BrandRequests', 'Dashboard'],
  inviteBrandManager: ['BrandTeam'],
  updateAdminUser: ['AdminUsers'],

  createBrand: ['Brands'],
  updateBrand: ['Brands'],
  deleteBrand: ['Brands'],
  // A brand's page is also the card on each of its proposals (Proposals).
  updateBrandProfile: ['Brands', 'Proposals'],
  uploadBrandLogo: ['Brands', 'Proposals'],
  deleteBrandLogo: ['Brands', 'Proposals'],
  addBrandPhoto: ['Brands'],
  updateBrandPhoto: ['Brands'],
  deleteBrandPhoto: ['Brands'],
  reorderBrandPhotos: ['Brands'],

  createCategory: ['Categories'],
  updateCategory: ['Categories'],
  deleteCategory: ['Categories'],

  // Every read of proposals (lists, details) and the dashboards' counts.
  createAdminProposal: ['Proposals', 'Dashboard'],
  updateAdminProposal: ['Proposals', 'Dashboard'],
  deleteAdminProposal: ['Proposals', 'Dashboard'],
  createBrandProposal: ['Proposals', 'Dashboard'],
  updateBrandProposal: ['Proposals', 'Dashboard'],

  // The creator's proposal lists show "You applied".
  applyToProposal: ['Applications', 'Proposals', 'Dashboard'],
  // Accepting an application creates a deal.
  updateApplicationStatus: ['Applications', 'Deals', 'Dashboard'],
  declineApplications: ['Applications', 'Dashboard'],
  // The search's cards say which proposals a creator was invited to.
  inviteCreatorToProposal: ['Creators'],

  // A task's due date is on the calendar.
  updateDealTask: ['Deals', 'Calendar'],
  // A cancelled deal leaves the lists, the dashboards' counts and the calendar.
  cancelDeal: ['Deals', 'Calendar', 'Dashboard'],

  // The conversation's own messages arrive on its stream; the list's last message and unread
  // counts are what goes stale.
  sendMessage: ['listConversations'],
  markConversationRead: ['listConversations'],

  // The feed's URL; the events stay the same.
  rotateCalendarFeed: ['getCalendarFeed'],

  // The notifications screen updates its list in place; the unread count is fetched again.
  markNotificationRead: ['getUnreadNotificationCount'],
  markAllNotificationsRead: ['getUnreadNotificationCount'],

  createScheduledNotification: ['ScheduledNotifications'],
  updateScheduledNotification: ['ScheduledNotifications'],
  cancelScheduledNotification: ['ScheduledNotifications'],

  uploadBrandMedia: ['Media'],
  deleteBrandMedia: ['Media'],
  uploadDealMedia: ['Media'],

  // Push subscriptions are not read back.
  registerDeviceToken: [],
  deleteDeviceToken: [],
} as const satisfies Record<WriteOperationId, readonly InvalidationTarget[]>;

// Generated from openapi.yaml by packages/mocks/scripts/gen-fixtures.mjs. Do not edit.
import { fixtures } from './fixtures.gen';
import { http } from './http';

/** One default handler per operation, answering with its spec example, grouped by tag. */
export const handlersByTag = {
  ActivityLogs: [
    http.get('/api/admin/activity-logs', ({ response }) =>
      response(200).json(fixtures.listActivityLogs),
    ),
    http.get('/api/admin/activity-logs/actions', ({ response }) =>
      response(200).json(fixtures.listActivityActions),
    ),
  ],
  AdminUsers: [
    http.get('/api/admin/users', ({ response }) => response(200).json(fixtures.listAdminUsers)),
    http.get('/api/admin/users/{id}', ({ response }) => response(200).json(fixtures.getAdminUser)),
    http.patch('/api/admin/users/{id}', ({ response }) =>
      response(200).json(fixtures.updateAdminUser),
    ),
    http.post('/api/admin/users/{id}/impersonate', ({ response }) =>
      response(200).json(fixtures.impersonateUser),
    ),
    http.post('/api/admin/impersonate/exit', ({ response }) =>
      response(200).json(fixtures.exitImpersonation),
    ),
  ],
  Applications: [
    http.post('/api/creator/proposals/{id}/applications', ({ response }) =>
      response(201).json(fixtures.applyToProposal),
    ),
    http.get('/api/creator/applications', ({ response }) =>
      response(200).json(fixtures.listCreatorApplications),
    ),
    http.get('/api/brand/proposals/{id}/applications', ({ response }) =>
      response(200).json(fixtures.listBrandProposalApplications),
    ),
    http.post('/api/brand/proposals/{id}/applications/decline', ({ response }) =>
      response(200).json(fixtures.declineApplications),
    ),
    http.patch('/api/applications/{id}/status', ({ response }) =>
      response(200).json(fixtures.updateApplicationStatus),
    ),
  ],
  Auth: [
    http.get('/sanctum/csrf-cookie', ({ response }) => response(204).empty()),
    http.post('/api/login', ({ response }) => response(200).json(fixtures.login)),
    http.post('/register', ({ response }) => response(201).json(fixtures.register)),
    http.post('/api/logout', ({ response }) => response(204).empty()),
    http.post('/api/password/forgot', ({ response }) =>
      response(202).json(fixtures.forgotPassword),
    ),
    http.post('/api/password/reset', ({ response }) => response(200).json(fixtures.resetPassword)),
  ],
  BrandRequests: [
    http.post('/api/brand-requests', ({ response }) =>
      response(202).json(fixtures.createBrandRequest),
    ),
    http.get('/api/admin/brand-requests', ({ response }) =>
      response(200).json(fixtures.listBrandRequests),
    ),
    http.get('/api/admin/brand-requests/{id}', ({ response }) =>
      response(200).json(fixtures.getBrandRequest),
    ),
    http.post('/api/admin/brand-requests/{id}/approve', ({ response }) =>
      response(200).json(fixtures.approveBrandRequest),
    ),
    http.post('/api/admin/brand-requests/{id}/decline', ({ response }) =>
      response(200).json(fixtures.declineBrandRequest),
    ),
  ],
  Brands: [
    http.get('/api/brands', ({ response }) => response(200).json(fixtures.listBrandOptions)),
    http.get('/api/admin/brands', ({ response }) => response(200).json(fixtures.listAdminBrands)),
    http.post('/api/admin/brands', ({ response }) => response(201).json(fixtures.createBrand)),
    http.get('/api/admin/brands/{id}', ({ response }) =>
      response(200).json(fixtures.getAdminBrand),
    ),
    http.put('/api/admin/brands/{id}', ({ response }) => response(200).json(fixtures.updateBrand)),
    http.delete('/api/admin/brands/{id}', ({ response }) => response(204).empty()),
    http.get('/api/brands/{id}/profile', ({ response }) =>
      response(200).json(fixtures.getBrandProfile),
    ),
    http.put('/api/brands/{id}/profile', ({ response }) =>
      response(200).json(fixtures.updateBrandProfile),
    ),
    http.put('/api/brands/{id}/logo', ({ response }) =>
      response(200).json(fixtures.uploadBrandLogo),
    ),
    http.delete('/api/brands/{id}/logo', ({ response }) =>
      response(200).json(fixtures.deleteBrandLogo),
    ),
    http.post('/api/brands/{id}/photos', ({ response }) =>
      response(201).json(fixtures.addBrandPhoto),
    ),
    http.put('/api/brands/{id}/photos/order', ({ response }) =>
      response(200).json(fixtures.reorderBrandPhotos),
    ),
    http.delete('/api/brands/{id}/photos/{photo_id}', ({ response }) => response(204).empty()),
    http.patch('/api/brands/{id}/photos/{photo_id}', ({ response }) =>
      response(200).json(fixtures.updateBrandPhoto),
    ),
    http.get('/api/public/brands/{slug}', ({ response }) =>
      response(200).json(fixtures.getPublicBrandPage),
    ),
  ],
  BrandTeam: [
    http.get('/api/brands/{id}/managers', ({ response }) =>
      response(200).json(fixtures.listBrandManagers),
    ),
    http.post('/api/brands/{id}/managers/invitations', ({ response }) =>
      response(201).json(fixtures.inviteBrandManager),
    ),
  ],
  Calendar: [
    http.get('/api/calendar/events', ({ response }) =>
      response(200).json(fixtures.listCalendarEvents),
    ),
    http.get('/api/calendar/feed', ({ response }) => response(200).json(fixtures.getCalendarFeed)),
    http.post('/api/calendar/feed', ({ response }) =>
      response(201).json(fixtures.rotateCalendarFeed),
    ),
    http.get('/api/calendar/feed/{feed_token}', ({ response }) =>
      response(200).text(fixtures.getCalendarFeedIcs, {
        headers: { 'Content-Type': 'text/calendar' },
      }),
    ),
  ],
  Categories: [
    http.get('/api/categories', ({ response }) => response(200).json(fixtures.listCategories)),
    http.get('/api/categories/{id}', ({ response }) => response(200).json(fixtures.getCategory)),
    http.post('/api/admin/categories', ({ response }) =>
      response(201).json(fixtures.createCategory),
    ),
    http.put('/api/admin/categories/{id}', ({ response }) =>
      response(200).json(fixtures.updateCategory),
    ),
    http.delete('/api/admin/categories/{id}', ({ response }) => response(204).empty()),
  ],
  Chat: [
    http.get('/api/conversations', ({ response }) =>
      response(200).json(fixtures.listConversations),
    ),
    http.get('/api/conversations/{id}', ({ response }) =>
      response(200).json(fixtures.getConversation),
    ),
    http.get('/api/conversations/{id}/messages', ({ response }) =>
      response(200).json(fixtures.listMessages),
    ),
    http.post('/api/conversations/{id}/messages', ({ response }) =>
      response(201).json(fixtures.sendMessage),
    ),
    http.post('/api/conversations/{id}/read', ({ response }) => response(204).empty()),
    http.get('/api/conversations/{id}/stream', ({ response }) =>
      response(200).text(fixtures.streamConversation, {
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    ),
  ],
  Creators: [
    http.get('/api/me/portfolio', ({ response }) => response(200).json(fixtures.listMyPortfolio)),
    http.post('/api/me/portfolio', ({ response }) => response(201).json(fixtures.addPortfolioItem)),
    http.post('/api/me/portfolio/from-media', ({ response }) =>
      response(201).json(fixtures.addPortfolioItemFromMedia),
    ),
    http.get('/api/me/portfolio/candidates', ({ response }) =>
      response(200).json(fixtures.listPortfolioCandidates),
    ),
    http.put('/api/me/portfolio/order', ({ response }) =>
      response(200).json(fixtures.reorderPortfolio),
    ),
    http.delete('/api/me/portfolio/{id}', ({ response }) => response(204).empty()),
    http.patch('/api/me/portfolio/{id}', ({ response }) =>
      response(200).json(fixtures.updatePortfolioItem),
    ),
    http.get('/api/creators/{username}', ({ response }) =>
      response(200).json(fixtures.getCreatorProfile),
    ),
    http.get('/api/public/creators/{username}', ({ response }) =>
      response(200).json(fixtures.getPublicCreatorProfile),
    ),
    http.get('/api/brand/creators', ({ response }) =>
      response(200).json(fixtures.listBrandCreators),
    ),
    http.post('/api/brand/proposals/{id}/invites', ({ response }) =>
      response(201).json(fixtures.inviteCreatorToProposal),
    ),
  ],
  Dashboard: [
    http.get('/api/brand/dashboard', ({ response }) =>
      response(200).json(fixtures.getBrandDashboard),
    ),
    http.get('/api/creator/dashboard', ({ response }) =>
      response(200).json(fixtures.getCreatorDashboard),
    ),
    http.get('/api/admin/dashboard', ({ response }) =>
      response(200).json(fixtures.getAdminDashboard),
    ),
  ],
  Deals: [
    http.get('/api/deals', ({ response }) => response(200).json(fixtures.listDeals)),
    http.get('/api/deals/{id}', ({ response }) => response(200).json(fixtures.getDeal)),
    http.post('/api/deals/{id}/cancel', ({ response }) => response(200).json(fixtures.cancelDeal)),
    http.patch('/api/deals/{id}/tasks/{task_id}', ({ response }) =>
      response(200).json(fixtures.updateDealTask),
    ),
  ],
  DeviceTokens: [
    http.post('/api/device-tokens', ({ response }) =>
      response(201).json(fixtures.registerDeviceToken),
    ),
    http.delete('/api/device-tokens', ({ response }) => response(204).empty()),
  ],
  Invitations: [
    http.get('/api/invitations/{token}', ({ response }) =>
      response(200).json(fixtures.getInvitation),
    ),
    http.post('/api/invitations/{token}/accept', ({ response }) =>
      response(200).json(fixtures.acceptInvitation),
    ),
    http.post('/api/admin/invitations', ({ response }) =>
      response(201).json(fixtures.createInvitation),
    ),
  ],
  Media: [
    http.get('/api/brand/media', ({ response }) => response(200).json(fixtures.listBrandMedia)),
    http.post('/api/brand/media', ({ response }) => response(201).json(fixtures.uploadBrandMedia)),
    http.get('/api/brand/media/{id}', ({ response }) => response(200).json(fixtures.getBrandMedia)),
    http.delete('/api/brand/media/{id}', ({ response }) => response(204).empty()),
    http.post('/api/deals/{id}/media', ({ response }) =>
      response(201).json(fixtures.uploadDealMedia),
    ),
  ],
  Notifications: [
    http.get('/api/notifications', ({ response }) =>
      response(200).json(fixtures.listNotifications),
    ),
    http.get('/api/notifications/unread-count', ({ response }) =>
      response(200).json(fixtures.getUnreadNotificationCount),
    ),
    http.post('/api/notifications/{id}/read', ({ response }) =>
      response(200).json(fixtures.markNotificationRead),
    ),
    http.post('/api/notifications/read-all', ({ response }) =>
      response(200).json(fixtures.markAllNotificationsRead),
    ),
    http.get('/api/me/events', ({ response }) =>
      response(200).text(fixtures.streamMyEvents, {
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    ),
    http.get('/api/push/public-key', ({ response }) =>
      response(200).json(fixtures.getPushPublicKey),
    ),
  ],
  Proposals: [
    http.get('/api/admin/proposals', ({ response }) =>
      response(200).json(fixtures.listAdminProposals),
    ),
    http.post('/api/admin/proposals', ({ response }) =>
      response(201).json(fixtures.createAdminProposal),
    ),
    http.get('/api/admin/proposals/{id}', ({ response }) =>
      response(200).json(fixtures.getAdminProposal),
    ),
    http.put('/api/admin/proposals/{id}', ({ response }) =>
      response(200).json(fixtures.updateAdminProposal),
    ),
    http.delete('/api/admin/proposals/{id}', ({ response }) => response(204).empty()),
    http.get('/api/brand/proposals', ({ response }) =>
      response(200).json(fixtures.listBrandProposals),
    ),
    http.post('/api/brand/proposals', ({ response }) =>
      response(201).json(fixtures.createBrandProposal),
    ),
    http.get('/api/brand/proposals/{id}', ({ response }) =>
      response(200).json(fixtures.getBrandProposal),
    ),
    http.put('/api/brand/proposals/{id}', ({ response }) =>
      response(200).json(fixtures.updateBrandProposal),
    ),
    http.get('/api/proposals/{secret_slug}', ({ response }) =>
      response(200).json(fixtures.getProposalBySecretSlug),
    ),
    http.get('/api/proposals/slug/{slug}', ({ response }) =>
      response(200).json(fixtures.getPublicProposal),
    ),
    http.get('/api/creator/proposals', ({ response }) =>
      response(200).json(fixtures.listCreatorProposals),
    ),
    http.get('/api/creator/proposals/{id}', ({ response }) =>
      response(200).json(fixtures.getCreatorProposal),
    ),
  ],
  ScheduledNotifications: [
    http.get('/api/admin/scheduled-notifications', ({ response }) =>
      response(200).json(fixtures.listScheduledNotifications),
    ),
    http.post('/api/admin/scheduled-notifications', ({ response }) =>
      response(201).json(fixtures.createScheduledNotification),
    ),
    http.get('/api/admin/scheduled-notifications/{id}', ({ response }) =>
      response(200).json(fixtures.getScheduledNotification),
    ),
    http.put('/api/admin/scheduled-notifications/{id}', ({ response }) =>
      response(200).json(fixtures.updateScheduledNotification),
    ),
    http.post('/api/admin/scheduled-notifications/{id}/cancel', ({ response }) =>
      response(200).json(fixtures.cancelScheduledNotification),
    ),
  ],
  System: [http.get('/health-check', ({ response }) => response(200).json(fixtures.healthCheck))],
  Users: [
    http.get('/api/me', ({ response }) => response(200).json(fixtures.getMe)),
    http.patch('/api/me', ({ response }) => response(200).json(fixtures.updateMe)),
    http.put('/api/me/password', ({ response }) => response(200).json(fixtures.changePassword)),
    http.put('/api/me/avatar', ({ response }) => response(200).json(fixtures.updateMyAvatar)),
    http.delete('/api/me/avatar', ({ response }) => response(200).json(fixtures.deleteMyAvatar)),
    http.get('/api/me/creator-profile', ({ response }) =>
      response(200).json(fixtures.getMyCreatorProfile),
    ),
    http.put('/api/me/creator-profile', ({ response }) =>
      response(200).json(fixtures.updateMyCreatorProfile),
    ),
    http.put('/api/me/creator-profile/collaborations/{id}', ({ response }) =>
      response(200).json(fixtures.updateMyCollaborationVisibility),
    ),
  ],
};

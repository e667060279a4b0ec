// The admin's users: the list (with invitations) and one user's page, connected and as pure views.
export {
  AdminUsersList,
  ADMIN_USERS_PER_PAGE,
  ADMIN_USERS_SEARCH_DEBOUNCE_MS,
  type AdminUsersListProps,
  type AdminUsersQuery,
} from './admin-users-list';
export {
  AdminUsersListView,
  ADMIN_USERS_TITLE,
  ADMIN_USERS_LOAD_ERROR_HEADING,
  ADMIN_USERS_FORBIDDEN_MESSAGE,
  TYPE_FILTER_LABELS,
  USER_STATUS_LABELS,
  UserStatusBadge,
  type AdminUser,
  type AdminUserPage,
  type AdminUserStatus,
  type AdminUserStatusFilter,
  type AdminUserType,
  type AdminUserTypeFilter,
  type AdminUsersListLinks,
  type AdminUsersListState,
  type AdminUsersListViewProps,
} from './admin-users-list-view';
export {
  InviteUserDialog,
  INVITE_USER_LABEL,
  USER_TYPE_LABELS,
  inviteUserSchema,
  invitationBody,
  type AdminInvitation,
  type AdminInvitationInput,
  type InviteUserDialogProps,
  type InviteUserValues,
} from './invite-user-dialog';
export { AdminUserScreen, type AdminUserScreenProps } from './admin-user-screen';
export {
  AdminUserView,
  ADMIN_USER_FORBIDDEN_MESSAGE,
  ADMIN_USER_LOAD_ERROR_HEADING,
  ADMIN_USER_NOT_FOUND_HEADING,
  ADMIN_USER_NOT_FOUND_MESSAGE,
  DISABLE_USER_LABEL,
  ENABLE_USER_LABEL,
  IMPERSONATE_LABEL,
  type AdminUserDetail,
  type AdminUserLinks,
  type AdminUserState,
  type AdminUserViewProps,
  type ImpersonationResponse,
} from './admin-user-view';

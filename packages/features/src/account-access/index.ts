// Account access: accepting an invitation, resetting a password, the debug sign-in.
export * from './accept-invitation-screen';
export * from './accept-invitation-view';
export * from './debug-auth';
export * from './debug-auth-screen';
export * from './debug-auth-view';
export * from './invitation';
export * from './password-reset-screen';
export * from './password-reset-view';

// The brand's page as its managers and admins edit it: the screen (with the brand picker), the
// editor of one brand, and their pure views.
export * from './brand-profile-editor';
export * from './brand-profile-screen';
export * from './brand-profile-view';

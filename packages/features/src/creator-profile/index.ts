// A creator's profile as brands see it: the pure view (reused by the public page and the
// Settings preview), its container by username, and the profile's words.
export * from './creator-profile';
export * from './creator-profile-view';
export * from './profile-words';
export * from './portfolio-view';
